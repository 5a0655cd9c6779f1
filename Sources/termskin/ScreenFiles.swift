import Foundation
import SkinKit
import SkinUI

/// Where screen files come from and how they are read: `./Screens`, a `Screens` folder inside or
/// beside each skins folder, and the `--screens-dir` folders or files; each `NAME.screen.json`
/// read (a regular file within a limit) and decoded into a `ScreenLoad`. The first file of a name wins.
extension SkinSources {
    /// The screens folder read when present.
    static let defaultScreensFolder = ScreenFileNames.folder
    /// The largest screen file read.
    static let screenFileLimit = 4 << 20

    /// The folders (and files) screens are read from, existing ones only, each once.
    var screenFolders: [String] {
        var candidates = [Self.defaultScreensFolder]
        for folder in paths {
            var isDirectory: ObjCBool = false
            let base = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue
                ? folder : (folder as NSString).deletingLastPathComponent
            candidates.append((base as NSString).appendingPathComponent(Self.defaultScreensFolder))
            candidates.append(((base as NSString).deletingLastPathComponent as NSString).appendingPathComponent(Self.defaultScreensFolder))
        }
        candidates += screensDirectories
        var seen: Set<String> = []
        return candidates.filter { path in
            let standard = ((path.isEmpty ? "." : path) as NSString).standardizingPath
            let absolute = standard.hasPrefix("/") ? standard : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(standard)
            guard FileManager.default.fileExists(atPath: path), seen.insert((absolute as NSString).standardizingPath).inserted else { return false }
            return true
        }
    }

    /// The screen files of `screenFolders`, sorted by name within each folder.
    var screenFiles: [String] {
        var files: [String] = []
        for folder in screenFolders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                files.append(folder)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            files += names.filter { $0.hasSuffix(ScreenDocument.fileSuffix) }.sorted().map { (folder as NSString).appendingPathComponent($0) }
        }
        return files
    }

    /// Every screen file read and decoded; a file that cannot be read is a load with that error.
    /// Given files (`--screens-dir FILE`) are read whatever their name.
    func loadScreens() -> [ScreenLoad] {
        var loads: [ScreenLoad] = []
        for path in screenFiles {
            let load: ScreenLoad
            do {
                let data = try FileReader.read(path, limit: Self.screenFileLimit)
                load = ScreenLoad.decode(String(decoding: data, as: UTF8.self), path: path)
            } catch {
                load = ScreenLoad(name: ScreenDocument.name(ofFile: path) ?? path, path: path, document: nil,
                                  errors: [SkinError(file: path, message: error.reason)])
            }
            guard !loads.contains(where: { $0.name == load.name }) else { continue }
            loads.append(load)
        }
        return loads
    }
}
