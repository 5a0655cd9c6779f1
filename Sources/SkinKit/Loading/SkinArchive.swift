import Foundation
import ZIPFoundation

/// A skin archive (seed 000's `downloadSkinZip`): a zip holding `CJSkin.plist` or `skins.json`,
/// at its top or in one folder, beside the skins' image folders. Importing checks everything
/// before anything is installed: entry paths, the manifest, and every skin in it.
public struct SkinArchive {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// What an import installed.
    public struct Installed: Sendable {
        /// The folder the archive's contents now live in (inside the skins folder).
        public var folder: String
        public var skins: [Skin]
    }

    /// Validates the archive and installs it as `<skinsDirectory>/<archive name>/`. Nothing is
    /// written to the skins folder when any check fails; the errors name the archive and entry.
    public func install(into skinsDirectory: String, replacing: Bool = false,
                        loader: SkinLoader = SkinLoader()) throws(SkinUpdateError) -> Installed {
        let name = url.deletingPathExtension().lastPathComponent
        func failure(_ message: String, entry: String? = nil) -> SkinUpdateError {
            SkinUpdateError(errors: [SkinError(file: entry.map { "\(url.path):\($0)" } ?? url.path, message: message)])
        }
        let destination = (skinsDirectory as NSString).appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: destination) && !replacing {
            throw failure("\(destination) exists already; pass --replace to overwrite it")
        }
        let archive: Archive
        do { archive = try Archive(url: url, accessMode: .read) } catch {
            throw failure("not a readable zip archive")
        }
        for entry in archive {
            let parts = entry.path.split(separator: "/")
            if entry.path.hasPrefix("/") || parts.contains("..") {
                throw failure("entry path leaves the archive's folder; refusing to unpack it", entry: entry.path)
            }
            if entry.type == .symlink { throw failure("symbolic links are not allowed in a skin archive", entry: entry.path) }
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.unzipItem(at: url, to: scratch)
        } catch {
            throw failure("could not unpack: \(error.localizedDescription)")
        }
        guard let root = Self.manifestFolder(in: scratch.path) else {
            throw failure("no CJSkin.plist or skins.json at the top of the archive or in its one folder")
        }
        let manifestResult = Self.loadManifests(in: root, loader: loader)
        let errors = manifestResult.errors.map { error -> SkinError in
            var placed = error
            placed.file = error.file.map { $0.replacingOccurrences(of: scratch.path, with: url.path) }
            return placed
        }
        guard errors.isEmpty else { throw SkinUpdateError(errors: errors) }
        guard !manifestResult.skins.isEmpty else { throw failure("the archive defines no skins") }
        do {
            try FileManager.default.createDirectory(atPath: skinsDirectory, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: destination) { try FileManager.default.removeItem(atPath: destination) }
            try FileManager.default.copyItem(atPath: root, toPath: destination)
        } catch {
            throw failure("could not install into \(destination): \(error.localizedDescription)")
        }
        return Installed(folder: destination, skins: manifestResult.skins)
    }

    static let manifestNames = ["CJSkin.plist", "skins.json"]

    /// The folder holding the manifest: the archive's top, or its only folder (`Example/`).
    static func manifestFolder(in path: String) -> String? {
        let fileManager = FileManager.default
        if manifestNames.contains(where: { fileManager.fileExists(atPath: (path as NSString).appendingPathComponent($0)) }) { return path }
        let children = ((try? fileManager.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") && $0 != "__MACOSX" }
        guard children.count == 1 else { return nil }
        let child = (path as NSString).appendingPathComponent(children[0])
        return manifestNames.contains(where: { fileManager.fileExists(atPath: (child as NSString).appendingPathComponent($0)) }) ? child : nil
    }

    /// The skins of the manifest files in `folder` (images resolve against it).
    static func loadManifests(in folder: String, loader: SkinLoader) -> SkinLoader.Result {
        var result = SkinLoader.Result()
        for name in manifestNames {
            let path = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: path) { result.append(loader.loadFile(path)) }
        }
        return result
    }
}
