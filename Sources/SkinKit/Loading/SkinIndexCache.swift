import Foundation

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

    private static let header = "termskin-skin-index 1"

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
    /// into one String: each file's path and names stay slices of it until asked for (a start
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
                  let stamp = nextLine(from: header.upperBound + 1) else { return nil }
            var entries: [Entry] = []
            var skipped: [(path: Range<Int>, reason: Range<Int>)] = []
            var fields: [Range<Int>] = []
            var lineStart = stamp.upperBound + 1
            while let line = nextLine(from: lineStart) {
                lineStart = line.upperBound + 1
                guard !line.isEmpty else { continue }
                // The fixed fields; the names (one or more fields) are kept as one range.
                fields.removeAll(keepingCapacity: true)
                var fieldStart = line.lowerBound
                var index = line.lowerBound
                while index < line.upperBound, fields.count < 4 {
                    if bytes[index] == 0x09 {
                        fields.append(fieldStart..<index)
                        fieldStart = index + 1
                    }
                    index += 1
                }
                let rest = fieldStart..<line.upperBound
                let kind = bytes[line.lowerBound]
                if kind == UInt8(ascii: "s") {
                    // `s`, path, reason: the reason may hold no tab.
                    guard fields.count == 2, !bytes[rest].contains(0x09) else { return nil }
                    skipped.append((fields[1], rest))
                    continue
                }
                guard kind == UInt8(ascii: "f"), fields.count == 4, let size = number(fields[1]), let modified = number(fields[2]) else { return nil }
                if rest.count == 1 && bytes[rest.lowerBound] == UInt8(ascii: "-") {
                    entries.append(Entry(size: size, modified: modified, path: fields[3], names: nil))
                    continue
                }
                // Every names field is `offset:name`.
                var fieldHasColon = false, fieldHasDigits = false
                for index in rest {
                    switch bytes[index] {
                    case 0x09:
                        guard fieldHasColon else { return nil }
                        fieldHasColon = false
                        fieldHasDigits = false
                    case UInt8(ascii: ":") where !fieldHasColon:
                        guard fieldHasDigits else { return nil }
                        fieldHasColon = true
                    case UInt8(ascii: "0")...UInt8(ascii: "9") where !fieldHasColon: fieldHasDigits = true
                    default: guard fieldHasColon else { return nil }
                    }
                }
                guard fieldHasColon else { return nil }
                entries.append(Entry(size: size, modified: modified, path: fields[3], names: rest))
            }
            return (stamp, entries, skipped)
        }
        guard let parsed else { return nil }
        let utf8 = text.utf8
        func slice(_ range: Range<Int>) -> Substring {
            text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
        let files = parsed.entries.map { entry in
            SkinFolderIndex.File(folder: prefix, relative: slice(entry.path), size: entry.size, modified: entry.modified,
                                 namesText: entry.names.map(slice))
        }
        let skipped = parsed.skipped.map { SkippedFile(path: prefix + slice($0.path), reason: String(slice($0.reason))) }
        return (String(slice(parsed.stamp)), SkinFolderIndex(files: files, skipped: skipped))
    }
}
