import FoundationEssentials
import Glibc

/// Downloaded skin images on disk: `$XDG_CACHE_HOME/termskin/images/<sha256 of the URL>`
/// (`~/.cache` without XDG_CACHE_HOME). Files are written atomically (a temporary file renamed
/// into place), so a reader never sees half an image.
public struct ImageCache: Sendable {
    /// The folder's path: a `URL` is made only when one is asked for (every start makes a cache,
    /// and most never read it).
    private let path: String

    public var directory: URL { URL(fileURLWithPath: path) }

    public init(directory: URL) { path = directory.path }

    /// The cache for an environment, or nil when neither XDG_CACHE_HOME nor HOME is set.
    public init?(environment: [String: String]) {
        let base: String
        let tail: String
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            (base, tail) = (xdg, "termskin/images")
        } else if let home = environment["HOME"], !home.isEmpty {
            (base, tail) = (home, ".cache/termskin/images")
        } else {
            return nil
        }
        path = SkinLoader.plainAbsolutePath(base + "/" + tail) ?? URL(fileURLWithPath: base).appendingPathComponent(tail).path
    }

    /// The file that holds (or will hold) `url`'s bytes.
    public func file(for url: String) -> URL { URL(fileURLWithPath: filePath(for: url)) }

    private func filePath(for url: String) -> String { ImageFileLocator.path(SHA256.hex(Array(url.utf8)), in: path) }

    /// The cached bytes of `url`, or nil.
    public func bytes(for url: String) -> [UInt8]? {
        FileManager.default.contents(atPath: filePath(for: url)).map { [UInt8]($0) }
    }

    /// Stores `bytes` for `url`; a failure to write only costs a later download.
    public func store(_ bytes: [UInt8], for url: String) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? Data(bytes).write(to: file(for: url), options: .atomic)
    }

    /// What `clear()` removed.
    public struct Cleared: Sendable, Equatable {
        public var files: Int
        public var bytes: Int
    }

    /// Removes every cached image (seed 000's `clearImageCache`): the regular files in the folder whose
    /// names are a URL's SHA-256 (with what an interrupted atomic write left beside them). Anything
    /// else in the folder, links and subfolders included, is left alone; a missing folder clears nothing.
    public func clear() throws -> Cleared {
        var cleared = Cleared(files: 0, bytes: 0)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return cleared }
        for name in names.sorted() where Self.isCacheFileName(name) {
            let file = ImageFileLocator.path(name, in: path)
            var status = stat()
            guard lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            try FileManager.default.removeItem(atPath: file)
            cleared.files += 1
            cleared.bytes += Int(status.st_size)
        }
        return cleared
    }

    /// A file this cache writes: 64 lowercase hex digits, then (for a write's leftover) anything.
    static func isCacheFileName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count >= 64 else { return false }
        return bytes[..<64].allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
