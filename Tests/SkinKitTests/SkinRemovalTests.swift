import Foundation
import Testing

@testable import SkinKit

/// `termskin remove`: what goes, what stays, and what is refused.
struct SkinRemovalTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
        <key>default</key><dict><key>Color</key><dict><key>导航背景色</key><string>0x996666</string></dict></dict>
        <key>skin1</key><dict><key>Color</key><dict><key>导航背景色</key><string>0x669966</string></dict></dict>
        <key>skin2</key><dict><key>Color</key><dict><key>导航背景色</key><string>0x454545</string></dict></dict>
        </dict></plist>
        """

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func aFileOfOneSkinGoesWithItsMapAndBundle() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("ocean.json", ##"{ "ocean": { "Color": { "accent": "#0077BE" } } }"##)
        let map = try folder.write("ocean.map.json", ##"{ "accent": "accent" }"##)
        let image = try folder.write("ocean.bundle/top.txt", "art")
        let keep = try folder.write("paper.json", ##"{ "paper": { "Color": { "accent": "#111111" } } }"##)
        let library = SkinLibrary.load(paths: [folder.url.path])
        let removal = try SkinRemoval.plan(removing: "ocean", from: folder.url.path, library: library)
        let bundle = (image as NSString).deletingLastPathComponent
        #expect(
            removal.steps.map(\.description).map { $0.replacingOccurrences(of: folder.url.path, with: "DIR") }
                == ["delete DIR/ocean.json", "delete DIR/ocean.map.json", "delete DIR/ocean.bundle"])
        try removal.apply()
        #expect(!Self.exists(file) && !Self.exists(map) && !Self.exists(bundle))
        #expect(Self.exists(keep))
        #expect(SkinLibrary.load(paths: [folder.url.path]).catalog.names == ["default", "paper"])
    }

    @Test func aFileOfSeveralSkinsIsWrittenAgainWithoutIt() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("CJSkin.plist", Self.plist)
        try folder.write("skin1.bundle/top.txt", "art")
        let library = SkinLibrary.load(paths: [folder.url.path])
        let removal = try SkinRemoval.plan(removing: "skin1", from: folder.url.path, library: library)
        try removal.apply()
        #expect(Self.exists(file))
        #expect(!Self.exists(folder.url.appendingPathComponent("skin1.bundle").path))
        let after = SkinLibrary.load(paths: [folder.url.path])
        #expect(after.errors.isEmpty)
        #expect(after.catalog.names == ["default", "skin2"])
        let store = SkinStore(catalog: after.catalog, skinName: "skin2")
        #expect(store.currentSkin.colors["导航背景色"]?.resolve(in: TraitCollection()) == RGBColor(hex: 0x454545))
    }

    @Test func theOnlySkinOfAnInstalledArchiveTakesItsFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Example/CJSkin.plist",
            Self.plist.replacingOccurrences(of: "skin1", with: "newSkin")
                .replacingOccurrences(of: "<key>skin2</key><dict><key>Color</key><dict><key>导航背景色</key><string>0x454545</string></dict></dict>", with: "")
                .replacingOccurrences(of: "<key>default</key><dict><key>Color</key><dict><key>导航背景色</key><string>0x996666</string></dict></dict>", with: ""))
        try folder.write("Example/newSkin/top.txt", "art")
        let library = SkinLibrary.load(paths: [folder.url.path])
        #expect(library.catalog.names == ["default", "newSkin"])
        let removal = try SkinRemoval.plan(removing: "newSkin", from: folder.url.path, library: library)
        #expect(removal.steps == [.delete(folder.url.appendingPathComponent("Example").path)])
    }

    @Test func defaultTheBuiltInsAndUnknownNamesAreRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("default.json", ##"{ "default": { "Color": { "accent": "#0077BE" } } }"##)
        let library = SkinLibrary.load(paths: [folder.url.path])
        for (name, expected) in [("default", "falls back"), ("ios", "built into termskin"), ("nope", "no skin named 'nope'")] {
            #expect(throws: SkinRemoval.Refusal.self) { try SkinRemoval.plan(removing: name, from: folder.url.path, library: library) }
            do {
                _ = try SkinRemoval.plan(removing: name, from: folder.url.path, library: library)
            } catch {
                #expect(error.message.contains(expected), "\(error.message)")
            }
        }
        #expect(Self.exists(folder.url.appendingPathComponent("default.json").path))
    }
}
