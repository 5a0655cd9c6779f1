import Foundation
import Testing

@testable import SkinKit

/// Issue 23: a start reads the skin it shows (and default); other skin files are indexed and read
/// on first use, a broken one's error shown then.
struct LazySkinLoadingTests {
    /// A folder of `count` one-skin files `s1000.json`… plus `broken.json`, whose color is not one.
    func manySkins(_ count: Int = 1_000) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for index in 1_000..<(1_000 + count) {
            try folder.write("s\(index).json", ##"{"s\##(index)": {"Color": {"background": "#1020\##(index % 90 + 10)", "text": {"light": "#000000"}}}}"##)
        }
        try folder.write("broken.json", "{\n  \"broken\": {\n    \"Color\": { \"background\": \"#zz\" }\n  }\n}\n")
        return folder
    }

    @Test func aBrokenSkinAmongAThousandDoesNotStopTheStartAndShowsItsErrorWhenChosen() throws {
        let folder = try manySkins()
        let cache = SkinIndexCache(directory: folder.url.appendingPathComponent(".cache").path)
        let library = SkinLibrary.load(paths: [folder.url.path], showing: ["s1005"], indexCache: cache)
        #expect(library.errors.isEmpty, "\(library.errors)")
        #expect(
            Set(library.catalog.skins.keys).subtracting(library.catalog.referenceNames) == ["default", "s1005"],
            "only the shown skin and default are read (and the built-in ios)")
        #expect(library.catalog.names.count == 1_002)
        let store = SkinStore(catalog: library.catalog, skinName: "s1005")
        #expect(store.currentSkinName == "s1005")
        do {
            try store.selectSkin("broken")
            Issue.record("a broken skin was selected")
        } catch {
            #expect(error.file == folder.url.appendingPathComponent("broken.json").path)
            #expect(error.line == 3, "\(error)")
            #expect(error.description.contains("broken.Color.background"), "\(error)")
        }
        #expect(store.currentSkinName == "s1005", "the shown skin stays")
        // `s` passes over it, saying why.
        try store.selectSkin("default")
        let problems = store.selectSkin(offset: 1)
        #expect(store.currentSkinName == "s1000")
        #expect(problems.map(\.file) == [folder.url.appendingPathComponent("broken.json").path])
        // A full load (list, lint) still reports it at once.
        let full = SkinLibrary.load(paths: [folder.url.path])
        #expect(full.errors.contains { $0.file?.hasSuffix("broken.json") == true })
    }

    /// Terminal scheme files (Ghostty's themes, kitty's, …) are indexed by the skins they give: a
    /// start reads the shown one; one with a warning (colors left out) too, read on first use as
    /// it is read at start.
    @Test func schemeFilesAreReadOnFirstUse() throws {
        let folder = try TemporaryFolder()
        for name in ["Alpha", "Beta", "Gamma"] {
            try folder.write(
                name, (0..<16).map { "palette = \($0)=#10203\($0 % 10)" }.joined(separator: "\n") + "\nbackground = #000000\nforeground = #ffffff\n")
        }
        try folder.write("Partial", "background = #101010\n")
        try folder.write("night.conf", "background #000000\nforeground #ffffff\n" + (0..<16).map { "color\($0) #20304\($0 % 10)" }.joined(separator: "\n"))
        let cache = SkinIndexCache(directory: folder.url.appendingPathComponent(".cache").path)
        let library = SkinLibrary.load(paths: [folder.url.path], showing: ["beta"], indexCache: cache)
        #expect(library.errors.isEmpty, "\(library.errors)")
        #expect(Set(library.catalog.skins.keys).subtracting(library.catalog.referenceNames) == ["default", "beta"])
        #expect(library.catalog.names.filter { !library.catalog.referenceNames.contains($0) } == ["default", "alpha", "beta", "gamma", "night", "partial"])
        let eager = SkinLibrary.load(paths: [folder.url.path])
        #expect(try #require(library.catalog["gamma"]).colors == (try #require(eager.catalog["gamma"])).colors)
        #expect(eager.warnings.contains { $0.file?.hasSuffix("Partial") == true }, "\(eager.warnings)")
        #expect(try #require(library.catalog["partial"]).colors == (try #require(eager.catalog["partial"])).colors)
        #expect(library.catalog["partial"]?.colors["background"]?.resolve(in: TraitCollection()).hexString == "#101010")
        #expect(library.catalog["night"]?.colors["background"]?.resolve(in: TraitCollection()).hexString == "#000000")
    }

    /// JSON themes of other tools (VS Code's settings and themes, with comments too; Windows
    /// Terminal's) are indexed the same way; a TermSkin skin beside them still by its names.
    @Test func jsonThemesOfOtherToolsAreReadOnFirstUse() throws {
        let folder = try TemporaryFolder()
        let ansi = VSCodeThemeReader.ansiKeys.map { "\"\($0)\": \"#102030\"" }.joined(separator: ", ")
        let windows = WindowsTerminalReader.ansiKeys.map { "\"\($0)\": \"#203040\"" }.joined(separator: ", ")
        try folder.write(
            "Alpha.json", ##"{"workbench.colorCustomizations": {"terminal.background": "#000000", "terminal.foreground": "#ffffff", "## + ansi + "}}")
        try folder.write(
            "beta-color-theme.json", "// Beta\n" + ##"{"name": "Beta", "type": "dark", "colors": {"terminal.foreground": "#ffffff", "## + ansi + "}}")
        try folder.write("Gamma.json", ##"{"name": "Gamma", "background": "#000000", "foreground": "#ffffff", "## + windows + "}")
        try folder.write("mine.json", ##"{"mine": {"Color": {"text": "#123456"}}}"##)
        let cache = SkinIndexCache(directory: folder.url.appendingPathComponent(".cache").path)
        let library = SkinLibrary.load(paths: [folder.url.path], showing: ["mine"], indexCache: cache)
        #expect(library.errors.isEmpty, "\(library.errors)")
        #expect(Set(library.catalog.skins.keys).subtracting(library.catalog.referenceNames) == ["default", "mine"])
        #expect(library.catalog.names.filter { !library.catalog.referenceNames.contains($0) } == ["default", "alpha", "beta", "gamma", "mine"])
        #expect(library.catalog["beta"]?.colors["background"]?.resolve(in: TraitCollection()).hexString == "#1E1E1E")
        #expect(library.catalog["gamma"]?.colors["ansi.red"]?.resolve(in: TraitCollection()).hexString == "#203040")
    }

    @Test func aSkinReadOnFirstUseEqualsTheSameSkinReadAtStart() throws {
        let folder = try manySkins(20)
        let lazy = SkinLibrary.load(paths: [folder.url.path], showing: [])
        let eager = SkinLibrary.load(paths: [folder.url.path])
        #expect(lazy.catalog.skins["s1007"] == nil)
        let late = try #require(lazy.catalog["s1007"])
        let early = try #require(eager.catalog["s1007"])
        #expect(late.colors == early.colors, "linked to default alike (text's dark comes from default)")
        #expect(late.source == early.source)
        #expect(lazy.catalog.names == eager.catalog.names)
    }

    @Test func theIndexCacheIsUsedWhileTheFolderIsUnchangedAndFilesAreLookedAtOnReload() throws {
        let folder = try manySkins(5)
        let cacheFolder = try TemporaryFolder()
        let cache = SkinIndexCache(directory: cacheFolder.url.path)
        _ = SkinLibrary.load(paths: [folder.url.path], showing: [], indexCache: cache)
        let stored = cache.path(for: folder.url.path)
        let text = try String(contentsOfFile: stored, encoding: .utf8)
        #expect(text.contains("s1003.json\t1:s1003"), "\(text)")
        // A new file changes the folder: the next start indexes it.
        try folder.write("added.json", ##"{"added": {"Color": {"background": "#FFFFFF"}}}"##)
        #expect(SkinLibrary.load(paths: [folder.url.path], showing: [], indexCache: cache).catalog.names.contains("added"))
        // A file renamed inside, written in place (the folder unchanged): a reload looks at every file.
        let path = folder.url.appendingPathComponent("s1002.json").path
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Data(##"{"renamed": {"Color": {"background": "#202020"}}}"##.utf8))
        handle.truncateFile(atOffset: handle.offsetInFile)
        handle.closeFile()
        let reloaded = SkinLibrary.load(paths: [folder.url.path], showing: [], indexCache: cache, trustFolders: false)
        #expect(reloaded.catalog.names.contains("renamed"))
        #expect(!reloaded.catalog.names.contains("s1002"))
    }

    @Test func theNameScannerReadsTopLevelSkinNamesAndTheirPlaces() {
        let text = ##"{"$schema": "x", "a": {"Color": {"k": "#000"}}, "b c": {"Define": {}, "Style": {"x": [1, {"y": "}"}]}}}"##
        #expect(SkinNameScanner.scan(Array(text.utf8)) == .skins([.init(name: "a", offset: 17), .init(name: "b c", offset: 48)]))
        #expect(SkinNameScanner.scan(Array(#"{"schemes": [{"name": "x"}]}"#.utf8)) == .other, "another tool's theme")
        #expect(SkinNameScanner.scan(Array(#"{"a": {"Color": {}}, "b": {"Col"#.utf8)) == .broken([.init(name: "a", offset: 1)]))
    }
}
