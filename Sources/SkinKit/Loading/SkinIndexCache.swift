import FoundationEssentials

/// Skin folder indexes kept between runs: `$XDG_CACHE_HOME/termskin/index/<hash of the folder>`
/// (`~/.cache` without XDG_CACHE_HOME). A start trusts an index while its folder's own time and
/// size are unchanged (one `stat`, whatever the number of files); a reload, `list` and `lint`
/// check every file's size and time and read again only the files that changed.
public struct SkinIndexCache: Sendable {
    let directory: String

    public init(directory: String) { self.directory = directory }

    /// The cache for an environment, or nil when neither XDG_CACHE_HOME nor HOME is set.
    public init?(environment: [String: String]) {
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            directory = xdg + "/termskin/index"
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = home + "/.cache/termskin/index"
        } else {
            return nil
        }
    }

    /// The first line of an index file; its number goes up when what a file is indexed as
    /// changes, so that an index an older run wrote is built again (2: Windows Terminal settings
    /// with comments are read whole, not indexed under their file's name; 3: terminal scheme files
    /// are indexed by the skins they give; 4: so are JSON themes of other tools, VS Code's and
    /// Windows Terminal's; 5: so are scheme files with warnings).
    static let header = "termskin-skin-index 5"

    /// The index of `folder`: the cached one when `trustFolder` and the folder's stamp is the one
    /// it was made with; else built again (files unchanged since the cached index keep their
    /// names) and stored.
    func index(of folder: String, trustFolder: Bool) throws(SkinError) -> SkinFolderIndex {
        let file = path(for: folder)
        let stamp = FileStamp(path: folder)
        let cached = read(file, folder: folder)
        if trustFolder, let cached, let stamp, cached.stamp == Self.stampText(stamp) { return cached.index }
        let index = try SkinFolderIndex.build(folder: folder, previous: cached?.index)
        if let stamp, cached?.index != index || cached?.stamp != Self.stampText(stamp) {
            write(index, stamp: stamp, folder: folder, to: file)
        }
        return index
    }

    /// Where `folder`'s index is kept: named by an FNV-1a hash of its absolute path.
    func path(for folder: String) -> String {
        let absolute = SkinLoader.plainAbsolutePath(folder) ?? URL(fileURLWithPath: folder).standardizedFileURL.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in absolute.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return directory + "/" + String(hash, radix: 16) + ".index"
    }

    private static func stampText(_ stamp: FileStamp) -> String { "\(stamp.device) \(stamp.inode) \(stamp.modified) \(stamp.size)" }

    /// Lines: the header, the folder's stamp, then `f` size, time, path, `-` or the names as
    /// `offset:name`, and `s` path, reason; paths relative to the folder; fields split by tabs.
    private func write(_ index: SkinFolderIndex, stamp: FileStamp, folder: String, to file: String) {
        var lines = [Self.header, Self.stampText(stamp)]
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        func relative(_ path: String) -> String? {
            guard path.hasPrefix(prefix) else { return nil }
            let rest = String(path.dropFirst(prefix.count))
            return rest.contains("\t") || rest.contains("\n") ? nil : rest
        }
        for entry in index.files {
            guard let path = relative(entry.path) else { return }
            var fields = ["f", String(entry.size), String(entry.modified), path]
            if let names = entry.names {
                for name in names {
                    if name.name.contains("\n") || name.name.contains("\t") { return }
                    fields.append("\(name.offset):\(name.name)")
                }
            } else {
                fields.append("-")
            }
            lines.append(fields.joined(separator: "\t"))
        }
        for skipped in index.skipped {
            guard let path = relative(skipped.path), !skipped.reason.contains("\n") else { return }
            lines.append("s\t\(path)\t\(skipped.reason)")
        }
        // A cache that cannot be written only costs the next start a scan.
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: file)
    }

    /// The cached stamp and index, or nil when there is none or it does not read. Read as bytes
    /// into one String: each file's path and names stay byte ranges of it until asked for (a start
    /// with thousands of files asks for a few), only the skipped entries are Strings of their own.
    private func read(_ file: String, folder: String) -> (stamp: String, index: SkinFolderIndex)? {
        guard let data = try? FileReader.read(file, limit: 64 << 20) else { return nil }
        var text = String(decoding: data, as: UTF8.self)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        /// A file line's fields as byte offsets: path, names (nil: `-`).
        struct Entry {
            var size: Int
            var modified: Int
            var path: Range<Int>
            var names: Range<Int>?
        }
        let parsed = text.withUTF8 { bytes -> (stamp: Range<Int>, entries: [Entry], skipped: [(path: Range<Int>, reason: Range<Int>)])? in
            func number(_ range: Range<Int>) -> Int? {
                guard !range.isEmpty else { return nil }
                var value = 0
                for index in range {
                    let digit = Int(bytes[index]) &- 48
                    guard digit >= 0, digit <= 9 else { return nil }
                    value = value &* 10 &+ digit
                }
                return value
            }
            func nextLine(from start: Int) -> Range<Int>? {
                guard start < bytes.count else { return nil }
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                return start..<end
            }
            guard let header = nextLine(from: 0), Self.header.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[header])),
                let stamp = nextLine(from: header.upperBound + 1)
            else { return nil }
            var entries: [Entry] = []
            entries.reserveCapacity(bytes.count / 32)
            var skipped: [(path: Range<Int>, reason: Range<Int>)] = []
            var lineStart = stamp.upperBound + 1
            // One pass over each line: its first four tabs, then the names' shape (every field `offset:name`).
            while lineStart < bytes.count {
                var tabs = (-1, -1, -1, -1)
                var tabCount = 0
                var fieldHasColon = false
                var fieldHasDigits = false
                var namesRead = true
                var index = lineStart
                while index < bytes.count, bytes[index] != 0x0A {
                    let byte = bytes[index]
                    if tabCount < 4 {
                        if byte == 0x09 {
                            switch tabCount {
                            case 0: tabs.0 = index
                            case 1: tabs.1 = index
                            case 2: tabs.2 = index
                            default: tabs.3 = index
                            }
                            tabCount += 1
                        }
                    } else {
                        switch byte {
                        case 0x09:
                            if !fieldHasColon { namesRead = false }
                            fieldHasColon = false
                            fieldHasDigits = false
                        case UInt8(ascii: ":") where !fieldHasColon:
                            if !fieldHasDigits { namesRead = false }
                            fieldHasColon = true
                        case UInt8(ascii: "0")...UInt8(ascii: "9") where !fieldHasColon: fieldHasDigits = true
                        default: if !fieldHasColon { namesRead = false }
                        }
                    }
                    index += 1
                }
                let line = lineStart..<index
                lineStart = index + 1
                guard !line.isEmpty else { continue }
                let kind = bytes[line.lowerBound]
                if kind == UInt8(ascii: "s") {
                    // `s`, path, reason: the reason may hold no tab.
                    guard tabCount == 2, tabs.0 == line.lowerBound + 1 else { return nil }
                    skipped.append(((tabs.0 + 1)..<tabs.1, (tabs.1 + 1)..<line.upperBound))
                    continue
                }
                guard kind == UInt8(ascii: "f"), tabs.0 == line.lowerBound + 1, tabCount == 4,
                    let size = number((tabs.0 + 1)..<tabs.1), let modified = number((tabs.1 + 1)..<tabs.2)
                else { return nil }
                let path = (tabs.2 + 1)..<tabs.3
                let names = (tabs.3 + 1)..<line.upperBound
                if names.count == 1 && bytes[names.lowerBound] == UInt8(ascii: "-") {
                    entries.append(Entry(size: size, modified: modified, path: path, names: nil))
                    continue
                }
                guard namesRead, fieldHasColon else { return nil }
                entries.append(Entry(size: size, modified: modified, path: path, names: names))
            }
            return (stamp, entries, skipped)
        }
        guard let parsed else { return nil }
        let shared = text
        func string(_ range: Range<Int>) -> String {
            var text = shared
            return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        }
        let files = parsed.entries.map { entry in
            SkinFolderIndex.File(folder: prefix, text: shared, path: entry.path, size: entry.size, modified: entry.modified, names: entry.names)
        }
        let skipped = parsed.skipped.map { SkippedFile(path: prefix + string($0.path), reason: string($0.reason)) }
        return (string(parsed.stamp), SkinFolderIndex(files: files, skipped: skipped))
    }
}
