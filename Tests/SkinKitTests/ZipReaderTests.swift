import Foundation
import Testing

@testable import SkinKit

/// `ZipReader` on real archives (`Data/Zip/`, made by `make-archives.sh` with Info-ZIP's zip and
/// Python's zipfile; `Data/SwiftThemeArchive/Blue.zip`, made by macOS): every entry's directory
/// values and data, and the refusals of what termskin does not read.
struct ZipReaderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data/Zip")

    static func reader(_ name: String) throws -> ZipReader {
        try ZipReader(path: folder.appendingPathComponent(name).path)
    }

    /// The manifest `make-archives.sh` zips as `skin/skins.json` (1,883 bytes).
    static let skinsJSON: String = {
        let entries = (0..<40).map { String(format: "  \"skin%03d\": {\"Color\": {\"accent\": \"#%06X\"}}", $0, $0) }
        return "{\n" + entries.joined(separator: ",\n") + "\n}\n"
    }()

    static let note = "stored, not compressed\n"

    static func text(_ reader: ZipReader, _ entry: ZipEntry) throws -> String {
        String(decoding: try reader.data(of: entry, limit: 1 << 20), as: UTF8.self)
    }

    /// The ZipError a call throws, or nil.
    static func zipError(_ body: () throws -> Void) -> ZipError? {
        do {
            try body()
            return nil
        } catch let error as ZipError {
            return error
        } catch {
            Issue.record("not a ZipError: \(error)")
            return nil
        }
    }

    @Test func theManifestIsTheOneTheScriptZipped() {
        #expect(Self.skinsJSON.utf8.count == 1883)
        #expect(Self.skinsJSON.hasPrefix("{\n  \"skin000\": {\"Color\": {\"accent\": \"#000000\"}},\n  \"skin001\""))
        #expect(Self.skinsJSON.hasSuffix("\"skin039\": {\"Color\": {\"accent\": \"#000027\"}}\n}\n"))
    }

    @Test func storedAndDeflatedEntriesAndAFolder() throws {
        let reader = try Self.reader("stored-and-deflated.zip")
        #expect(reader.entryCount == 3)
        #expect(reader.fileSize == 574)
        let entries = try reader.entries()
        #expect(
            entries == [
                ZipEntry(
                    path: "skin/", kind: .directory, method: 0, flags: 0, crc32: 0, compressedSize: 0, uncompressedSize: 0,
                    localHeaderOffset: 0, dataOffset: 35),
                ZipEntry(
                    path: "skin/note.txt", kind: .file, method: 0, flags: 0, crc32: 0x3EFE_7299, compressedSize: 23, uncompressedSize: 23,
                    localHeaderOffset: 35, dataOffset: 78),
                ZipEntry(
                    path: "skin/skins.json", kind: .file, method: 8, flags: 0, crc32: 0x73D7_EE76, compressedSize: 235,
                    uncompressedSize: 1883, localHeaderOffset: 101, dataOffset: 146),
            ])
        #expect(try Self.text(reader, entries[1]) == Self.note)
        #expect(try Self.text(reader, entries[2]) == Self.skinsJSON)
        #expect(try reader.data(of: entries[0], limit: 0) == [])
        #expect(entries.allSatisfy { $0.refusal == nil })
    }

    @Test func entriesWithADataDescriptorAreReadByTheDirectorysSizes() throws {
        let reader = try Self.reader("data-descriptor.zip")
        let entries = try reader.entries()
        #expect(
            entries == [
                ZipEntry(
                    path: "skins.json", kind: .file, method: 8, flags: 8, crc32: 0x73D7_EE76, compressedSize: 235, uncompressedSize: 1883,
                    localHeaderOffset: 0, dataOffset: 40),
                ZipEntry(
                    path: "note.txt", kind: .file, method: 0, flags: 8, crc32: 0x3EFE_7299, compressedSize: 23, uncompressedSize: 23,
                    localHeaderOffset: 291, dataOffset: 329),
            ])
        #expect(try Self.text(reader, entries[0]) == Self.skinsJSON)
        #expect(try Self.text(reader, entries[1]) == Self.note)
    }

    @Test func aMacOSArchiveWithDataDescriptorsReadsWhole() throws {
        let blue = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data/SwiftThemeArchive/Blue.zip")
        let reader = try ZipReader(path: blue.path)
        let entries = try reader.entries()
        #expect(
            entries.map(\.path) == [
                "Blue/", "__MACOSX/._Blue", "Blue/.DS_Store", "__MACOSX/Blue/._.DS_Store", "Blue/images/", "__MACOSX/Blue/._images",
                "Blue/Blue.json", "Blue/images/icon_night.png", "__MACOSX/Blue/images/._icon_night.png", "Blue/images/.DS_Store",
                "__MACOSX/Blue/images/._.DS_Store", "Blue/images/icon_theme.png", "__MACOSX/Blue/images/._icon_theme.png",
            ])
        #expect(entries.map(\.kind) == [.directory] + Array(repeating: .file, count: 3) + [.directory] + Array(repeating: .file, count: 8))
        #expect(entries.filter { $0.kind == .file }.allSatisfy { $0.flags == 8 && $0.method == 8 })
        #expect(entries.map(\.uncompressedSize) == [0, 174, 6148, 120, 0, 174, 424, 1244, 174, 6148, 174, 1897, 174])
        #expect(entries.map(\.compressedSize) == [0, 91, 178, 53, 0, 91, 233, 1249, 97, 239, 102, 1839, 97])
        let crcs: [UInt32] = [
            0, 0x8912_C219, 0x6D88_006A, 0x38C0_880B, 0, 0x8912_C219, 0x34FE_207D, 0x7D8C_DA6E, 0xBB2D_B0ED, 0xC3A8_5015, 0xE478_D86E,
            0x7733_A0B4, 0xBB2D_B0ED,
        ]
        #expect(entries.map(\.crc32) == crcs)
        for entry in entries {
            // Each is inflated whole and its size and CRC-32 checked.
            #expect(try reader.data(of: entry, limit: 1 << 20).count == Int(entry.uncompressedSize), "\(entry.path)")
        }
        let png = try reader.data(of: entries[7], limit: 1 << 20)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func aSymbolicLinkIsSaidToBeOne() throws {
        let reader = try Self.reader("symlink.zip")
        let entries = try reader.entries()
        #expect(
            entries == [
                ZipEntry(
                    path: "skin/skins.json", kind: .file, method: 8, flags: 0, crc32: 0x73D7_EE76, compressedSize: 235,
                    uncompressedSize: 1883, localHeaderOffset: 0, dataOffset: 45),
                ZipEntry(
                    path: "skin/link", kind: .symbolicLink, method: 0, flags: 0, crc32: 0x8DEB_D1EF, compressedSize: 10,
                    uncompressedSize: 10, localHeaderOffset: 280, dataOffset: 319),
            ])
        #expect(try Self.text(reader, entries[1]) == "skins.json")
    }

    @Test func zip64EndRecordsAndExtraFields() throws {
        let reader = try Self.reader("zip64.zip")
        let entries = try reader.entries()
        #expect(
            entries == [
                ZipEntry(
                    path: "skin/skins.json", kind: .file, method: 8, flags: 0, crc32: 0x73D7_EE76, compressedSize: 235,
                    uncompressedSize: 1883, localHeaderOffset: 0, dataOffset: 65)
            ])
        #expect(try Self.text(reader, entries[0]) == Self.skinsJSON)
    }

    @Test func aCodePage437NameIsDecoded() throws {
        let entries = try Self.reader("cp437-name.zip").entries()
        #expect(entries.map(\.path) == ["café.txt"])
        #expect(ZipEntryName.codePage437(byte: 0x82) == "é")
        #expect(ZipEntryName.codePage437(byte: 0xC9) == "╔")
        #expect(ZipEntryName.codePage437(byte: 0xFF) == "\u{A0}")
        #expect(ZipEntryName.codePage437(byte: 0x41) == "A")
    }

    @Test func aTruncatedArchiveHasNoEndRecord() {
        #expect(
            Self.zipError { _ = try Self.reader("truncated.zip") }
                == ZipError("no end of central directory record (a truncated archive, or not a zip at all)"))
    }

    @Test func aWrongCRCIsAnErrorNamingTheEntry() throws {
        let reader = try Self.reader("wrong-crc.zip")
        let entries = try reader.entries()
        #expect(entries.map(\.crc32) == [0x3EFE_7298])
        #expect(
            Self.zipError { _ = try reader.data(of: entries[0], limit: 100) }
                == ZipError("fails its CRC-32 check (the data gives 0x3efe7299, the header declares 0x3efe7298)", entry: "note.txt"))
    }

    @Test func anEntryClaimingAHugeSizeIsNeverAllocatedFor() throws {
        let reader = try Self.reader("huge-size.zip")
        let entries = try reader.entries()
        #expect(entries.map(\.uncompressedSize) == [4_294_967_280])
        #expect(
            Self.zipError { _ = try reader.data(of: entries[0], limit: 1 << 20) }
                == ZipError("declares 4294967280 bytes, more than the 1048576 allowed", entry: "skins.json"))
        var streamed = 0
        #expect(
            Self.zipError { try reader.read(entries[0]) { streamed += $0.count } }
                == ZipError("unpacks to 1883 bytes, not the 4294967280 its header declares", entry: "skins.json"))
        #expect(streamed == 1883)
    }

    @Test func anEncryptedEntryIsRefused() throws {
        let reader = try Self.reader("encrypted.zip")
        let entries = try reader.entries()
        #expect(entries.map(\.flags) == [9])
        let refusal = ZipError("is encrypted; termskin reads only unencrypted zip archives", entry: "skin/skins.json")
        #expect(entries.first?.refusal == refusal)
        #expect(Self.zipError { _ = try reader.data(of: entries[0], limit: 1 << 20) } == refusal)
    }

    @Test func anotherMethodIsRefused() throws {
        let reader = try Self.reader("bzip2.zip")
        let entries = try reader.entries()
        #expect(entries.map(\.method) == [12])
        let refusal = ZipError(
            "is compressed with method 12 (bzip2); termskin reads only stored and deflated entries", entry: "skin/skins.json")
        #expect(entries.first?.refusal == refusal)
        #expect(Self.zipError { _ = try reader.data(of: entries[0], limit: 1 << 20) } == refusal)
    }

    @Test func overlappingEntriesAreRefused() throws {
        let reader = try Self.reader("overlapping.zip")
        #expect(reader.entryCount == 2)
        #expect(
            Self.zipError { _ = try reader.entries() }
                == ZipError("overlaps the entry a.txt in the file; refusing a likely zip bomb", entry: "b.txt"))
    }

    @Test func extractWritesTheEntryWithTheGivenPermissions() throws {
        let folder = try TemporaryFolder()
        let reader = try Self.reader("stored-and-deflated.zip")
        let entries = try reader.entries()
        let target = folder.url.appendingPathComponent("skins.json").path
        var chunks: [Int] = []
        try reader.extract(entries[2], to: target, permissions: 0o640) { chunks.append($0) }
        #expect(chunks.reduce(0, +) == 1883)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.skinsJSON)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int)
        #expect(mode == 0o640)
        // A symbolic link in the way is not followed.
        let link = folder.url.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: POSIXError.self) { try reader.extract(entries[1], to: link) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.skinsJSON)
    }

    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("pack.zip").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(Self.zipError { _ = try ZipReader(path: fifo) } == ZipError("not a regular file"))
        #expect(Self.zipError { _ = try ZipReader(path: folder.url.appendingPathComponent("none.zip").path) } == ZipError("no such file"))
    }
}
