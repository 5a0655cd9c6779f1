import FoundationEssentials
import Glibc
import SkinKit
import SkinUI

/// Where screen files come from and how they are read: `./Screens`, a `Screens` folder inside or
/// beside each skins folder, and the `--screens-dir` folders or files; each `NAME.screen.json`
/// read (a regular file within a limit) and decoded into a `ScreenLoad`. The first file of a name wins.
extension SkinSources {
    /// The screens folder read when present.
    static let defaultScreensFolder = ScreenFileNames.folder

    /// The folders (and files) screens are read from, existing ones only, each once (plain
    /// string paths and `realpath`: NSString's path methods cost the previewer's start memory).
    var screenFolders: [String] {
        var candidates = [Self.defaultScreensFolder]
        for folder in paths {
            var isDirectory = false
            let base =
                FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory
                ? folder : Self.parent(of: folder)
            candidates.append(Self.join(base, Self.defaultScreensFolder))
            candidates.append(Self.join(Self.parent(of: base), Self.defaultScreensFolder))
        }
        candidates += screensDirectories
        var seen: Set<String> = []
        return candidates.filter { path in
            guard let resolved = realpath(path, nil) else { return false }
            defer { free(resolved) }
            return seen.insert(String(cString: resolved)).inserted
        }
    }

    /// The folder holding `path` ("." for a bare name).
    static func parent(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The screen files of `screenFolders`, sorted by name within each folder.
    var screenFiles: [String] {
        var files: [String] = []
        for folder in screenFolders {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { continue }
            if !isDirectory {
                files.append(folder)
                continue
            }
            files += ScreenFileNames.files(inFolder: folder)
        }
        return files
    }

    /// Every screen file read and decoded; a file that cannot be read is a load with that error.
    /// Given files (`--screens-dir FILE`) are read whatever their name. The first file of a name wins.
    func loadScreens() -> [ScreenLoad] {
        var loads: [ScreenLoad] = []
        for load in screenFiles.map(ScreenLoad.load(path:)) where !loads.contains(where: { $0.name == load.name }) {
            loads.append(load)
        }
        return loads
    }
}
