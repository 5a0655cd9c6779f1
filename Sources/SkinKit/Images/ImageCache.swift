import Foundation

/// Downloaded skin images on disk: `$XDG_CACHE_HOME/termskin/images/<sha256 of the URL>`
/// (`~/.cache` without XDG_CACHE_HOME). Files are written atomically (a temporary file renamed
/// into place), so a reader never sees half an image.
public struct ImageCache: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// The cache for an environment, or nil when neither XDG_CACHE_HOME nor HOME is set.
    public init?(environment: [String: String]) {
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            self.init(directory: URL(fileURLWithPath: xdg).appendingPathComponent("termskin/images"))
        } else if let home = environment["HOME"], !home.isEmpty {
            self.init(directory: URL(fileURLWithPath: home).appendingPathComponent(".cache/termskin/images"))
        } else {
            return nil
        }
    }

    /// The file that holds (or will hold) `url`'s bytes.
    public func file(for url: String) -> URL { directory.appendingPathComponent(SHA256.hex(Array(url.utf8))) }

    /// The cached bytes of `url`, or nil.
    public func bytes(for url: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file(for: url).path).map { [UInt8]($0) }
    }

    /// Stores `bytes` for `url`; a failure to write only costs a later download.
    public func store(_ bytes: [UInt8], for url: String) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? Data(bytes).write(to: file(for: url), options: .atomic)
    }
}
