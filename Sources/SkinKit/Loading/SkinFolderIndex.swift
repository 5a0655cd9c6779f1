import Foundation

/// What a skins folder holds, for a start that reads only the skin it shows: each file in load
/// order with the skin names it defines (a JSON skin file, read on first use) or none (any other
/// file, read at start), and the entries a scan passes over. `SkinIndexCache` keeps it between runs.
struct SkinFolderIndex: Sendable, Equatable {
    struct File: Sendable, Equatable {
        var path: String
        var size: Int
        /// Modification time in nanoseconds.
        var modified: Int
        /// The skins it defines, each with its key's byte offset; nil for a file read at start.
        var names: [SkinNameScanner.Name]?
    }

    var files: [File]
    var skipped: [SkippedFile]

    /// The folder scanned now; a file whose size and time match `previous` keeps its names
    /// without being read again.
    static func build(folder: String, previous: SkinFolderIndex?) throws(SkinError) -> SkinFolderIndex {
        let scan = try SkinLoader.scan(directory: folder)
        var known: [String: File] = [:]
        for file in previous?.files ?? [] { known[file.path] = file }
        var files: [File] = []
        for path in scan.files {
            guard let stamp = FileStamp(path: path) else {
                files.append(File(path: path, size: -1, modified: -1, names: nil))
                continue
            }
            if let old = known[path], old.size == stamp.size, old.modified == stamp.modified {
                files.append(old)
                continue
            }
            files.append(File(path: path, size: stamp.size, modified: stamp.modified, names: names(of: path, stamp: stamp)))
        }
        return SkinFolderIndex(files: files, skipped: scan.skipped)
    }

    /// The names a JSON skin file directly in the folder defines; nil for any other file (and a
    /// JSON file that is another tool's theme), which a start reads whole.
    static func names(of path: String, stamp: FileStamp) -> [SkinNameScanner.Name]? {
        guard stamp.isRegular, path.lowercased().hasSuffix(".json"), !AssetCatalogReader.isCatalog(path),
              let data = try? FileReader.read(path, limit: SkinLimits.standard.maxFileBytes) else { return nil }
        switch SkinNameScanner.scan([UInt8](data)) {
        case .skins(let names): return names
        case .other: return nil
        case .broken(let names):
            // Not JSON past some point: indexed under the names read so far (else the file's
            // name), so that its error shows when one of them is chosen.
            return names.isEmpty ? [SkinNameScanner.Name(name: SkinNaming.fileStem(path), offset: 0)] : names
        }
    }
}

/// A file's size, modification time and kind, from one `stat`.
struct FileStamp: Sendable, Equatable {
    var size: Int
    var modified: Int
    var device: Int
    var inode: Int
    var isRegular: Bool

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        size = Int(status.st_size)
        modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
        device = Int(status.st_dev)
        inode = Int(status.st_ino)
        isRegular = (status.st_mode & S_IFMT) == S_IFREG
    }
}
