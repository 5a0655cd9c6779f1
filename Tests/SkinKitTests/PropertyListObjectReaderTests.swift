import Foundation
import TestSupport
import Testing

@testable import SkinKit

/// `PropertyListObjectReader` reads what `PropertyListSerialization` (CoreFoundation) read, to the
/// same objects in the same format, and refuses what it refused, with its message and line.
struct PropertyListObjectReaderTests {
    static func expectSame(_ bytes: [UInt8], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let ours = PropertyListOutcome.ours(bytes)
        #expect(ours == PropertyListOutcome.foundation(bytes), "\(label): ours \(ours)", sourceLocation: sourceLocation)
    }

    @Test func thereAreFilesToCompare() {
        #expect(PropertyListSamples.files.count >= 19)
        #expect(PropertyListSamples.files.contains { $0.hasSuffix(".terminal") } && PropertyListSamples.files.contains { $0.hasSuffix(".itermcolors") })
        #expect(PropertyListSamples.files.contains { PropertyListSamples.bytes($0).starts(with: Array("bplist00".utf8)) })
    }

    @Test(arguments: PropertyListSamples.files)
    func aFileOfThePackageReadsAsFoundationReadsIt(path: String) {
        Self.expectSame(PropertyListSamples.bytes(path), path)
    }

    /// Terminal.app's colors are keyed archives (binary property lists) inside `<data>`.
    @Test func theArchivedColorsOfTerminalProfilesReadAsFoundationReadsThem() throws {
        var archives = 0
        for path in PropertyListSamples.files where path.hasSuffix(".terminal") {
            let profile = try #require(try PropertyListObjectReader.object(Data(PropertyListSamples.bytes(path))) as? [String: Any])
            for case let archive as Data in profile.values {
                Self.expectSame([UInt8](archive), "\(path) archive")
                archives += 1
            }
        }
        #expect(archives >= 20)
    }

    @Test func textDocumentsReadAsFoundationReadsThem() {
        #expect(PropertyListSamples.textDocuments.count > 150)
        for (label, bytes) in PropertyListSamples.textDocuments { Self.expectSame(bytes, label) }
    }

    @Test func binaryDocumentsReadAsFoundationReadsThem() {
        for (label, bytes) in PropertyListSamples.binaryDocuments { Self.expectSame(bytes, label) }
    }

    /// The XML errors name the line CF named (the loader reports it with the file).
    @Test(arguments: [
        ("<plist>\n<dict>\n  <key>a</key>\n  <strin>b</string>\n</dict>\n</plist>\n", 4, "Encountered unknown tag strin on line 4"),
        ("<plist>\n<array>\n<string>a</string>\n</dict>\n", 4, "Close tag on line 4 does not match open tag array"),
        ("<plist>\r\n<dict>\r\r\n<key>a</key>\n<integer>1a</integer>\n</dict></plist>", 5, "Hex digit in non-hex <integer> on line 5"),
        ("<?xml version=\"1.0\"?>\n\n<plist>\n<data>AAé</data></plist>", 4, "Could not interpret <data> on line 4 (invalid character 0xC3)"),
    ])
    func anXMLErrorNamesTheLine(document: String, line: Int, message: String) {
        #expect(PropertyListOutcome.ours(Array(document.utf8)) == .refused(message, line: line))
        Self.expectSame(Array(document.utf8), document)
    }

    /// Damaged copies of every property list of the package (bytes changed, dropped, added; a fixed
    /// seed): read to Foundation's objects or refused with Foundation's message and line.
    @Test func damagedFilesReadAsFoundationReadsThem() {
        var generator = SplitMix64(seed: 0x0050_4C49_5354)
        let alphabet =
            Array("<>/&;#x![]?-=\"'dictarykeystringintegerealdatadatetruefalseplistCF$UID0123456789.-+eE \t\n\r{}(),".utf8)
            + [0x00, 0x80, 0xA9, 0xC3, 0xE9, 0xFF]
        let sources = PropertyListSamples.files.map(PropertyListSamples.bytes) + PropertyListSamples.binaryDocuments.map(\.1)
        var read = 0
        var refused = 0
        for round in 0..<6000 {
            var bytes = sources[round % sources.count]
            if bytes.starts(with: Array("bplist".utf8)) {
                generator.damageBinary(&bytes)
            } else if !bytes.isEmpty {
                generator.damage(&bytes, alphabet: alphabet)
            }
            let ours = PropertyListOutcome.ours(bytes)
            // Foundation crashes on a set (see below): those are left out.
            if case .read(let canon, _) = ours, canon.holdsSet { continue }
            #expect(ours == PropertyListOutcome.foundation(bytes), "round \(round)")
            if case .read = ours { read += 1 } else { refused += 1 }
        }
        #expect(read > 400 && refused > 3000, "\(read) read, \(refused) refused")
    }

    /// Foundation on Linux crashes bridging a binary property list's set to Swift; the reader
    /// gives its members.
    @Test func aSetIsReadWhereFoundationCrashes() throws {
        let set = PropertyListSamples.binary([[0xC3, 1, 2, 1], [0x51, 0x61], [0x10, 0x07]])
        let members = try #require(try PropertyListObjectReader.object(Data(set)) as? PropertyListSet).members
        #expect(PropertyListCanon(members) == .array([.string("a"), .integer("7"), .string("a")]))
    }

    /// A few hundred bytes whose arrays share arrays describe 2^500 objects: CF reads them once each,
    /// and Foundation then runs out of memory copying them into Swift arrays. The reader refuses a
    /// file past 65,536 objects and one a byte, at once, and reads a smaller one as Foundation does.
    @Test func sharedArraysPastTheBudgetAreRefusedAtOnce() throws {
        let small = PropertyListSamples.sharedChain(depth: 12)
        Self.expectSame(small, "8,191 objects")
        for depth in [20, 300, 510] {
            let bytes = PropertyListSamples.sharedChain(depth: depth)
            var outcome: PropertyListOutcome?
            let elapsed = ThreadCPUTime.measure { outcome = PropertyListOutcome.ours(bytes) }
            #expect(elapsed < .milliseconds(500), "took \(elapsed)")
            #expect(
                outcome
                    == .refused("The binary property list's shared arrays and dictionaries expand to more than \(bytes.count + 65536) objects", line: nil))
        }
        // Past 512 deep CF's limit comes first: it then reads the text as XML.
        #expect(PropertyListOutcome.ours(PropertyListSamples.sharedChain(depth: 520)) == .refused("Unexpected character b at line 1", line: 1))
    }

    /// Counts and offsets in a header are checked against the file before anything is read or made.
    @Test func aHeaderClaimingMoreThanTheFileIsRefusedAtOnce() {
        let claims: [[UInt8]] = [
            PropertyListSamples.binary([[0xAF, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1]]),
            PropertyListSamples.binary([[0x5F, 0x13, 0x0F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x61]]),
            PropertyListSamples.binary([[0x6F, 0x13, 0x4F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0x61]]),
            PropertyListSamples.binary([[0xDF, 0x13, 0x3F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0]]),
            {
                var bytes = PropertyListSamples.binary([[0x09]])
                bytes[bytes.count - 24] = 0x40
                return bytes
            }(),
        ]
        for bytes in claims {
            let elapsed = ThreadCPUTime.measure { _ = PropertyListOutcome.ours(bytes) }
            #expect(elapsed < .milliseconds(100), "took \(elapsed)")
            Self.expectSame(bytes, "\(bytes.prefix(12))")
        }
    }

    /// 100,000 nested arrays (a fuzzed skin's) stop at CF's limit, not at the end of the stack.
    @Test func documentsNestedFarPastTheLimitAreRefusedWithoutRecursingThroughThem() {
        let depth = 100_000
        let xml = PropertyListSamples.xml(String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth))
        #expect(PropertyListOutcome.ours(xml) == .refused("Too many nested arrays or dictionaries, failing on line 2", line: 2))
        let openStep = PropertyListSamples.text(String(repeating: "(", count: depth) + String(repeating: ")", count: depth))
        #expect(PropertyListOutcome.ours(openStep) == .refused("Unexpected character ( at line 1", line: 1))
        let objects = (0..<depth).map { [0xA1] + PropertyListSamples.bigEndian($0 + 1, count: 4) } + [[0x09]]
        let binary = PropertyListSamples.binary(objects, referenceSize: 4, offsetSize: 4)
        #expect(PropertyListOutcome.ours(binary) == .refused("Unexpected character b at line 1", line: 1))
    }

    /// The values are Swift's own: `Int`, `UInt64` past Int64, `Double`, `Bool`, `Data`, `Date`, UIDs.
    @Test func valuesAreSwiftValues() throws {
        let document = PropertyListSamples.xml(
            """
            <array><integer>-3</integer><integer>18446744073709551615</integer><real>2</real><true/><data>AQI=</data>
            <date>2001-01-01T00:01:00Z</date><dict><key>CF$UID</key><integer>9</integer></dict><string>s</string><dict/></array>
            """)
        let (object, format) = try PropertyListObjectReader.read(Data(document))
        #expect(format == .xml)
        let values = try #require(object as? [Any])
        #expect(values[0] as? Int == -3 && type(of: values[0]) == Int.self)
        #expect(values[1] as? UInt64 == UInt64.max)
        #expect(values[2] as? Double == 2 && type(of: values[2]) == Double.self)
        #expect(values[3] as? Bool == true && type(of: values[3]) == Bool.self)
        #expect(values[4] as? Data == Data([1, 2]))
        #expect(values[5] as? Date == Date(timeIntervalSinceReferenceDate: 60))
        #expect(values[6] as? PropertyListUID == PropertyListUID(9))
        #expect(values[7] as? String == "s")
        #expect((values[8] as? [String: Any])?.isEmpty == true)
    }
}
