import Foundation
import Testing
import ZIPFoundation

@testable import SkinKit

struct SkinArchiveTests {
    /// A zip with the given entries (path → text), built in memory.
    static func zip(_ entries: [(String, String)], at url: URL) throws {
        let archive = try Archive(url: url, accessMode: .create)
        for (path, text) in entries {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
    }

    static let manifest = """
        <plist version="1.0"><dict><key>newSkin</key><dict>
        <key>Color</key><dict><key>accent</key><string>0xFF3366</string></dict>
        <key>Image</key><dict><key>頂部圖片</key><string>top.png</string></dict>
        </dict></dict></plist>
        """

    @Test func installsTheSeedLayoutAndItsImages() throws {
        let folder = try TemporaryFolder()
        let zip = folder.url.appendingPathComponent("Example.zip")
        try Self.zip([("Example/CJSkin.plist", Self.manifest), ("Example/newSkin/top.txt", "~top~\n")], at: zip)
        let skins = folder.url.appendingPathComponent("Skins").path
        let installed = try SkinArchive(url: zip).install(into: skins)
        #expect(installed.skins.map(\.name) == ["newSkin"])
        #expect(installed.folder == skins + "/Example")
        let library = SkinLibrary.load(paths: [skins])
        #expect(library.errors.isEmpty)
        let store = SkinStore(catalog: library.catalog, skinName: "newSkin")
        #expect(store.resolvedColor("accent") == RGBColor(hex: 0xFF3366))
        #expect(store.image("頂部圖片").resolve(in: TraitCollection()).lines == ["~top~"])
        #expect(throws: SkinUpdateError.self) { try SkinArchive(url: zip).install(into: skins) }
        #expect(throws: Never.self) { try SkinArchive(url: zip).install(into: skins, replacing: true) }
    }

    @Test func refusesEntriesThatLeaveTheFolderAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let zip = folder.url.appendingPathComponent("evil.zip")
        try Self.zip([("CJSkin.plist", Self.manifest), ("../escape.txt", "x")], at: zip)
        let skins = folder.url.appendingPathComponent("Skins").path
        do {
            _ = try SkinArchive(url: zip).install(into: skins)
            Issue.record("an escaping entry must be refused")
        } catch {
            #expect(error.description.contains("../escape.txt"))
        }
        #expect(!FileManager.default.fileExists(atPath: skins))
        #expect(!FileManager.default.fileExists(atPath: folder.url.deletingLastPathComponent().appendingPathComponent("escape.txt").path))
    }

    @Test func aBrokenSkinInTheArchiveIsReportedAndNothingIsInstalled() throws {
        let folder = try TemporaryFolder()
        let zip = folder.url.appendingPathComponent("bad.zip")
        try Self.zip([("skins.json", ##"{"bad": {"Color": {"a": "#GG"}}}"##)], at: zip)
        let skins = folder.url.appendingPathComponent("Skins").path
        do {
            _ = try SkinArchive(url: zip).install(into: skins)
            Issue.record("a broken skin must be refused")
        } catch {
            #expect(error.errors.first?.keyPath == ["bad", "Color", "a"])
            #expect(error.errors.first?.file?.hasPrefix(zip.path) == true, "errors name the archive, not a temporary folder")
        }
        #expect(!FileManager.default.fileExists(atPath: skins))
        try Data("not a zip".utf8).write(to: folder.url.appendingPathComponent("junk.zip"))
        #expect(throws: SkinUpdateError.self) { try SkinArchive(url: folder.url.appendingPathComponent("junk.zip")).install(into: skins) }
    }
}
