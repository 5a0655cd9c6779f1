import Foundation
import Testing

@testable import SkinKit

/// A skin file whose own keys no widget reads, and which has no map, is read through a guessed map
/// made legible first; a map of any kind, or no guessing, turns it off.
struct MapGuessingTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data")
    static let nightPlist = data.appendingPathComponent("SwiftTheme/Night.plist").path
    static let netNewsWire = data.appendingPathComponent("AssetCatalogs/NetNewsWire/Assets.xcassets").path

    /// The pairs the tests check (the CLI checks every pair the widgets draw, `DrawnPairs`).
    static let guessing = MapGuessing(textPairs: [
        .init(foreground: "text", background: "background"), .init(foreground: "text", background: "surface"),
        .init(foreground: "secondaryText", background: "background"), .init(foreground: "navBar.title", background: "navBar.background"),
        .init(foreground: "navBar.item", background: "navBar.background"),
    ])

    /// A copy of a real file alone in a folder (no map beside it).
    static func alone(_ path: String, in folder: TemporaryFolder) throws -> String {
        let copy = folder.url.appendingPathComponent((path as NSString).lastPathComponent).path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        return copy
    }

    @Test func swiftThemeNightReadsItsBarAndPageWithLegibleText() throws {
        let folder = try TemporaryFolder()
        let plist = try Self.alone(Self.nightPlist, in: folder)
        let library = SkinLibrary.load(paths: [plist], guessing: Self.guessing)
        #expect(library.errors.isEmpty, "\(library.errors)")
        let guessed = try #require(library.guessedMap(forSkin: "night"))
        #expect(guessed.file == plist)
        #expect(guessed.savePath == folder.url.appendingPathComponent("Night.map.json").path)
        let map = guessed.map.shared
        // The issue's white-on-white: barTintColor was `accent` and barTextColor was left out.
        #expect(map["navBar.background"] == "Global.barTintColor")
        #expect(map["navBar.title"] == "Global.barTextColor")
        #expect(map["background"] == "Global.backgroundColor")
        #expect(map["text"] == "Global.textColor")
        #expect(map["separator"] == "ListViewController.separatorColor")
        #expect(map["accent"] != "Global.barTintColor")
        let store = SkinStore(catalog: library.catalog, skinName: "night")
        #expect(store.resolvedColor("navBar.background") == RGBColor(hex: 0x01040D))
        #expect(store.resolvedColor("background") == RGBColor(hex: 0x292B38))
        let usage = SkinKeyUsage(skin: try #require(library.catalog["night"]), widgetKeys: SkinKeyUsage.embeddedWidgetKeys)
        #expect(usage.readCount >= 6, "\(usage.unread)")
    }

    @Test func netNewsWiresWhiteTextIsLeftToTheDefaultAndReported() throws {
        let library = SkinLibrary.load(paths: [Self.netNewsWire], guessing: Self.guessing)
        let guessed = try #require(library.guessedMap(forSkin: "Assets"))
        #expect(guessed.map.shared["text"] == nil)
        let rejection = try #require(guessed.rejected.first { $0.guess.widgetKey == "text" })
        #expect(rejection.guess.ownKey == "vibrantTextColor")
        #expect(rejection.reason.contains("under 3:1"), "\(rejection.reason)")
        #expect(guessed.map.shared["accent"] == "primaryAccentColor")
        #expect(guessed.map.shared["navBar.background"] == "barBackgroundColor")
    }

    @Test func everyCheckedPairKeepsThreeToOneInEverySkinLightAndDark() throws {
        let folder = try TemporaryFolder()
        let paths = [try Self.alone(Self.nightPlist, in: folder), Self.netNewsWire, try Self.alone(RoleMapTests.examplePlist, in: folder)]
        // One file at a time: CJSkin.plist's own `default` skin refines the default every skin falls back to.
        for path in paths {
            let library = SkinLibrary.load(paths: [path], guessing: Self.guessing)
            #expect(library.guessedMaps.count == 1)
            for name in library.catalog.names {
                let store = SkinStore(catalog: library.catalog, skinName: name)
                for style in [UserInterfaceStyle.light, .dark] {
                    store.setTraits(TraitCollection(userInterfaceStyle: style))
                    for pair in Self.guessing.textPairs {
                        let ratio = store.resolvedColor(pair.foreground).contrastRatio(with: store.resolvedColor(pair.background))
                        #expect(ratio >= 3, "\(name) \(style) \(pair.foreground) on \(pair.background): \(ratio)")
                    }
                }
            }
        }
    }

    @Test func aMapOfAnyKindOrNoGuessingKeepsTheFileAsItIs() throws {
        let folder = try TemporaryFolder()
        let plist = try Self.alone(Self.nightPlist, in: folder)
        #expect(SkinLibrary.load(paths: [plist]).guessedMaps.isEmpty)
        let map = try folder.write("extra.json", #"{ "background": "Global.backgroundColor" }"#)
        #expect(SkinLibrary.load(paths: [plist], mapFile: map, guessing: Self.guessing).guessedMaps.isEmpty)
        try folder.write("Night.map.json", #"{ "text": "Global.textColor" }"#)
        let beside = SkinLibrary.load(paths: [plist], guessing: Self.guessing)
        #expect(beside.guessedMaps.isEmpty)
        #expect(beside.catalog["night"]?.roleMap == ["text": "Global.textColor"])
        // A skin whose keys widgets read needs no guess.
        let own = try folder.write("own/own.json", ##"{ "own": { "Color": { "background": "#101010", "paper": "#FAFAFA" } } }"##)
        #expect(SkinLibrary.load(paths: [own], guessing: Self.guessing).guessedMaps.isEmpty)
    }

    @Test func aSavedGuessIsTheMapTheNextLoadReads() throws {
        let folder = try TemporaryFolder()
        let plist = try Self.alone(Self.nightPlist, in: folder)
        let guessed = try #require(SkinLibrary.load(paths: [plist], guessing: Self.guessing).guessedMap(forSkin: "night"))
        try guessed.map.write(to: guessed.savePath)
        let again = SkinLibrary.load(paths: [plist], guessing: Self.guessing)
        #expect(again.guessedMaps.isEmpty)
        #expect(again.catalog["night"]?.roleMap == guessed.map.shared)
    }

    @Test func imagesAndFontsAreGuessedByName() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "app.json",
            """
            { "day": { "Color": { "导航背景色": "#112233" },
                       "Image": { "nav_back": "<", "tabbar_home_sel": "H", "tabbar_home_nor": "h", "tabbar_mine_nor": "m", "top": "T" },
                       "Font": { "标题字体": { "Name": "Marker Felt", "Size": 18 } } } }
            """)
        let skins = SkinLoader().load(path: path).skins
        let map = RoleMapSuggester.map(of: RoleMapSuggester().suggest(for: skins)).shared
        #expect(map["nav.back"] == "nav_back")
        #expect(map["tab.home"] == "tabbar_home_nor")
        #expect(map["tab.settings"] == "tabbar_mine_nor")
        #expect(map["logo"] == "top")
        #expect(map["title"] == "标题字体")
        #expect(map["navBar.background"] == "导航背景色")
    }
}
