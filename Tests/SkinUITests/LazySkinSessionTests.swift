import Foundation
import SkinKit
import Testing

@testable import SkinUI

/// Issue 23: the previewer on skins read on first use — `s` reads the next file then, a broken one
/// is passed over with its error on the status line, and a reload (the file watcher's) reads the
/// shown skin's file again, keeping the last good skins when it broke.
struct LazySkinSessionTests {
    static let size = Size(width: 100, height: 30)

    func write(_ text: String, to url: URL) throws { try Data(text.utf8).write(to: url) }

    @Test func sReadsSkinsOnFirstUseAndAReloadReadsTheShownSkinAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-lazy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(##"{"a": {"Color": {"background": "#102030"}}}"##, to: folder.appendingPathComponent("a.json"))
        try write("{\n\"b\": {\"Color\": {\"background\": \"#nope\"}}\n}\n", to: folder.appendingPathComponent("b.json"))
        try write(##"{"c": {"Color": {"background": "#405060"}}}"##, to: folder.appendingPathComponent("c.json"))
        let cache = SkinIndexCache(directory: folder.appendingPathComponent(".cache").path)
        let library = SkinLibrary.load(paths: [folder.path], showing: [], indexCache: cache)
        #expect(Set(library.catalog.skins.keys).subtracting(library.catalog.referenceNames) == ["default"])
        let load = { SkinLibrary.load(paths: [folder.path], showing: [], indexCache: cache, trustFolders: false) }
        let session = PreviewSession(store: SkinStore(catalog: library.catalog), reload: load)
        session.perform(.nextSkin)
        #expect(session.store.currentSkinName == "a")
        #expect(session.store.resolvedColor("background") == RGBColor(hex: 0x102030))
        session.perform(.nextSkin)
        #expect(session.store.currentSkinName == "c", "b is passed over")
        #expect(
            session.message?.hasPrefix("skipped a skin with errors: \(folder.appendingPathComponent("b.json").path):2:") == true,
            "\(session.message ?? "")")
        let shown = session.render(size: Self.size).text
        #expect(shown.contains("skipped a skin with errors") && shown.contains("b.json:2: b.Color.background"), "\(shown)")
        // The watcher's reload: c's file saved with a new color, then broken.
        try write(##"{"c": {"Color": {"background": "#A0B0C0"}}}"##, to: folder.appendingPathComponent("c.json"))
        session.reload()
        #expect(session.store.currentSkinName == "c")
        #expect(session.store.resolvedColor("background") == RGBColor(hex: 0xA0B0C0))
        try write(##"{"c": {"Color": {"background": "#zz"}}}"##, to: folder.appendingPathComponent("c.json"))
        session.reload()
        #expect(session.message?.hasPrefix("reload failed, kept the last good skins") == true, "\(session.message ?? "")")
        #expect(session.store.resolvedColor("background") == RGBColor(hex: 0xA0B0C0))
    }
}
