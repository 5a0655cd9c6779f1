/// Which skin files a start reads and which it leaves for first use (`SkinLibrary.load(showing:)`):
/// JSON skin files are indexed by name; those that define `default` or a shown skin are read, with
/// every other file (theme formats, property lists, archives, asset catalogs) and every file
/// sharing a skin name with a file read. The rest are read when one of their skins is used.
struct LazySplit: Sendable {
    /// Per skins path: its index (nil for a path that is a file, or a folder that could not be read: read as before).
    private var indexes: [SkinFolderIndex?] = []
    /// Per skins path, per file of its index: read at start.
    private var eager: [[Bool]] = []
    init(paths: [String], showing: Set<String>, cache: SkinIndexCache?, trustFolders: Bool) {
        for path in paths {
            guard FileStamp(path: path).map({ !$0.isRegular }) ?? false, !AssetCatalogReader.isCatalog(path) else {
                indexes.append(nil)
                continue
            }
            do throws(SkinError) {
                if let cache {
                    indexes.append(try cache.index(of: path, trustFolder: trustFolders))
                } else {
                    indexes.append(try SkinFolderIndex.build(folder: path, previous: nil))
                }
            } catch {
                indexes.append(nil)
            }
        }
        // Files read whole, and files defining a wanted name; their names are wanted too (every
        // file defining one of them is read), until nothing is added.
        // A cached index's names are compared as bytes, not made into Strings (`definesAny`).
        var wanted = Array(showing.union([Skin.defaultName]))
        var eager = indexes.map { index in [Bool](repeating: false, count: index?.files.count ?? 0) }
        var changed = true
        while changed {
            changed = false
            for (pathIndex, index) in indexes.enumerated() {
                guard let files = index?.files else { continue }
                for (fileIndex, file) in files.enumerated() where !eager[pathIndex][fileIndex] {
                    guard file.isIndexed else {
                        eager[pathIndex][fileIndex] = true
                        continue
                    }
                    if file.definesAny(of: wanted) {
                        eager[pathIndex][fileIndex] = true
                        for name in file.names ?? [] where !wanted.contains(name.name) {
                            wanted.append(name.name)
                            changed = true
                        }
                    }
                }
            }
        }
        self.eager = eager
    }

    /// The skins left for first use, with their files: built when first asked for (a start that
    /// shows one skin never needs the thousands of names).
    func deferred() -> DeferredFiles {
        var deferred = DeferredFiles()
        for (pathIndex, index) in indexes.enumerated() {
            for (fileIndex, file) in (index?.files ?? []).enumerated() where !eager[pathIndex][fileIndex] {
                for (position, name) in (file.names ?? []).enumerated()
                where !(file.names ?? []).prefix(position).contains(where: { $0.name == name.name }) {
                    deferred.append(name: name.name, path: pathIndex, file: file.path)
                }
            }
        }
        return deferred
    }

    /// The first name left for first use after `name` in String order (the first of all when nil),
    /// compared as bytes while both are ASCII (the same order), so no String is made per name.
    func firstDeferredName(after name: String?) -> String? {
        let bound = name.map { Array($0.utf8) }
        let boundIsASCII = bound?.allSatisfy { $0 < 0x80 } ?? true
        var best: String?
        var bestBytes: [UInt8]?
        for (pathIndex, index) in indexes.enumerated() {
            for (fileIndex, file) in (index?.files ?? []).enumerated() where !eager[pathIndex][fileIndex] {
                _ = file.eachName { bytes, _ in
                    if boundIsASCII, best == nil || bestBytes != nil, bytes.allSatisfy({ $0 < 0x80 }) {
                        if let bound, !bound.lexicographicallyPrecedes(bytes) { return true }
                        if let bestBytes, !bytes.lexicographicallyPrecedes(bestBytes) { return true }
                        bestBytes = Array(bytes)
                        best = String(decoding: bytes, as: UTF8.self)
                    } else {
                        let candidate = String(decoding: bytes, as: UTF8.self)
                        if let name, !(candidate > name) { return true }
                        if let best, !(candidate < best) { return true }
                        best = candidate
                        bestBytes = candidate.utf8.allSatisfy { $0 < 0x80 } ? Array(candidate.utf8) : nil
                    }
                    return true
                }
            }
        }
        return best
    }

    /// The files left for first use that define `name`, in load order (`deferred()[name]`), found
    /// without building `deferred()`: a start asks for one or two names. Nil when none does.
    func deferredFiles(of name: String) -> [(path: Int, file: String)]? {
        let wanted = [name]
        var sources: [(path: Int, file: String)] = []
        for (pathIndex, index) in indexes.enumerated() {
            for (fileIndex, file) in (index?.files ?? []).enumerated() where !eager[pathIndex][fileIndex] && file.definesAny(of: wanted) {
                sources.append((pathIndex, file.path))
            }
        }
        return sources.isEmpty ? nil : sources
    }

    /// True when some file is left for first use.
    var defersAny: Bool {
        indexes.indices.contains { pathIndex in eager[pathIndex].contains(false) }
    }

    /// The skins path's files read at start, as `SkinLoader.load(path:)` reads a folder; nil for a
    /// path read as before.
    func load(_ pathIndex: Int, loader: SkinLoader, inheritedDefines: [String: String]) -> SkinLoader.Result? {
        guard let index = indexes[pathIndex] else { return nil }
        var result = SkinLoader.Result()
        result.skipped = index.skipped
        for (fileIndex, file) in index.files.enumerated() where eager[pathIndex][fileIndex] {
            result.append(loader.loadScanned(file.path, inheritedDefines: inheritedDefines))
        }
        result.skipped.sort { $0.path < $1.path }
        return result
    }
}
