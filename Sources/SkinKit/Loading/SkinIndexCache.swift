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

    private func read(_ file: String, folder: String) -> (stamp: String, index: SkinFolderIndex)? {
        guard let data = try? FileReader.read(file, limit: 64 << 20) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.popFirst() == Substring(Self.header), let stamp = lines.popFirst() else { return nil }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var files: [SkinFolderIndex.File] = []
        var skipped: [SkippedFile] = []
        for line in lines where !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.first == "s", fields.count == 3 {
                skipped.append(SkippedFile(path: prefix + fields[1], reason: String(fields[2])))
                continue
            }
            guard fields.first == "f", fields.count >= 5, let size = Int(fields[1]), let modified = Int(fields[2]) else { return nil }
            var names: [SkinNameScanner.Name]?
            if fields[4] != "-" {
                var list: [SkinNameScanner.Name] = []
                for field in fields[4...] {
                    guard let colon = field.firstIndex(of: ":"), let offset = Int(field[..<colon]) else { return nil }
                    list.append(SkinNameScanner.Name(name: String(field[field.index(after: colon)...]), offset: offset))
                }
                names = list
            }
            files.append(SkinFolderIndex.File(path: prefix + fields[3], size: size, modified: modified, names: names))
        }
        return (String(stamp), SkinFolderIndex(files: files, skipped: skipped))
    }
}
