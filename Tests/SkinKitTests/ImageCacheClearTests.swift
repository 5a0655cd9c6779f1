import Foundation
import Testing

@testable import SkinKit

/// `ImageCache.clear()`: the cache's own files go, everything else in the folder stays.
struct ImageCacheClearTests {
    @Test func clearRemovesTheCachedImagesAndNothingElse() throws {
        let folder = try TemporaryFolder()
        let cache = ImageCache(directory: folder.url.appendingPathComponent("images"))
        #expect(try cache.clear() == ImageCache.Cleared(files: 0, bytes: 0), "a missing folder clears nothing")
        cache.store([1, 2, 3], for: "https://example.invalid/a.png")
        cache.store([4, 5], for: "https://example.invalid/b.png")
        #expect(cache.bytes(for: "https://example.invalid/a.png") == [1, 2, 3])
        let mine = cache.directory.appendingPathComponent("notes.txt")
        try Data("keep".utf8).write(to: mine)
        let target = try folder.write("elsewhere.png", "keep")
        let link = cache.directory.appendingPathComponent(String(repeating: "a", count: 64))
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
        #expect(try cache.clear() == ImageCache.Cleared(files: 2, bytes: 5))
        #expect(cache.bytes(for: "https://example.invalid/a.png") == nil && cache.bytes(for: "https://example.invalid/b.png") == nil)
        #expect(FileManager.default.fileExists(atPath: mine.path), "a file the cache did not write stays")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target, "a link is neither followed nor removed")
        #expect(FileManager.default.fileExists(atPath: target))
    }
}
