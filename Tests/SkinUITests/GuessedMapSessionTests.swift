import Foundation
import SkinKit
import Testing

@testable import SkinUI

/// The previewer on a skin read through a guessed map: the status line says so, the hint offers
/// `M`, and `M` saves the map beside the file, which the reload then reads as the file's own.
struct GuessedMapSessionTests {
    static let nightPlist = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SkinKitTests/Data/SwiftTheme/Night.plist").path
    static let guessing = MapGuessing(textPairs: [
        .init(foreground: "text", background: "background"),
        .init(foreground: "navBar.title", background: "navBar.background"),
    ])
    static let size = Size(width: 100, height: 30)

    @Test func theStatusLineSaysSoAndWSavesTheMapBesideTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-guess-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Night.plist").path
        try FileManager.default.copyItem(atPath: Self.nightPlist, toPath: plist)
        let load = { SkinLibrary.load(paths: [plist], guessing: Self.guessing) }
        let library = load()
        let guessed = try #require(library.guessedMap(forSkin: "night"))
        let session = PreviewSession(
            store: SkinStore(catalog: library.catalog, skinName: "night"), reload: load,
            guessedMaps: library.guessedMaps)
        var canvas = session.render(size: Self.size)
        let status = canvas.text(ofRow: Self.size.height - 2)
        #expect(status.contains("map guessed: \(guessed.placedCount) key(s)"), "\(status)")
        #expect(canvas.text(ofRow: Self.size.height - 1).contains("M save map"))
        #expect(canvas[0, 6].background == RGBColor(hex: 0x292B38), "the page is the file's Global.backgroundColor")
        // `default` reads no guessed map: no note, no `M` in the hint.
        session.perform(.previousSkin)
        canvas = session.render(size: Self.size)
        #expect(!canvas.text(ofRow: Self.size.height - 2).contains("map guessed"))
        #expect(!canvas.text(ofRow: Self.size.height - 1).contains("M save map"))
        session.perform(.nextSkin)
        #expect(session.handle(.character("M")) == .handled)
        let saved = folder.appendingPathComponent("Night.map.json").path
        #expect(FileManager.default.contents(atPath: saved) == Data((guessed.map.jsonText + "\n").utf8))
        canvas = session.render(size: Self.size)
        let after = canvas.text(ofRow: Self.size.height - 2) + canvas.text(ofRow: Self.size.height - 1)
        #expect(after.contains("saved the map as") && after.contains(saved), "\(after)")
        #expect(!after.contains("map guessed") && !after.contains("M save map"), "the reload reads the saved map as the file's own")
        #expect(canvas[0, 6].background == RGBColor(hex: 0x292B38))
    }
}
