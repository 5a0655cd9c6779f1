import Foundation
import Testing

@testable import SkinKit

/// `ZipReader` on damaged and hostile bytes: the committed archives with one field changed (each
/// refusal said in full), every one-byte corruption and every truncation (an error or the right
/// data, never a crash or a hang), and claims that would size an allocation.
struct ZipReaderHostileTests {
    /// `stored-and-deflated.zip` (574 bytes): local headers at 0 (`skin/`), 35 (`skin/note.txt`) and
    /// 101 (`skin/skins.json`, data at 146); central records at 381, 432 and 491; the end record at 552.
    static let plain: [UInt8] = Array((try? Data(contentsOf: ZipReaderTests.folder.appendingPathComponent("stored-and-deflated.zip"))) ?? Data())
    static let zip64: [UInt8] = Array((try? Data(contentsOf: ZipReaderTests.folder.appendingPathComponent("zip64.zip"))) ?? Data())

    static func patched(_ bytes: [UInt8], at offset: Int, _ value: UInt64, size: Int) -> [UInt8] {
        var bytes = bytes
        for index in 0..<size { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
        return bytes
    }

    static func offset(of pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        return (start...(bytes.count - pattern.count)).first { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }

    /// Writes `bytes` as a zip, reads its directory and every entry's data; the first ZipError, or
    /// nil when all of it read (then `texts` holds each file entry's data as text).
    static func outcome(_ bytes: [UInt8], in folder: TemporaryFolder, texts: inout [String]) -> ZipError? {
        let path = folder.url.appendingPathComponent("hostile.zip").path
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            Issue.record("could not write \(path)")
            return nil
        }
        return ZipReaderTests.zipError {
            let reader = try ZipReader(path: path)
            for entry in try reader.entries() where entry.kind == .file {
                texts.append(String(decoding: try reader.data(of: entry, limit: 1 << 20), as: UTF8.self))
            }
        }
    }

    static func outcome(_ bytes: [UInt8]) throws -> ZipError? {
        let folder = try TemporaryFolder()
        var texts: [String] = []
        return outcome(bytes, in: folder, texts: &texts)
    }

    @Test func theArchivesAreTheDocumentedOnes() throws {
        #expect(Self.plain.count == 574)
        #expect(Array(Self.plain[552..<556]) == [0x50, 0x4B, 0x05, 0x06])
        #expect(try Self.outcome(Self.plain) == nil)
        #expect(try Self.outcome(Self.zip64) == nil)
    }

    @Test func aLongCommentHoldingAnotherEndRecordIsPassedOver() throws {
        var bytes = Self.patched(Self.plain, at: 572, 65_535, size: 2)
        var comment = [UInt8](repeating: 0x2A, count: 65_535)
        comment.replaceSubrange(1000..<1022, with: [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18))
        bytes += comment
        let folder = try TemporaryFolder()
        var texts: [String] = []
        #expect(Self.outcome(bytes, in: folder, texts: &texts) == nil)
        #expect(texts == [ZipReaderTests.note, ZipReaderTests.skinsJSON])
        // One byte of the comment short, the real record no longer ends the file: the last record
        // that fits in it is taken (bytes after a zip are passed over), here the comment's, which
        // declares no entries.
        texts = []
        #expect(Self.outcome(Array(bytes.dropLast()), in: folder, texts: &texts) == nil)
        #expect(texts == [])
        #expect(try ZipReader(path: folder.url.appendingPathComponent("hostile.zip").path).entries() == [])
    }

    @Test func bytesAfterTheArchiveArePassedOver() throws {
        let folder = try TemporaryFolder()
        var texts: [String] = []
        #expect(Self.outcome(Self.plain + Array("trailing".utf8), in: folder, texts: &texts) == nil)
        #expect(texts == [ZipReaderTests.note, ZipReaderTests.skinsJSON])
    }

    @Test func directoryClaimsAreCheckedAgainstTheFile() throws {
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 552 + 20, 100, size: 2))
                == ZipError("no end of central directory record (a truncated archive, or not a zip at all)"))
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 552 + 16, 10_000, size: 4))
                == ZipError("the central directory lies outside the file (it claims 171 bytes at offset 10000)"))
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 552 + 12, 0xFFFF_FFFF, size: 4))
                == ZipError("the central directory lies outside the file (it claims 4294967295 bytes at offset 381)"))
        let manyEntries = Self.patched(Self.patched(Self.plain, at: 552 + 8, 65_535, size: 2), at: 552 + 10, 65_535, size: 2)
        #expect(try Self.outcome(manyEntries) == ZipError("the central directory claims 65535 entries, more than its 171 bytes can hold"))
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 552 + 4, 1, size: 2))
                == ZipError("the archive spans several disks (a split zip), which termskin does not read"))
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 432 + 28, 60_000, size: 2))
                == ZipError("the central directory is damaged (no valid entry record at offset 432)"))
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 432, 0, size: 1))
                == ZipError("the central directory is damaged (no valid entry record at offset 432)"))
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 432 + 46 + 4, 0, size: 1))
                == ZipError("an entry's name holds a NUL byte (skin…)"))
        #expect(try Self.outcome(Self.patched(Self.plain, at: 432 + 28, 0, size: 2)) == ZipError("an entry of the central directory has no name"))
    }

    @Test func entryClaimsAreCheckedAgainstTheFile() throws {
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 491 + 20, 0x7FFF_FFFF, size: 4))
                == ZipError("its data (2147483647 bytes at offset 146) reaches past the entries' part of the file", entry: "skin/skins.json"))
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 491 + 42, 1, size: 4))
                == ZipError("no local header where the central directory says it starts (offset 1)", entry: "skin/skins.json"))
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 491 + 42, 370, size: 4))
                == ZipError("its local header (offset 370) lies outside the entries' part of the file", entry: "skin/skins.json"))
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 432 + 20, 22, size: 4))
                == ZipError("is stored (not compressed) but its sizes differ: 22 bytes stored, 23 declared", entry: "skin/note.txt"))
    }

    @Test func dataThatDisagreesWithItsHeaderIsAnError() throws {
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 491 + 24, 100, size: 4))
                == ZipError("inflates past its declared size of 100 bytes", entry: "skin/skins.json"))
        #expect(
            try Self.outcome(Self.patched(Self.plain, at: 491 + 20, 100, size: 4))
                == ZipError("its compressed data ends before the deflate stream does (a truncated or damaged entry)", entry: "skin/skins.json"))
        var damaged = Self.plain
        for index in 146..<150 { damaged[index] ^= 0xFF }
        #expect(try Self.outcome(damaged) == ZipError("its compressed data is damaged (zlib: invalid stored block lengths)", entry: "skin/skins.json"))
        var flipped = Self.plain
        flipped[78] ^= 0x20  // "stored, …" becomes "Stored, …"
        #expect(
            try Self.outcome(flipped)
                == ZipError("fails its CRC-32 check (the data gives 0x3c1b7e01, the header declares 0x3efe7299)", entry: "skin/note.txt"))
    }

    @Test func zip64ClaimsAreCheckedToo() throws {
        let bytes = Self.zip64
        let end = try #require(Self.offset(of: [0x50, 0x4B, 0x05, 0x06], in: bytes))
        let locator = end - 20
        #expect(Array(bytes[locator..<locator + 4]) == [0x50, 0x4B, 0x06, 0x07])
        #expect(
            try Self.outcome(Self.patched(bytes, at: locator + 8, 1 << 40, size: 8))
                == ZipError("the ZIP64 end of central directory locator points outside the file (offset 1099511627776)"))
        #expect(
            try Self.outcome(Self.patched(bytes, at: locator + 8, 0, size: 8))
                == ZipError("the ZIP64 end of central directory record is missing where its locator points"))
        let record = try #require(Self.offset(of: [0x50, 0x4B, 0x06, 0x06], in: bytes))
        let manyEntries = Self.patched(Self.patched(bytes, at: record + 24, 1 << 60, size: 8), at: record + 32, 1 << 60, size: 8)
        #expect(
            try Self.outcome(manyEntries) == ZipError("the central directory claims 1152921504606846976 entries, more than its 73 bytes can hold"))
        #expect(
            try Self.outcome(Self.patched(bytes, at: record + 32, 2, size: 8))
                == ZipError("the archive spans several disks (a split zip), which termskin does not read"))
        // The central record's ZIP64 field holds the uncompressed size (its 32-bit field is saturated).
        let central = try #require(Self.offset(of: [0x50, 0x4B, 0x01, 0x02], in: bytes))
        let field = try #require(Self.offset(of: [0x01, 0x00, 0x08, 0x00], in: bytes, from: central + 46))
        #expect(
            try Self.outcome(Self.patched(bytes, at: field + 4, 1 << 62, size: 8))
                == ZipError("declares 4611686018427387904 bytes, more than the 1048576 allowed", entry: "skin/skins.json"))
        #expect(
            try Self.outcome(Self.patched(bytes, at: field, 0x0009, size: 2))
                == ZipError("its sizes or offset say ZIP64 but it has no ZIP64 extra field", entry: "skin/skins.json"))
        #expect(
            try Self.outcome(Self.patched(bytes, at: central + 20, 0xFFFF_FFFF, size: 4))
                == ZipError("its ZIP64 extra field is too short for the values it must hold", entry: "skin/skins.json"))
    }

    /// Every byte of each small archive turned over, and every truncation: an error or the data,
    /// never a trap, within a bounded time.
    @Test(arguments: ["stored-and-deflated.zip", "zip64.zip", "data-descriptor.zip", "symlink.zip"])
    func everyCorruptionIsAnErrorOrTheData(name: String) throws {
        let original = try [UInt8](Data(contentsOf: ZipReaderTests.folder.appendingPathComponent(name)))
        let folder = try TemporaryFolder()
        var variants: [[UInt8]] = (0..<original.count).map { Array(original.prefix($0)) }
        for index in original.indices {
            var flipped = original
            flipped[index] ^= 0xFF
            variants.append(flipped)
        }
        var failures = 0
        var readWhole = 0
        let elapsed = ThreadCPUTime.measure {
            for variant in variants {
                var texts: [String] = []
                if Self.outcome(variant, in: folder, texts: &texts) == nil {
                    readWhole += 1
                    // What reads whole reads right: the CRC-32 of each entry was checked.
                    #expect(texts.allSatisfy { [ZipReaderTests.note, ZipReaderTests.skinsJSON, "skins.json"].contains($0) }, "\(texts)")
                } else {
                    failures += 1
                }
            }
        }
        #expect(failures + readWhole == 2 * original.count)
        #expect(failures > original.count, "every truncation at least fails")
        #expect(elapsed < .seconds(10), "took \(elapsed)")
    }
}
