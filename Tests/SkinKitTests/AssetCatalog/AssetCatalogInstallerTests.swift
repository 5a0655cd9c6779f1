import Foundation
import Testing

@testable import SkinKit

/// `termskin import Foo.xcassets`: the catalog is checked, then copied into the skins folder as one
/// skin; a broken catalog or a taken name installs nothing.
@Suite struct AssetCatalogInstallerTests {
    static let netNewsWire = RealAssetCatalogTests.catalog("NetNewsWire")

    @Test func installsAndRenames() throws {
        let skins = try TemporaryFolder()
        let installed = try AssetCatalogInstaller(path: Self.netNewsWire).install(into: skins.url.path)
        #expect(installed.folder == skins.url.appendingPathComponent("Assets.xcassets").path)
        #expect(installed.skins.map(\.name) == ["Assets"])
        let renamed = try AssetCatalogInstaller(path: Self.netNewsWire, name: "NetNewsWire").install(into: skins.url.path)
        #expect(renamed.folder.hasSuffix("/NetNewsWire.xcassets"))
        let library = SkinLibrary.load(paths: [skins.url.path])
        #expect(library.errors.isEmpty, "\(library.errors)")
        #expect(library.catalog.names.contains("Assets") && library.catalog.names.contains("NetNewsWire"))
        #expect(library.catalog["NetNewsWire"]?.colors["primaryAccentColor"]?.resolve(in: TraitCollection()).hexString == "#086AEE")
        // Again without --replace: refused; with it: swapped in.
        #expect(throws: SkinUpdateError.self) { try AssetCatalogInstaller(path: Self.netNewsWire).install(into: skins.url.path) }
        _ = try AssetCatalogInstaller(path: Self.netNewsWire).install(into: skins.url.path, replacing: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: skins.url.path).sorted()
        #expect(names == ["Assets.xcassets", "NetNewsWire.xcassets"])
    }

    @Test func refusesBrokenCatalogsAndTakenNames() throws {
        let source = try TemporaryFolder()
        try source.write(
            "Broken.xcassets/Ink.colorset/Contents.json",
            "{ \"colors\" : [ { \"idiom\" : \"universal\", \"color\" : "
                + "{ \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"0xZZ\", \"green\" : \"0\", \"blue\" : \"0\", \"alpha\" : \"1\" } } } ] }")
        let skins = try TemporaryFolder()
        do {
            _ = try AssetCatalogInstaller(path: source.url.appendingPathComponent("Broken.xcassets").path).install(into: skins.url.path)
            Issue.record("a broken catalog was installed")
        } catch {
            #expect(error.errors.map(\.keyPath) == [["colors[0]", "color", "components", "red"]])
        }
        try skins.write("ocean.json", "{ \"ocean\" : { \"Color\" : { \"background\" : \"#001122\" } } }")
        #expect(throws: SkinUpdateError.self) {
            try AssetCatalogInstaller(path: Self.netNewsWire, name: "ocean").install(into: skins.url.path)
        }
        #expect(throws: SkinUpdateError.self) {
            try AssetCatalogInstaller(path: Self.netNewsWire, name: "default").install(into: skins.url.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: skins.url.path) == ["ocean.json"])
    }

    /// An app's catalog counts a folder and a `Contents.json` for each entry besides its pictures:
    /// 500 colorsets are 1,001 files and folders, which the zip archives' 1,000 refused
    /// (duckduckgo/iOS's catalog counts 1,390). A catalog's own limit still holds.
    @Test func installsCatalogsOverTheArchiveEntryCount() throws {
        let source = try TemporaryFolder()
        for index in 0..<500 {
            try source.write(
                "Big.xcassets/Tint\(index).colorset/Contents.json",
                "{ \"colors\" : [ { \"idiom\" : \"universal\", \"color\" : { \"color-space\" : \"srgb\", "
                    + "\"components\" : { \"red\" : \"0x12\", \"green\" : \"0x34\", \"blue\" : \"0x56\", \"alpha\" : \"1\" } } } ] }")
        }
        try source.write("Big.xcassets/Contents.json", "{ \"info\" : { \"version\" : 1, \"author\" : \"xcode\" } }")
        let catalog = source.url.appendingPathComponent("Big.xcassets").path
        let skins = try TemporaryFolder()
        let installed = try AssetCatalogInstaller(path: catalog).install(into: skins.url.path)
        #expect(installed.skins.map(\.name) == ["Big"])
        let library = SkinLibrary.load(paths: [skins.url.path])
        #expect(library.catalog["Big"]?.colors["Tint499"]?.resolve(in: TraitCollection()).hexString == "#123456")
        do {
            _ = try AssetCatalogInstaller(path: catalog, name: "Small", limits: ArchiveLimits(maxEntries: 1_000)).install(into: skins.url.path)
            Issue.record("a catalog over its limit was installed")
        } catch {
            #expect(error.errors.map(\.message) == ["more than 1000 files and folders; an import may hold at most that"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: skins.url.path) == ["Big.xcassets"])
    }
}
