import Foundation
import Testing

@testable import SkinKit

/// Real app theme files beyond CJSkin's: themify's class-keyed plist and SwiftTheme's downloadable
/// theme archive (`Blue.zip`), read as skins by every command.
struct AppThemeFileTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Data")

    @Test func themifysThemesAreSkinsKeyedByClassAndAttribute() throws {
        let file = Self.data.appendingPathComponent("Themify/TestTheme.plist").path
        let result = SkinLoader().load(path: file)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.skins.map(\.name) == ["twilight", "light-blue"])
        let twilight = try #require(result.skins.first)
        #expect(
            twilight.colors.keys.sorted() == [
                "UINavigationBar.UILabel.foregroundColor", "UINavigationBar.backgroundColor",
                "UINavigationBar.foregroundColor", "UITabBar.backgroundColor", "UITabBar.foregroundColor",
            ])
        #expect(twilight.colors["UINavigationBar.backgroundColor"]?.resolve(in: TraitCollection()) == RGBColor(hex: 0x000051))
        #expect(twilight.colors["UITabBar.backgroundColor"]?.resolve(in: TraitCollection()) == RGBColor(hex: 0x534BAE))
    }

    @Test func importListAndLintReadAThemifyFileAlike() throws {
        let file = Self.data.appendingPathComponent("Themify/TestTheme.plist").path
        let imported = try ThemeImporter.skins(in: file).skins
        #expect(imported.map(\.name) == ["twilight", "light-blue"])
        let library = SkinLibrary.load(paths: [file])
        #expect(library.errors.isEmpty)
        #expect(library.catalog.names == ["default", "light-blue", "twilight"])
    }

    @Test func aBrokenSkinFileGivesImportTheLoadersOwnError() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "broken.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array><string>not a theme</string></array></plist>
            """)
        let loaded = SkinLoader().load(path: file).errors.first
        #expect(throws: SkinError.self) { try ThemeImporter.skins(in: file) }
        do { _ = try ThemeImporter.skins(in: file) } catch { #expect(error.message == loaded?.message) }
    }

    @Test func swiftThemesBlueArchiveInstallsWithItsIcons() throws {
        let skins = try TemporaryFolder()
        let installed = try SkinArchive(url: Self.data.appendingPathComponent("SwiftThemeArchive/Blue.zip")).install(into: skins.url.path)
        #expect(installed.skins.map(\.name) == ["blue"])
        #expect(installed.folder.hasSuffix("/Blue"))
        let library = SkinLibrary.load(paths: [skins.url.path])
        #expect(library.errors.isEmpty, "\(library.errors)")
        #expect(library.warnings.isEmpty, "\(library.warnings)")
        let blue = try #require(library.catalog["blue"])
        #expect(blue.colors["Global.barTintColor"]?.resolve(in: TraitCollection()) == RGBColor(hex: 0x56ABE4))
        for key in ["SwitchNightCell.iconImage", "SelectThemeCell.iconImage"] {
            let image = try #require(blue.images[key]?.resolve(in: TraitCollection()), "\(key)")
            #expect(!image.bitmaps.isEmpty, "\(key) is not drawn from its PNG")
        }
    }

    @Test func aRelativeImagePathMayNotClimbOut() {
        #expect(ImageFileLocator.variants(ofRelativePath: "../secret.png", in: Self.data.path).isEmpty)
        #expect(ImageFileLocator.variants(ofRelativePath: "/etc/x.png", in: Self.data.path).isEmpty)
    }
}
