import ArgumentParser
import FoundationEssentials
import SkinKit

/// `termskin cache`: the download cache of URL images.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "The download cache of URL images.",
        subcommands: [CacheClearCommand.self])
}

/// `termskin cache clear`: removes every downloaded image (seed 000's `clearImageCache`); the next
/// previewer run, or `shot --fetch`, downloads them again.
struct CacheClearCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Remove every downloaded URL image from the cache.",
        discussion: "The cache is $XDG_CACHE_HOME/termskin/images (~/.cache/termskin/images without XDG_CACHE_HOME). "
            + "Only the cache's own files are removed. Exit 0 when done, 2 when the cache cannot be found or cleared.")

    func run() throws {
        guard let cache = ImageCache(environment: ProcessInfo.processInfo.environment) else {
            printError("termskin cache clear: neither XDG_CACHE_HOME nor HOME is set, so there is no cache to clear")
            throw ExitCode(2)
        }
        do {
            let cleared = try cache.clear()
            let size = cleared.bytes < 1024 ? "\(cleared.bytes) bytes" : "\(cleared.bytes / 1024) KB"
            printLine(
                cleared.files == 0
                    ? "nothing cached in \(cache.directory.path)"
                    : "removed \(cleared.files) image(s), \(size), from \(cache.directory.path)")
        } catch {
            printError("termskin cache clear: \(SystemReason.of(error))")
            throw ExitCode(2)
        }
    }
}
