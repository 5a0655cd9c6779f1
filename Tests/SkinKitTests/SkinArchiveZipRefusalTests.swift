import Foundation
import Testing

@testable import SkinKit

/// `termskin import` of the reader's test archives (`Data/Zip/`): what the reader refuses is
/// refused before anything is written, in words naming the archive and the entry; what it reads
/// installs.
struct SkinArchiveZipRefusalTests {
    struct Outcome {
        /// The refusal's text, "" when the archive installed.
        var message = ""
        var archive = ""
        var skins: [String] = []
    }

    /// Installs `name` (copied under its own name into a scratch folder).
    static func install(_ name: String, limits: ArchiveLimits = .standard) throws -> Outcome {
        let folder = try TemporaryFolder()
        let archive = folder.url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: ZipReaderTests.folder.appendingPathComponent(name), to: archive)
        let scratch = folder.url.appendingPathComponent("scratch")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let skins = folder.url.appendingPathComponent("Skins").path
        var outcome = Outcome(archive: archive.path)
        do {
            outcome.skins = try SkinArchive(url: archive, limits: limits).install(into: skins, scratchParent: scratch).skins.map(\.name).sorted()
        } catch {
            outcome.message = error.description
            #expect(!FileManager.default.fileExists(atPath: skins), "nothing installed")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "no scratch left")
        return outcome
    }

    @Test func eachRefusalNamesTheArchiveAndTheEntry() throws {
        let expected = [
            "symlink.zip": ":skin/link: symbolic links are not allowed in a skin archive",
            "encrypted.zip": ":skin/skins.json: is encrypted; termskin reads only unencrypted zip archives",
            "bzip2.zip": ":skin/skins.json: is compressed with method 12 (bzip2); termskin reads only stored and deflated entries",
            "overlapping.zip": ":b.txt: overlaps the entry a.txt in the file; refusing a likely zip bomb",
            "wrong-crc.zip": ":note.txt: fails its CRC-32 check (the data gives 0x3efe7299, the header declares 0x3efe7298)",
            "huge-size.zip": ":skins.json: compressed more than 100:1 (4294967280 bytes from 235); refusing a likely zip bomb",
            "truncated.zip": ": not a readable zip archive: no end of central directory record (a truncated archive, or not a zip at all)",
            "cp437-name.zip":
                ": no CJSkin.plist or skins.json (or a SwiftTheme theme named like its folder) at the top of the archive or in its one folder",
        ]
        for (name, message) in expected.sorted(by: { $0.key < $1.key }) {
            let outcome = try Self.install(name)
            #expect(outcome.message == outcome.archive + message, "\(name)")
        }
    }

    @Test func theDeclaredCountIsRefusedBeforeAnyEntryIsRead() throws {
        let outcome = try Self.install("overlapping.zip", limits: ArchiveLimits(maxEntries: 1))
        #expect(outcome.message == outcome.archive + ": more than 1 entries; a skin archive may hold at most 1")
    }

    @Test(arguments: ["stored-and-deflated.zip", "data-descriptor.zip", "zip64.zip"])
    func archivesOfTheReadKindsInstall(name: String) throws {
        let outcome = try Self.install(name)
        #expect(outcome.message == "")
        #expect(outcome.skins == (0..<40).map { String(format: "skin%03d", $0) })
    }
}
