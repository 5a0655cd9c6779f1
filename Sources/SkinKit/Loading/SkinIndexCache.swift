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
    /// (a start may read thousands of lines): a String is made only for each path and name.
    private func read(_ file: String, folder: String) -> (stamp: String, index: SkinFolderIndex)? {
        guard let data = try? FileReader.read(file, limit: 64 << 20) else { return nil }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (stamp: String, index: SkinFolderIndex)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            func number(_ range: Range<Int>) -> Int? {
                guard !range.isEmpty else { return nil }
                var value = 0
                for index in range {
                    let digit = Int(bytes[index]) - 48
                    guard (0...9).contains(digit) else { return nil }
                    value = value &* 10 &+ digit
                }
                return value
            }
            var lines: [Range<Int>] = []
            var lineStart = 0
            for index in 0..<bytes.count where bytes[index] == 0x0A {
                lines.append(lineStart..<index)
                lineStart = index + 1
            }
            guard lines.count >= 2, text(lines[0]) == Self.header else { return nil }
            let stamp = text(lines[1])
            var files: [SkinFolderIndex.File] = []
            files.reserveCapacity(lines.count - 2)
            var skipped: [SkippedFile] = []
            var fields: [Range<Int>] = []
            for line in lines.dropFirst(2) where !line.isEmpty {
                fields.removeAll(keepingCapacity: true)
                var fieldStart = line.lowerBound
                for index in line where bytes[index] == 0x09 {
                    fields.append(fieldStart..<index)
                    fieldStart = index + 1
                }
                fields.append(fieldStart..<line.upperBound)
                let kind = bytes[line.lowerBound]
                if kind == UInt8(ascii: "s"), fields.count == 3 {
                    skipped.append(SkippedFile(path: prefix + text(fields[1]), reason: text(fields[2])))
                    continue
                }
                guard kind == UInt8(ascii: "f"), fields.count >= 5, let size = number(fields[1]), let modified = number(fields[2]) else { return nil }
                var names: [SkinNameScanner.Name]?
                if !(fields[4].count == 1 && bytes[fields[4].lowerBound] == UInt8(ascii: "-")) {
                    var list: [SkinNameScanner.Name] = []
                    for field in fields[4...] {
                        guard let colon = field.first(where: { bytes[$0] == UInt8(ascii: ":") }),
                              let offset = number(field.lowerBound..<colon) else { return nil }
                        list.append(SkinNameScanner.Name(name: text((colon + 1)..<field.upperBound), offset: offset))
                    }
                    names = list
                }
                files.append(SkinFolderIndex.File(path: prefix + text(fields[3]), size: size, modified: modified, names: names))
            }
            return (stamp, SkinFolderIndex(files: files, skipped: skipped))
        }
    }
}
