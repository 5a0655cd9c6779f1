import Foundation
import Testing

@testable import SkinKit

/// The role map: a skin file's own keys read by the widgets' keys, from a `Map` section, a map file
/// next to the skin file, or `--map`.
struct RoleMapTests {
    /// The CJSkinSwift example app's real CJSkin.plist, with `CJSkin.map.json` next to it.
    static let examplePlist = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/CJSkinSwift/CJSkin.plist").path

    /// The plist's colors, as its skins write them: 导航背景色, tab背景色, tab颜色, tab点击高亮色, view背景色.
    static let exampleColors: [String: [UInt32]] = [
        "default": [0x996666, 0xFFFFFF, 0x69718B, 0x547FF7, 0xDCDCDC],
        "skin1": [0x00CED1, 0xF2F2F2, 0x008080, 0x2F4F4F, 0xD4F2E7],
        "skin2": [0x454545, 0xF2F2F2, 0x67708C, 0x454545, 0xC0C0C0],
    ]
    static let mappedWidgetKeys = ["navBar.background", "tabBar.background", "tabBar.item", "tabBar.selected", "background"]

    @Test(arguments: ["default", "skin1", "skin2"])
    func mapFileNextToThePlistSendsWidgetKeysToTheAppsKeys(skin: String) throws {
        let library = SkinLibrary.load(paths: [Self.examplePlist])
        #expect(library.errors.isEmpty, "\(library.errors)")
        let store = SkinStore(catalog: library.catalog, skinName: skin)
        for (widgetKey, hex) in zip(Self.mappedWidgetKeys, try #require(Self.exampleColors[skin])) {
            let lookup = store.lookupColor(widgetKey)
            #expect(lookup.value.resolve(in: TraitCollection()) == RGBColor(hex: hex), "\(skin) \(widgetKey)")
            #expect(lookup.mappedKey != nil)
        }
        // A key the map does not name still comes from default.
        #expect(store.lookupColor("button.background").definedBy == Skin.defaultName)
    }

    @Test func withoutTheMapEveryColorKeyIsUnread() throws {
        let folder = try TemporaryFolder()
        let plist = try folder.write("CJSkin.plist", String(contentsOfFile: Self.examplePlist, encoding: .utf8))
        let library = SkinLibrary.load(paths: [plist])
        let skin1 = try #require(library.catalog["skin1"])
        let usage = SkinKeyUsage(skin: skin1, widgetKeys: SkinKeyUsage.embeddedWidgetKeys)
        #expect(usage.isEntirelyUnread)
        #expect(usage.unread == ["tab背景色", "tab点击高亮色", "tab颜色", "top", "view背景色", "导航背景色", "文字一", "详情"].sorted())
        // The store falls back to default for every widget key.
        let store = SkinStore(catalog: library.catalog, skinName: "skin1")
        #expect(store.lookupColor("navBar.background").definedBy == Skin.defaultName)
    }

    @Test func withTheMapTheMappedKeysAreRead() throws {
        let library = SkinLibrary.load(paths: [Self.examplePlist])
        let usage = SkinKeyUsage(skin: try #require(library.catalog["skin2"]), widgetKeys: SkinKeyUsage.embeddedWidgetKeys)
        #expect(usage.readCount == 5)
        #expect(usage.readBy["导航背景色"] == ["navBar.background"])
        #expect(usage.unread == ["top", "文字一", "详情"].sorted())
    }

    @Test func mapSectionAtTheTopAppliesToEverySkinAndInsideASkinToThatSkin() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "app.json",
            """
            {
              "Map": { "navBar.background": "bar" },
              "day": { "Color": { "bar": "#112233" } },
              "night": { "Map": { "navBar.background": "nightBar" }, "Color": { "bar": "#000000", "nightBar": "#445566" } }
            }
            """)
        let library = SkinLibrary.load(paths: [path])
        #expect(library.errors.isEmpty, "\(library.errors)")
        let store = SkinStore(catalog: library.catalog, skinName: "day")
        #expect(store.resolvedColor("navBar.background") == RGBColor(hex: 0x112233))
        try store.selectSkin("night")
        #expect(store.resolvedColor("navBar.background") == RGBColor(hex: 0x445566))
    }

    @Test func mapOptionMayNameSkinsAndWinsOverTheFilesMap() throws {
        let folder = try TemporaryFolder()
        let skins = try folder.write(
            "app.json",
            """
            { "Map": { "text": "ink" }, "day": { "Color": { "ink": "#010101", "paper": "#FAFAFA", "pen": "#202020" } } }
            """)
        let map = try folder.write(
            "extra.json",
            """
            { "background": "paper", "day": { "text": "pen" } }
            """)
        let library = SkinLibrary.load(paths: [skins], mapFile: map)
        #expect(library.errors.isEmpty, "\(library.errors)")
        let store = SkinStore(catalog: library.catalog, skinName: "day")
        #expect(store.resolvedColor("background") == RGBColor(hex: 0xFAFAFA))
        #expect(store.resolvedColor("text") == RGBColor(hex: 0x202020))
    }

    @Test func mappedKeyMissingInASkinFallsBackToDefaultsOwnKey() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "app.json",
            """
            { "Map": { "navBar.background": "bar" },
              "default": { "Color": { "bar": "#ABCDEF" } },
              "plain": { "Color": { "other": "#000000" } } }
            """)
        let store = SkinStore(catalog: SkinLibrary.load(paths: [path]).catalog, skinName: "plain")
        let lookup = store.lookupColor("navBar.background")
        #expect(lookup.value.resolve(in: TraitCollection()) == RGBColor(hex: 0xABCDEF))
        #expect(lookup.definedBy == Skin.defaultName)
        #expect(lookup.mappedKey == "bar")
    }

    @Test func brokenMapFileIsAnErrorWithItsPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("app.json", ##"{ "day": { "Color": { "bar": "#112233" } } }"##)
        try folder.write("app.map.json", "{\n  \"navBar.background\": 3\n}")
        let library = SkinLibrary.load(paths: [folder.url.path])
        let error = try #require(library.errors.first)
        #expect(error.file?.hasSuffix("app.map.json") == true)
        #expect(error.keyPath == ["navBar.background"])
        #expect(error.line == 2)
        // The map file is not read as a skin file.
        #expect(library.catalog.names == ["default", "day"])
    }

    @Test func suggestMapsTheExamplesKeysFromTheirNames() throws {
        let result = SkinLoader().load(path: Self.examplePlist)
        let map = RoleMapSuggester.map(of: RoleMapSuggester().suggest(for: result.skins))
        #expect(map.shared["navBar.background"] == "导航背景色")
        #expect(map.shared["tabBar.background"] == "tab背景色")
        #expect(map.shared["tabBar.item"] == "tab颜色")
        #expect(map.shared["tabBar.selected"] == "tab点击高亮色")
        #expect(map.shared["background"] == "view背景色")
        // What it prints is a map file that loads back to the same entries.
        let folder = try TemporaryFolder()
        let written = try folder.write("suggested.json", map.jsonText)
        #expect(RoleMap.load(path: written).map == map)
    }

    @Test func suggestUsesColorPositionWhenNoNameSaysBackgroundOrText() throws {
        let skin = Skin(
            name: "default",
            colors: [
                "颜色1": Dynamic(RGBColor(hex: 0xFAFAFA)), "颜色2": Dynamic(RGBColor(hex: 0x111111)),
                "颜色3": Dynamic(RGBColor(hex: 0x3366CC)),
            ])
        let guesses = RoleMapSuggester().suggest(for: [skin])
        #expect(guesses.first { $0.widgetKey == "background" }?.ownKey == "颜色1")
        #expect(guesses.first { $0.widgetKey == "text" }?.ownKey == "颜色2")
        #expect(guesses.allSatisfy { $0.ownKey != "颜色3" })
    }

    @Test func imageFileThatIsNotThereIsAWarningAndThePlaceholder() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("app.json", #"{ "day": { "Image": { "logo": "logo.png" } } }"#)
        let library = SkinLibrary.load(paths: [path])
        #expect(library.errors.isEmpty, "\(library.errors)")
        let warning = try #require(library.warnings.first)
        #expect(warning.file == path)
        #expect(warning.keyPath == ["day", "Image", "logo"])
        #expect(warning.message.contains("logo.png"))
        let image = try #require(library.catalog["day"]?.images["logo"]?.resolve(in: TraitCollection()))
        #expect(image.lines == SkinImage.placeholder.lines)
    }

    @Test func macroChainFollowsDefines() {
        #expect(MacroValueParser.chain(of: "d(a)", defines: ["a": "d(b)", "b": "#010203"]) == ["d(a)", "d(b)", "#010203"])
        #expect(MacroValueParser.chain(of: "#FFFFFF", defines: [:]) == ["#FFFFFF"])
        #expect(MacroValueParser.chain(of: "d(a)", defines: ["a": "d(a)"]) == ["d(a)", "d(a)"])
    }
}
