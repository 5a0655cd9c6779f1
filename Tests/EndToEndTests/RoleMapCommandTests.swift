import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// The CJSkinSwift example's real CJSkin.plist previewed through the map next to it, and the
/// commands around role maps.
extension CommandLineTests {
    static var example: String { PackagePaths.root.appendingPathComponent("Examples/CJSkinSwift").path }

    /// The plist's 导航背景色, tab背景色, view背景色 per skin.
    static let exampleColors: [(skin: String, navBar: UInt32, tabBar: UInt32, view: UInt32)] = [
        ("default", 0x996666, 0xFFFFFF, 0xDCDCDC), ("skin1", 0x00CED1, 0xF2F2F2, 0xD4F2E7), ("skin2", 0x454545, 0xF2F2F2, 0xC0C0C0),
    ]

    @Test func shotOfTheMappedPlistCarriesEachSkinsExactColors() throws {
        for expected in Self.exampleColors {
            let result = termskin(["shot", "--skins-dir", Self.example, "--skin", expected.skin, "--format", "svg", "--size", "100x30"])
            #expect(result.status == 0, "\(result.error)")
            let canvas = try ScreenshotFormat.svg.decode(Data(result.output.utf8))
            #expect(canvas[5, 0].background == RGBColor(hex: expected.navBar), "\(expected.skin) navigation bar")
            #expect(canvas[1, canvas.height - 3].background == RGBColor(hex: expected.tabBar), "\(expected.skin) tab bar")
            #expect(canvas[0, 6].background == RGBColor(hex: expected.view), "\(expected.skin) page background")
        }
    }

    @Test func lintWithoutTheMapNamesEveryUnreadKeyAndExits0() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.example + "/CJSkin.plist", toPath: folder.appendingPathComponent("CJSkin.plist").path)
        let result = termskin(["lint", folder.path, "--no-contrast"])
        #expect(result.status == 0, "\(result.error)")
        for skin in ["default", "skin1", "skin2"] {
            for key in ["Color.导航背景色", "Color.tab背景色", "Color.tab颜色", "Color.tab点击高亮色", "Color.view背景色", "Font.文字一", "Font.详情", "Image.top"] {
                #expect(result.output.contains("\(skin).\(key): warning [unread-key]"), "\(skin).\(key)")
            }
        }
        // With the map next to the plist, the mapped keys are read.
        let mapped = termskin(["lint", Self.example, "--no-contrast"])
        #expect(!mapped.output.contains("导航背景色: warning [unread-key]"))
        #expect(mapped.output.contains("文字一: warning [unread-key]"))
        #expect(result.output.contains("CJSkin.map.json, a Map section or --map"))
    }

    @Test func listCountsTheKeysWidgetsRead() {
        let result = termskin(["list", "--skins-dir", Self.example])
        #expect(result.output.contains("READ"))
        let skin1 = result.output.split(separator: "\n").first { $0.hasPrefix("skin1 ") }
        #expect(skin1?.contains("5/8") == true, "\(result.output)")
    }

    @Test func mapSuggestPrintsAMapAndWritesOnlyWhenAsked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("CJSkin.plist").path
        try FileManager.default.copyItem(atPath: Self.example + "/CJSkin.plist", toPath: plist)
        let result = termskin(["map", "suggest", plist])
        #expect(result.status == 0, "\(result.error)")
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["navBar.background"] as? String == "导航背景色")
        #expect(object?["tabBar.background"] as? String == "tab背景色")
        #expect(object?["tabBar.item"] as? String == "tab颜色")
        #expect(object?["tabBar.selected"] as? String == "tab点击高亮色")
        #expect(result.error.contains("navBar.background ← 导航背景色"))
        // The light gray page, single-valued, would put default's dark-mode secondary text at 1.61:1: left out, said why.
        #expect(object?["background"] == nil)
        #expect(result.error.contains("left to default: background ← view背景色: secondaryText on background would be 1.61:1"), "\(result.error)")
        // The bar's title and items read each skin's own most legible color on its bar.
        #expect((object?["skin1"] as? [String: String])?["navBar.item"] == "tab点击高亮色")
        let mapPath = folder.appendingPathComponent("CJSkin.map.json").path
        #expect(!FileManager.default.fileExists(atPath: mapPath))
        #expect(termskin(["map", "suggest", plist, "--write"]).status == 0)
        #expect(FileManager.default.contents(atPath: mapPath) == Data(result.output.utf8))
        // Extra --map given to shot: the map written above is read along with it.
        let shot = termskin(["shot", "--skins-dir", folder.path, "--skin", "skin2", "--format", "svg"])
        let canvas = try ScreenshotFormat.svg.decode(Data(shot.output.utf8))
        #expect(canvas[5, 0].background == RGBColor(hex: 0x454545))
    }

    @Test func mapOptionReadsASeparateMapFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.example + "/CJSkin.plist", toPath: folder.appendingPathComponent("CJSkin.plist").path)
        // The map lives outside the skins folder: every .json file in that folder is read as a skin file.
        let mapFolder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: mapFolder) }
        let map = mapFolder.appendingPathComponent("app-map.json")
        try #"{ "skin1": { "navBar.background": "tab点击高亮色" } }"#.write(to: map, atomically: true, encoding: .utf8)
        let shot = termskin(["shot", "--skins-dir", folder.path, "--map", map.path, "--skin", "skin1", "--format", "svg"])
        #expect(shot.status == 0, "\(shot.error)")
        let canvas = try ScreenshotFormat.svg.decode(Data(shot.output.utf8))
        #expect(canvas[5, 0].background == RGBColor(hex: 0x2F4F4F))
        let missing = termskin(["list", "--skins-dir", folder.path, "--map", folder.appendingPathComponent("nope.json").path])
        #expect(missing.error.contains("cannot read the map file"))
        #expect(missing.status == 2)
    }

    @Test func lintWarnsAboutAFullyTransparentColorAndAMissingImageFileButExits0() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "glass": { "Color": { "text": "#00FF0000", "accent": "0x80FF0000" }, "Image": { "logo": "logo.png" } } }"##
            .write(to: folder.appendingPathComponent("glass.json"), atomically: true, encoding: .utf8)
        let result = termskin(["lint", folder.path, "--no-contrast"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "glass.Color.text: warning [transparent-color] 'text' is fully transparent in light, dark, light high contrast, dark high contrast"))
        #expect(result.output.contains("alpha first"))
        #expect(!result.output.contains("glass.Color.accent: warning [transparent-color]"))
        #expect(result.output.contains("glass.Image.logo: warning [load-warning] image file 'logo.png' not found"))
    }

    @Test func mapSuggestOnAFileThatIsNotThereExits2() {
        let result = termskin(["map", "suggest", "/nonexistent/CJSkin.plist"])
        #expect(result.status == 2)
        #expect(result.error.contains("no such file"))
    }
}
