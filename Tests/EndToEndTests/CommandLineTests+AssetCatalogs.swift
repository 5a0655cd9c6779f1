import Foundation
import Testing

/// Asset catalogs from the command line, as a user runs them: `import Foo.xcassets`, `list`, and
/// `shot` of a folder that holds only a real `Assets.xcassets`.
extension CommandLineTests {
    static var catalogs: String { PackagePaths.root.appendingPathComponent("Tests/SkinKitTests/Data/AssetCatalogs").path }

    @Test func importInstallsACatalogAndListShowsIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = folder.appendingPathComponent("Skins").path
        let catalog = Self.catalogs + "/NetNewsWire/Assets.xcassets"
        let first = termskin(["import", catalog, "--name", "NetNewsWire", "--skins-dir", skins])
        #expect(first.status == 0, "\(first.error)")
        #expect(
            first.output.hasPrefix(
                "installed NetNewsWire into \(skins)/NetNewsWire.xcassets\n"
                    + "1 warning(s), such as vector images drawn as placeholders: `termskin lint \(skins)/NetNewsWire.xcassets` lists them\n"),
            "\(first.output)")
        #expect(termskin(["import", catalog, "--name", "NetNewsWire", "--skins-dir", skins]).status == 1)
        let list = termskin(["list", "--skins-dir", skins])
        #expect(list.status == 0, "\(list.error)")
        let row = list.output.split(separator: "\n").first { $0.hasPrefix("NetNewsWire ") }.map(String.init) ?? ""
        // 19 colors and 2 images; with no map, read through a guessed one (4 keys; the white text left out).
        #expect(row.split(separator: " ", omittingEmptySubsequences: true).prefix(6) == ["NetNewsWire", "19", "0", "2", "4/21", "guessed"], "\(list.output)")
        let unguessed = termskin(["list", "--skins-dir", skins, "--no-guess"])
        #expect(unguessed.output.contains(" 0/21 "), "\(unguessed.output)")
        #expect(row.hasSuffix("\(skins)/NetNewsWire.xcassets"))
    }

    @Test func shotOfAFolderHoldingOnlyARealCatalog() throws {
        for (app, skin) in [("NetNewsWire", "Assets"), ("Enchanted", "Assets")] {
            for trait in ["light", "dark"] {
                let result = termskin([
                    "shot", "--skins-dir", Self.catalogs + "/" + app, "--skin", skin, "--trait", trait,
                    "--page", "palette", "--size", "100x30", "--format", "txt",
                ])
                #expect(result.status == 0, "\(app) \(trait): \(result.error)")
                #expect(result.output.contains("Palette · Assets"), "\(result.output)")
            }
        }
        // The palette lists each colorset's four values as read from its Contents.json.
        let dark = termskin([
            "shot", "--skins-dir", Self.catalogs + "/NetNewsWire", "--skin", "Assets", "--trait", "dark",
            "--page", "palette", "--size", "100x30", "--format", "txt",
        ])
        #expect(
            dark.output.contains("deleteBackgroundColor                                  #FF3B30   #FF453A   #D70015   #FF6961"),
            "\(dark.output)")
    }

    /// A suggested map written beside the catalog (`Assets.map.json`) is read with it: the gallery
    /// then draws the catalog's own colors (primaryAccentColor `0x08 0x6A 0xEE` as the accent, and
    /// iconBackgroundColor's #EBEBED instead of default's #F2F2F7 page).
    @Test func aMapBesideTheCatalogPlacesItsKeys() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            atPath: Self.catalogs + "/NetNewsWire/Assets.xcassets",
            toPath: folder.appendingPathComponent("Assets.xcassets").path)
        let suggest = termskin(["map", "suggest", "Assets.xcassets", "--write"], in: folder)
        #expect(suggest.status == 0, "\(suggest.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Assets.map.json").path))
        let list = termskin(["list", "--skins-dir", folder.path])
        // vibrantTextColor (white in light) is left out: white text on the white page.
        #expect(suggest.error.contains("left to default: text ← vibrantTextColor"), "\(suggest.error)")
        #expect(list.output.contains(" 4/21 ") && !list.output.contains("guessed"), "\(list.output)")
        let light = termskin(["shot", "--skins-dir", folder.path, "--skin", "Assets", "--size", "100x30", "--format", "svg"])
        #expect(light.status == 0, "\(light.error)")
        #expect(light.output.contains("#086AEE"))
        #expect(light.output.contains(##"fill="#EBEBED" data-col="0" data-row="6""##), "the page is iconBackgroundColor, not default's #F2F2F7")
    }
}

extension CommandLineTests {
    /// The goldens of a real catalog (`Screenshots/AssetCatalog`, NetNewsWire's colors with no map
    /// written by hand) match, as `termskin test` compares them.
    @Test func theRealCatalogsGoldensMatch() {
        let result = termskin(["test", "Screenshots/AssetCatalog", "--skins-dir", Self.catalogs + "/NetNewsWire", "--update=none"])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.hasSuffix("3 passed, 0 failed\n"), "\(result.output)")
    }
}
