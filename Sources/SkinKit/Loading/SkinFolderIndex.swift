import Foundation

/// What a skins folder holds, for a start that reads only the skin it shows: each file in load
/// order with the skin names it defines (a JSON skin file, read on first use) or none (any other
/// file, read at start), and the entries a scan passes over. `SkinIndexCache` keeps it between runs.
struct SkinFolderIndex: Sendable, Equatable {
    /// One file of the folder. A cached index keeps its path and names as slices of the cache
    /// file's text (no String or array per file): `path` and `names` are made when asked for, and
    /// a start asks only for the few files it reads.
    struct File: Sendable, Equatable {
        /// What `path` starts with (the folder and a slash, for a cached index), shared by every file.
        private var folder: String
        private var relative: Substring
        var size: Int
        /// Modification time in nanoseconds.
        var modified: Int
        private var storedNames: StoredNames

        private enum StoredNames: Sendable {
            case none
            case list([SkinNameScanner.Name])
            /// The cache's fields, `offset:name` split by tabs (read as `list` would be written).
            case text(Substring)
        }

        init(path: String, size: Int, modified: Int, names: [SkinNameScanner.Name]?) {
            folder = ""
            relative = Substring(path)
            self.size = size
            self.modified = modified
            storedNames = names.map { .list($0) } ?? .none
        }

        /// A file of a cached index: `folder` + `relative`, the names still as the cache wrote them
        /// (`namesText` nil: a file read whole).
        init(folder: String, relative: Substring, size: Int, modified: Int, namesText: Substring?) {
            self.folder = folder
            self.relative = relative
            self.size = size
            self.modified = modified
            storedNames = namesText.map { .text($0) } ?? .none
        }

        var path: String { folder.isEmpty ? String(relative) : folder + relative }

        /// The skins it defines, each with its key's byte offset; nil for a file read at start.
        var names: [SkinNameScanner.Name]? {
            switch storedNames {
            case .none: return nil
            case .list(let list): return list
            case .text(let text):
                var list: [SkinNameScanner.Name] = []
                forEachName(in: text) { name, offset in list.append(SkinNameScanner.Name(name: String(name), offset: offset)) }
                return list
            }
        }

        /// Calls `body` with each skin name, without making the list of `names`.
        func forEachName(_ body: (String) -> Void) {
            switch storedNames {
            case .none: return
            case .list(let list): for name in list { body(name.name) }
            case .text(let text): forEachName(in: text) { name, _ in body(String(name)) }
            }
        }

        /// True for a JSON skin file indexed by its names (read on first use unless shown).
        var isIndexed: Bool {
            if case .none = storedNames { return false }
            return true
        }

        /// Whether one of the file's skins is named in `wanted`, told without making its names.
        func definesAny(of wanted: [String]) -> Bool {
            switch storedNames {
            case .none: return false
            case .list(let list): return list.contains { wanted.contains($0.name) }
            case .text(let text):
                var found = false
                forEachName(in: text) { name, _ in
                    if !found, wanted.contains(where: { $0.utf8.count == name.utf8.count && $0.utf8.elementsEqual(name.utf8) }) { found = true }
                }
                return found
            }
        }

        /// Each `offset:name` field of a cached names text (checked when the cache was read), in
        /// place: no array of fields.
        private func forEachName(in text: Substring, _ body: (Substring, Int) -> Void) {
            let bytes = text.utf8
            var fieldStart = bytes.startIndex
            while true {
                let fieldEnd = bytes[fieldStart...].firstIndex(of: 0x09) ?? bytes.endIndex
                var offset = 0
                var index = fieldStart
                while index < fieldEnd, bytes[index] != UInt8(ascii: ":") {
                    offset = offset &* 10 &+ Int(bytes[index] &- 48)
                    index = bytes.index(after: index)
                }
                if index < fieldEnd { body(text[bytes.index(after: index)..<fieldEnd], offset) }
                guard fieldEnd < bytes.endIndex else { return }
                fieldStart = bytes.index(after: fieldEnd)
            }
        }

        static func == (a: File, b: File) -> Bool {
            a.size == b.size && a.modified == b.modified && a.path == b.path && a.names == b.names
        }
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
