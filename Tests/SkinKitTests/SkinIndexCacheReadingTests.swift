import Foundation
import Testing

@testable import SkinKit

/// Issue 23/26: a start reads the cached folder index as one text, each file's path and names
/// slices of it until asked for; what it gives must be what a scan of the folder gives.
struct SkinIndexCacheReadingTests {
    /// A folder with one-skin files, a file of two skins (one name with a colon and non-ASCII
    /// letters), another tool's theme (read whole), a broken file and a skipped one.
    func mixedFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for index in 0..<30 {
            try folder.write("s\(index).json", ##"{"s\##(index)": {"Color": {"background": "#1020\##(index + 10)"}}}"##)
        }
        try folder.write("pair.json", ##"{"dawn: été": {"Color": {"text": "#000000"}}, "dusk": {"Color": {"text": "#FFFFFF"}}}"##)
        try folder.write("scheme.json", #"{"schemes": [{"name": "x"}]}"#)
        try folder.write("broken.json", ##"{"half": {"Color": {}}, "other": {"Col"##)
        try folder.write("notes.txt", "not a skin")
        return folder
    }

    @Test func aCachedIndexReadsBackAsTheFolderScanMadeIt() throws {
        let folder = try mixedFolder()
        let cacheFolder = try TemporaryFolder()
        let cache = SkinIndexCache(directory: cacheFolder.url.path)
        let built = try SkinFolderIndex.build(folder: folder.url.path, previous: nil)
        // The first call scans and stores; the second trusts the unchanged folder and reads the text.
        #expect(try cache.index(of: folder.url.path, trustFolder: true) == built)
        let cached = try cache.index(of: folder.url.path, trustFolder: true)
        #expect(cached == built)
        #expect(cached.files.map(\.path) == built.files.map(\.path))
        #expect(cached.skipped == built.skipped)
        let pair = try #require(cached.files.first { $0.path.hasSuffix("pair.json") })
        #expect(pair.names?.map(\.name) == ["dawn: été", "dusk"])
        #expect(pair.isIndexed)
        #expect(pair.definesAny(of: ["dusk"]) && pair.definesAny(of: ["x", "dawn: été"]))
        #expect(!pair.definesAny(of: ["dawn", "été", "dusk "]))
        let scheme = try #require(cached.files.first { $0.path.hasSuffix("scheme.json") })
        #expect(!scheme.isIndexed && scheme.names == nil && !scheme.definesAny(of: ["x"]))
        // It was the cache that was read: a name changed in it (the folder unchanged) is what comes back.
        let stored = cache.path(for: folder.url.path)
        let text = try String(contentsOfFile: stored, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\t1:s7\n", with: "\t1:seven\n").utf8).write(to: URL(fileURLWithPath: stored))
        let edited = try cache.index(of: folder.url.path, trustFolder: true)
        #expect(edited.files.first { $0.path.hasSuffix("/s7.json") }?.names?.map(\.name) == ["seven"])
    }

    @Test func aCacheLineThatDoesNotReadMakesTheStartScanAgain() throws {
        let folder = try mixedFolder()
        let cacheFolder = try TemporaryFolder()
        let cache = SkinIndexCache(directory: cacheFolder.url.path)
        let built = try cache.index(of: folder.url.path, trustFolder: true)
        let stored = cache.path(for: folder.url.path)
        let text = try String(contentsOfFile: stored, encoding: .utf8)
        for broken in [
            text.replacingOccurrences(of: "\t1:s3", with: "\tx1:s3"), text.replacingOccurrences(of: "\t1:s4", with: "\ts4"),
            text.replacingOccurrences(of: "f\t", with: "g\t"), SkinIndexCache.header + "\n",
        ] {
            try Data(broken.utf8).write(to: URL(fileURLWithPath: stored))
            #expect(try cache.index(of: folder.url.path, trustFolder: true) == built, "read again from the folder")
        }
    }

    @Test func theSkinAfterTheShownOneIsFoundWithoutTheTableOfDeferredSkins() throws {
        let folder = try mixedFolder()
        let cacheFolder = try TemporaryFolder()
        let cache = SkinIndexCache(directory: cacheFolder.url.path)
        _ = SkinLibrary.load(paths: [folder.url.path], showing: ["s12"], indexCache: cache)
        for shown in ["s12", "default", "s9", "dusk"] {
            let fresh = SkinLibrary.load(paths: [folder.url.path], showing: [shown], indexCache: cache).catalog
            let after = fresh.name(after: shown)
            // `names` builds the table; the answer from it is the same.
            let names = fresh.names.filter { $0 != Skin.defaultName }
            #expect(after == (shown == Skin.defaultName ? names.first : names.first { $0 > shown }) ?? Skin.defaultName, "after \(shown)")
            #expect(fresh.name(after: shown) == after)
        }
    }

    @Test func aSkinInTwoFilesReadOnFirstUseIsBothFilesLaidOverEachOtherAsAtStart() throws {
        let folder = try mixedFolder()
        try folder.write("twin-a.json", ##"{"twin": {"Color": {"background": "#101010", "text": "#EEEEEE"}}}"##)
        try folder.write("twin-b.json", ##"{"twin": {"Color": {"text": "#AAAAAA"}}}"##)
        let cacheFolder = try TemporaryFolder()
        let cache = SkinIndexCache(directory: cacheFolder.url.path)
        _ = SkinLibrary.load(paths: [folder.url.path], showing: [], indexCache: cache)
        let lazy = SkinLibrary.load(paths: [folder.url.path], showing: ["s3"], indexCache: cache).catalog
        let eager = SkinLibrary.load(paths: [folder.url.path]).catalog
        // Asked by name before any list of names is made: found from the index.
        #expect(lazy.isUserSkin("twin") && lazy.isUserSkin("s20") && !lazy.isUserSkin("nobody"))
        let late = try #require(lazy["twin"])
        let early = try #require(eager["twin"])
        #expect(late.colors == early.colors)
        #expect(late.colors["text"] == early.colors["text"] && early.colors["text"] != nil)
        #expect(lazy["s20"]?.colors == eager["s20"]?.colors)
        // Past a few names the table of every deferred skin is built; the answers stay the same.
        for index in 0..<30 { #expect(lazy.isUserSkin("s\(index)")) }
        #expect(lazy["twin"]?.colors == early.colors)
        // The broken file's name is listed until it is chosen (a full load lists none of it).
        #expect(Set(lazy.names) == Set(eager.names).union(["half"]))
    }
}
