import Foundation
import Testing

@testable import SkinKit

/// Saves seen by the watcher: in place, write-then-rename, many files at once, new folders,
/// with inotify and with the polling fallback; a burst is reported once.
@Suite(.serialized)
struct FileWatcherTests {
    @Test(arguments: [false, true])
    func aSaveInPlaceAndAWriteThenRenameAreEachReportedOnce(polling: Bool) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("ocean.json", "{}")
        let watcher = FileWatcher(paths: [folder.url.path], forcePolling: polling)
        #expect(watcher.mechanism == (polling ? .polling : .inotify))
        #expect(watcher.reports(within: 0.3) == 0, "nothing changed yet")
        try Data("{\"ocean\": {}}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(watcher.reports(within: 0.6) == 1)
        // An editor's save: a scratch file renamed over the original.
        let scratch = folder.url.appendingPathComponent(".ocean.json.tmp")
        try Data("{\"ocean\": {\"Color\": {}}}".utf8).write(to: scratch)
        #expect(rename(scratch.path, path) == 0)
        #expect(watcher.reports(within: 0.6) == 1)
    }

    @Test func aCheckoutOfManyFilesIsOneReport() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", "{}")
        let watcher = FileWatcher(paths: [folder.url.path])
        for index in 0..<60 { try folder.write("skin\(index).json", "{}") }
        try folder.write("new.bundle/icon.png", "x")
        #expect(watcher.reports(within: 0.8) == 1)
        // The folder that appeared in the burst is watched too.
        try folder.write("new.bundle/icon.png", "y")
        #expect(watcher.reports(within: 0.6) == 1)
    }

    @Test func aWatchedFileIgnoresItsNeighbours() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("one.json", "{}")
        try folder.write("other.json", "{}")
        let watcher = FileWatcher(paths: [path])
        try folder.write("other.json", "{\"x\": {}}")
        #expect(watcher.reports(within: 0.4) == 0)
        try folder.write("one.json", "{\"x\": {}}")
        #expect(watcher.reports(within: 0.6) == 1)
    }

    @Test func aSteadyStreamOfWritesIsStillReportedWithinTheMaximumDelay() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("busy.json", "{}")
        let watcher = FileWatcher(paths: [folder.url.path], settleMilliseconds: 40, maximumDelayMilliseconds: 150)
        let start = Date()
        var reportedAt: Date?
        while Date().timeIntervalSince(start) < 1, reportedAt == nil {
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
            usleep(10_000)
            if watcher.drainEvents() { reportedAt = Date() }
        }
        let delay = try #require(reportedAt).timeIntervalSince(start)
        #expect(delay < 0.5, "reported after \(delay) s though writes never paused")
    }

    /// Issue 20, item 13: the skins folder deleted and made again (a `git checkout`, an unpacked
    /// copy moved into place) is watched again; the parent's other entries stay unwatched.
    @Test func aSkinsFolderDeletedAndMadeAgainIsStillWatched() throws {
        let parent = try TemporaryFolder()
        let skins = parent.url.appendingPathComponent("Skins")
        try parent.write("Skins/a.json", "{}")
        let watcher = FileWatcher(paths: [skins.path])
        #expect(watcher.mechanism == .inotify)
        try FileManager.default.removeItem(at: skins)
        #expect(watcher.reports(within: 0.6) == 1, "the deletion")
        try parent.write("Skins/a.json", "{\"a\": {}}")
        #expect(watcher.reports(within: 0.6) == 1, "the folder made again")
        try parent.write("Skins/a.json", "{\"a\": {\"Color\": {}}}")
        #expect(watcher.reports(within: 0.6) == 1, "a save in the new folder")
        // Moved away and another folder moved in under the name.
        try FileManager.default.moveItem(at: skins, to: parent.url.appendingPathComponent("old"))
        try parent.write("staging/b.json", "{}")
        #expect(watcher.reports(within: 0.6) == 1)
        try FileManager.default.moveItem(at: parent.url.appendingPathComponent("staging"), to: skins)
        #expect(watcher.reports(within: 0.6) == 1)
        try parent.write("Skins/b.json", "{\"b\": {}}")
        #expect(watcher.reports(within: 0.6) == 1, "a save in the folder moved in")
        // The parent's other files and folders are not the skins.
        try parent.write("notes.txt", "x")
        try parent.write("other/c.json", "{}")
        try parent.write("old/a.json", "{}")
        #expect(watcher.reports(within: 0.4) == 0)
    }
}
