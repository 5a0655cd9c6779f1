import Foundation
import Testing
import ZIPFoundation

@testable import SkinKit

/// Issue 14's archive findings: limits checked before writing, macOS metadata skipped, ordinary
/// permissions, refused names, an atomic `--replace`, scratch removed on every exit path.
struct SkinArchiveSafetyTests {
    struct Fixture {
        let folder: TemporaryFolder
        var skins: String { folder.url.appendingPathComponent("Skins").path }
        var scratch: URL { folder.url.appendingPathComponent("scratch") }

        init() throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        }

        func zip(_ name: String, _ entries: [(String, Data)], permissions: UInt16? = nil, deflate: Bool = false) throws -> URL {
            let url = folder.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let archive = try Archive(url: url, accessMode: .create)
            for (path, data) in entries {
                try archive.addEntry(
                    with: path, type: .file, uncompressedSize: Int64(data.count), permissions: permissions,
                    compressionMethod: deflate ? .deflate : .none
                ) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            return url
        }

        func install(
            _ zip: URL, replacing: Bool = false, limits: ArchiveLimits = .standard,
            isCancelled: () -> Bool = { false }
        ) throws(SkinUpdateError) -> SkinArchive.Installed {
            try SkinArchive(url: zip, limits: limits).install(
                into: skins, replacing: replacing, scratchParent: scratch,
                isCancelled: isCancelled)
        }

        /// The messages of a refused install; empty when it succeeded.
        func refusal(_ zip: URL, replacing: Bool = false, limits: ArchiveLimits = .standard) -> String {
            do {
                _ = try install(zip, replacing: replacing, limits: limits)
                return ""
            } catch {
                return error.description
            }
        }

        var scratchIsEmpty: Bool { ((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? ["?"]).isEmpty }
    }

    static func skinJSON(_ name: String, color: String = "#112233") -> Data {
        Data(#"{"\#(name)": {"Color": {"accent": "\#(color)"}}}"#.utf8)
    }

    @Test func macOSMetadataIsSkipped() throws {
        let fixture = try Fixture()
        let zip = try fixture.zip(
            "mac.zip",
            [
                ("mac/skins.json", Self.skinJSON("mac")), ("__MACOSX/mac/._skins.json", Data([0, 5, 22, 7])),
                ("mac/.DS_Store", Data([0, 0, 0, 1])), ("mac/._top.txt", Data([0, 1])),
            ])
        let installed = try fixture.install(zip)
        #expect(installed.skins.map(\.name) == ["mac"])
        let files = try FileManager.default.subpathsOfDirectory(atPath: installed.folder)
        #expect(files == ["skins.json"])
        #expect(fixture.scratchIsEmpty)
    }

    @Test func aZipBombIsRefusedBeforeWriting() throws {
        let fixture = try Fixture()
        let zeros = Data(count: 4 * 1024 * 1024)
        let zip = try fixture.zip("bomb.zip", [("skins.json", Self.skinJSON("bomb")), ("bomb/zeros.txt", zeros)], deflate: true)
        #expect(fixture.refusal(zip).contains("compressed more than 100:1"))
        let total = try fixture.zip("total.zip", [("skins.json", Self.skinJSON("total")), ("a.txt", Data(count: 3000))])
        #expect(fixture.refusal(total, limits: ArchiveLimits(maxTotalBytes: 2000)).contains("unpacks to more than 2000 bytes"))
        let many = try fixture.zip("many.zip", [("skins.json", Self.skinJSON("many"))] + (0..<5).map { ("f\($0).txt", Data("x".utf8)) })
        #expect(fixture.refusal(many, limits: ArchiveLimits(maxEntries: 3)).contains("more than 3 entries"))
        #expect(!FileManager.default.fileExists(atPath: fixture.skins))
        #expect(fixture.scratchIsEmpty)
    }

    @Test func installedFilesGetOrdinaryPermissions() throws {
        let fixture = try Fixture()
        let zip = try fixture.zip("setuid.zip", [("skins.json", Self.skinJSON("setuid"))], permissions: 0o6777)
        let installed = try fixture.install(zip)
        let attributes = try FileManager.default.attributesOfItem(atPath: installed.folder + "/skins.json")
        let mode = try #require(attributes[.posixPermissions] as? Int)
        #expect(mode & 0o7000 == 0, "no setuid, setgid or sticky bit")
        #expect(mode & 0o022 == 0, "not writable by group or others")
        #expect(mode & 0o111 == 0, "not executable")
        // Issue 20, item 17: the folder is readable like its files (the manifest sat at the top).
        let folderMode = try #require(try FileManager.default.attributesOfItem(atPath: installed.folder)[.posixPermissions] as? Int)
        #expect(folderMode == 0o755, "\(String(folderMode, radix: 8))")
    }

    @Test func refusedNames() throws {
        let fixture = try Fixture()
        let base = try fixture.zip("base.zip", [("skins.json", Self.skinJSON("default"))])
        #expect(fixture.refusal(base).contains("may not define the 'default' skin"))
        let hidden = try fixture.zip(".zip", [("skins.json", Self.skinJSON("hidden"))])
        #expect(fixture.refusal(hidden).contains("hidden or empty folder"))
        try FileManager.default.createDirectory(atPath: fixture.skins, withIntermediateDirectories: true)
        try Self.skinJSON("ocean").write(to: URL(fileURLWithPath: fixture.skins + "/ocean.json"))
        let clash = try fixture.zip("sea.zip", [("skins.json", Self.skinJSON("ocean"))])
        let message = fixture.refusal(clash)
        #expect(message.contains("a skin named 'ocean' exists already") && message.contains("ocean.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.skins) == ["ocean.json"])
    }

    @Test func theDefaultSkinsMacrosAreAllowedAsTheLoaderAllowsThem() throws {
        let fixture = try Fixture()
        let zip = try fixture.zip("macro.zip", [("skins.json", Self.skinJSON("macro", color: "d(blue)"))])
        let installed = try fixture.install(zip)
        #expect(installed.skins.first?.colors["accent"]?.resolve(in: TraitCollection()) == RGBColor(hex: 0x007AFF))
        #expect(SkinLibrary.load(paths: [fixture.skins]).errors.isEmpty)
    }

    @Test func replaceSwapsInTheNewImportAndABrokenOneLeavesTheOldWhole() throws {
        let fixture = try Fixture()
        let first = try fixture.zip("theme.zip", [("skins.json", Self.skinJSON("theme", color: "#111111"))])
        _ = try fixture.install(first)
        #expect(fixture.refusal(first).contains("pass --replace"))
        let second = try fixture.zip("v2/theme.zip", [("skins.json", Self.skinJSON("theme", color: "#222222"))])
        _ = try fixture.install(second, replacing: true)
        var library = SkinLibrary.load(paths: [fixture.skins])
        #expect(library.catalog["theme"]?.colors["accent"]?.resolve(in: TraitCollection()) == RGBColor(hex: 0x222222))
        let broken = try fixture.zip("v3/theme.zip", [("skins.json", Self.skinJSON("theme", color: "#GG"))])
        #expect(!fixture.refusal(broken, replacing: true).isEmpty)
        library = SkinLibrary.load(paths: [fixture.skins])
        #expect(library.catalog["theme"]?.colors["accent"]?.resolve(in: TraitCollection()) == RGBColor(hex: 0x222222))
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.skins) == ["theme"], "no hidden leftovers")
        #expect(fixture.scratchIsEmpty)
    }

    @Test func aCancelledImportRemovesItsScratchAndInstallsNothing() throws {
        let fixture = try Fixture()
        let zip = try fixture.zip("late.zip", [("skins.json", Self.skinJSON("late"))] + (0..<20).map { ("late/f\($0).txt", Data("x".utf8)) })
        var polls = 0
        do {
            _ = try fixture.install(zip) {
                polls += 1
                return polls > 5
            }
            Issue.record("a cancelled import must fail")
        } catch {
            #expect(error.description.contains("interrupted"))
        }
        #expect(polls > 5)
        #expect(fixture.scratchIsEmpty)
        #expect(!FileManager.default.fileExists(atPath: fixture.skins))
    }
}
