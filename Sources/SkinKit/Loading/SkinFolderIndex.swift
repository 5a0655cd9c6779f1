import FoundationEssentials
import Glibc

/// What a skins folder holds, for a start that reads only the skin it shows: each file in load
/// order with the skin names it defines (a JSON skin file, read on first use) or none (any other
/// file, read at start), and the entries a scan passes over. `SkinIndexCache` keeps it between runs.
struct SkinFolderIndex: Sendable, Equatable {
    /// One file of the folder. A cached index keeps its path and names as byte ranges of the
    /// cache file's text, shared by every file (no String, array or slice per file): `path` and
    /// `names` are made when asked for, and a start asks only for the few files it reads.
    struct File: Sendable, Equatable {
        /// What `path` starts with (the folder and a slash, for a cached index), shared by every file.
        private var folder: String
        /// The text the rest of the path and the names are read from: the cache's, or the path itself.
        private var text: String
        private var pathBytes: Range<Int>
        var size: Int
        /// Modification time in nanoseconds.
        var modified: Int
        private var storedNames: StoredNames

        private enum StoredNames: Sendable {
            case none
            case list([SkinNameScanner.Name])
            /// The bytes of `text` holding the cache's fields, `offset:name` split by tabs.
            case text(Range<Int>)
        }

        init(path: String, size: Int, modified: Int, names: [SkinNameScanner.Name]?) {
            folder = ""
            text = path
            pathBytes = 0..<path.utf8.count
            self.size = size
            self.modified = modified
            storedNames = names.map { .list($0) } ?? .none
        }

        /// A file of a cached index: `folder` + the bytes `path` of `text`, the names still as the
        /// cache wrote them at `names` (nil: a file read whole). Both ranges were checked by the reader.
        init(folder: String, text: String, path: Range<Int>, size: Int, modified: Int, names: Range<Int>?) {
            self.folder = folder
            self.text = text
            pathBytes = path
            self.size = size
            self.modified = modified
            storedNames = names.map { .text($0) } ?? .none
        }

        var path: String {
            var text = text
            let range = pathBytes
            return folder + text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        }

        /// The skins it defines, each with its key's byte offset; nil for a file read at start.
        var names: [SkinNameScanner.Name]? {
            switch storedNames {
            case .none: return nil
            case .list(let list): return list
            case .text:
                var list: [SkinNameScanner.Name] = []
                _ = eachName { name, offset in
                    list.append(SkinNameScanner.Name(name: String(decoding: name, as: UTF8.self), offset: offset))
                    return true
                }
                return list
            }
        }

        /// True for a JSON skin file indexed by its names (read on first use unless shown).
        var isIndexed: Bool {
            if case .none = storedNames { return false }
            return true
        }

        /// Whether one of the file's skins is named in `wanted`, told from the bytes of its names.
        func definesAny(of wanted: [String]) -> Bool {
            !eachName { name, _ in
                !wanted.contains { $0.utf8.count == name.count && $0.utf8.elementsEqual(name) }
            }
        }

        /// Calls `body` with each name's UTF-8 bytes and offset until it returns false; false when it did.
        /// A cached index's names are read in place from its text (checked when the cache was read).
        func eachName(_ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Bool {
            switch storedNames {
            case .none:
                return true
            case .list(let list):
                for name in list {
                    let bytes = Array(name.name.utf8)
                    guard bytes.withUnsafeBufferPointer({ body($0, name.offset) }) else { return false }
                }
                return true
            case .text(let range):
                var text = text
                return text.withUTF8 { whole in
                    let bytes = UnsafeBufferPointer(rebasing: whole[range])
                    var fieldStart = 0
                    while fieldStart <= bytes.count {
                        var fieldEnd = fieldStart
                        while fieldEnd < bytes.count, bytes[fieldEnd] != 0x09 { fieldEnd += 1 }
                        var offset = 0
                        var index = fieldStart
                        while index < fieldEnd, bytes[index] != UInt8(ascii: ":") {
                            offset = offset &* 10 &+ Int(bytes[index] &- 48)
                            index += 1
                        }
                        if index < fieldEnd, !body(UnsafeBufferPointer(rebasing: bytes[(index + 1)..<fieldEnd]), offset) { return false }
                        fieldStart = fieldEnd + 1
                    }
                    return true
                }
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

    /// The names a JSON skin file directly in the folder defines, or the skins a theme file of
    /// another tool gives (read once here, then kept by the cache: a folder of 606 Ghostty themes
    /// cost each start 150 ms); nil for any other file (a property list skin, a file with errors or
    /// of no format), which a start reads whole.
    static func names(of path: String, stamp: FileStamp) -> [SkinNameScanner.Name]? {
        guard stamp.isRegular, !AssetCatalogReader.isCatalog(path) else { return nil }
        guard path.lowercased().hasSuffix(".json") else { return schemeNames(of: path) }
        guard let data = try? FileReader.read(path, limit: SkinLimits.standard.maxFileBytes) else { return nil }
        switch SkinNameScanner.scan([UInt8](data)) {
        case .skins(let names): return names
        case .other:
            // Another tool's theme (Windows Terminal, VS Code, SwiftTheme): by the skins it gives, as
            // a scheme file (a folder of 605 VS Code themes was read whole at each start).
            return schemeNames(of: path)
        case .broken(let names):
            // Windows Terminal's settings or a VS Code theme with comments: the same.
            if ThemeFileReader.commentedTheme(data) != nil { return schemeNames(of: path) }
            // Not JSON past some point: indexed under the names read so far (else the file's
            // name), so that its error shows when one of them is chosen.
            return names.isEmpty ? [SkinNameScanner.Name(name: SkinNaming.fileStem(path), offset: 0)] : names
        }
    }
}

extension SkinFolderIndex {
    /// The skins a terminal scheme file gives, by the names the loader gives them; nil for any
    /// other file, and for one with errors (they then show at start, as before). A file with
    /// warnings is indexed too: a start shows no warning (only `lint` and `import` do, reading every
    /// file), and a folder of them (the collection's LXTerminal snippets, base16-shell scripts) was
    /// read whole at every start.
    static func schemeNames(of path: String) -> [SkinNameScanner.Name]? {
        guard !path.lowercased().hasSuffix(".plist"), let data = try? FileReader.read(path, limit: SkinLimits.standard.maxFileBytes),
            !SkippedFile.isBinary(data), let result = ThemeFileReader.skins(in: data, file: path, source: .file(path)),
            result.errors.isEmpty, !result.skins.isEmpty
        else { return nil }
        return result.skins.enumerated().map { SkinNameScanner.Name(name: $0.element.name, offset: $0.offset) }
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
