import Foundation
import TestSupport
import Testing

@testable import SkinKit

/// `XMLPropertyListWriter` writes the bytes `PropertyListSerialization` wrote; what
/// `BinaryPropertyListWriter` writes, Foundation and the reader read back to the same objects.
struct PropertyListWriterTests {
    /// Our XML and binary for `ours` (read by our reader) against Foundation's XML for `theirs`
    /// (the same document read by Foundation), and the binary read back by both.
    static func expectWrittenAsFoundationWritesIt(ours: Any, theirs: Any, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let foundationXML = try? PropertyListSerialization.data(fromPropertyList: theirs, format: .xml, options: 0)
        let xml = try? XMLPropertyListWriter.data(ours)
        #expect(
            xml != nil && xml == foundationXML, "\(label): \(xml.map { String(decoding: $0, as: UTF8.self).prefix(300) } ?? "nil")",
            sourceLocation: sourceLocation)
        expectBinaryReadsBack(ours, label, sourceLocation: sourceLocation)
    }

    static func expectBinaryReadsBack(_ object: Any, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let binary = try? BinaryPropertyListWriter.data(object) else {
            Issue.record("\(label): not written", sourceLocation: sourceLocation)
            return
        }
        let expected = PropertyListOutcome.read(PropertyListCanon(object), PropertyListSerialization.PropertyListFormat.binary.rawValue)
        #expect(PropertyListOutcome.foundation([UInt8](binary)) == expected, "\(label): Foundation's reading", sourceLocation: sourceLocation)
        #expect(PropertyListOutcome.ours([UInt8](binary)) == expected, "\(label): ours", sourceLocation: sourceLocation)
    }

    /// Every property list of the package, and damaged copies of them that both read.
    @Test func documentsAreWrittenAsFoundationWroteThem() throws {
        var generator = SplitMix64(seed: 0x5752_4954_45)
        let alphabet = Array("<>/&;#x-\"'dictarykeystringintegerealdatadatetruefalse0123456789.-+eE \t\n".utf8) + [0xC3, 0xA9]
        let sources = PropertyListSamples.files.map(PropertyListSamples.bytes) + PropertyListSamples.binaryDocuments.map(\.1)
        var written = 0
        for round in 0..<(sources.count * 40) {
            var bytes = sources[round % sources.count]
            if round >= sources.count {
                if bytes.starts(with: Array("bplist".utf8)) { generator.damageBinary(&bytes) } else { generator.damage(&bytes, alphabet: alphabet) }
            }
            guard let ours = try? PropertyListObjectReader.object(Data(bytes)), !PropertyListCanon(ours).holdsSet,
                let theirs = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
            else { continue }
            // Null and keys that are not strings are refused by both (below).
            let canon = String(describing: PropertyListCanon(ours))
            if canon.contains("null") || canon.contains("K{") { continue }
            Self.expectWrittenAsFoundationWritesIt(ours: ours, theirs: theirs, "round \(round)")
            written += 1
        }
        #expect(written > 200)
    }

    /// Values as Foundation wrote them: reals in `%.17g`, infinities and NaN, integers past Int64,
    /// keys in UTF-16 order, escaping, base-64 lines at every indent, dates far from now.
    @Test func valuesAreWrittenAsFoundationWroteThem() {
        var values: [(String, Any)] = [
            (
                "reals",
                [
                    0.1, 1, -0.0, 0, 1e300, 1e-300, 123_456_789_012_345_680, 0.300_000_000_000_000_04, .pi, -2.5e-10, .leastNonzeroMagnitude, .nan, .infinity,
                    -.infinity, 1e16,
                    1e17,
                ]
                    as [Double]
            ),
            ("floats", [Float(0.1), Float(3.5)]),
            ("integers", [0, 1, -1, 255, 256, 65535, 65536, Int.max, Int.min, 4_294_967_296, UInt64.max, UInt64(Int64.max) + 1] as [Any]),
            ("strings", ["", "a<b>&c\"d'e", "tab\there\nnew\r", "é", "😀", "\u{0}nul", "ＡＢ", "]]>"]),
            ("keys", ["b": 1, "a": 2, "😀": 5, "\u{FF01}": 6, "B": 7, "": 8, "a<&>": 9, "é": 10] as [String: Any]),
            ("empty containers", ["a": [Any](), "d": [String: Any](), "s": ""] as [String: Any]),
            ("booleans", [true, false, ["x": true]] as [Any]),
            (
                "dates",
                [0, 1.5, -1, 789_015_845, -63_177_062_400, 1e10, -1e12, 59.9, -0.5, 3.836_537_038_981_44e16, 1e20, -1e20, .nan, .infinity].map {
                    Date(timeIntervalSinceReferenceDate: $0)
                }
            ),
            ("many", Dictionary(uniqueKeysWithValues: (0..<300).map { ("key\($0)", [$0, "v\($0)", Double($0) / 7] as [Any]) })),
        ]
        for size in [0, 1, 2, 3, 4, 56, 57, 58, 60, 100, 1000] {
            var nested: Any = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 37) })
            for depth in 0..<11 {
                values.append(("\(size) bytes of data \(depth) deep", nested))
                nested = [nested]
            }
        }
        for (label, value) in values { Self.expectWrittenAsFoundationWritesIt(ours: value, theirs: value, label) }
    }

    /// A keyed archive's UIDs, which only CF's own object stands for on Foundation's side.
    @Test func uidsAreWrittenAsFoundationWroteThem() throws {
        let document = PropertyListSamples.xml(
            "<array><dict><key>CF$UID</key><integer>0</integer></dict><dict><key>CF$UID</key><integer>70000</integer></dict><dict><key>CF$UID</key><integer>-1</integer></dict></array>"
        )
        let theirs = try PropertyListSerialization.propertyList(from: Data(document), options: [], format: nil)
        Self.expectWrittenAsFoundationWritesIt(ours: try PropertyListObjectReader.object(Data(document)), theirs: theirs, "UIDs")
    }

    /// What no property list holds is refused, as Foundation refuses it.
    @Test func nullSetsAndKeysThatAreNotStringsAreRefused() {
        let refused: [(Any, String)] = [
            (["a": JSONNull()] as [String: Any], "property lists cannot contain objects of type 'CFNull'"),
            ([PropertyListSet(["a"])] as [Any], "property lists cannot contain objects of type 'CFSet'"),
            ([AnyHashable(1): "a"] as [AnyHashable: Any], "property list dictionaries may only have keys which are CFStrings"),
        ]
        for (value, reason) in refused {
            #expect(throws: PropertyListError(message: "Property list invalid for format: 100 (\(reason))")) { try XMLPropertyListWriter.data(value) }
            #expect(throws: PropertyListError(message: "Property list invalid for format: 200 (\(reason))")) { try BinaryPropertyListWriter.data(value) }
        }
        #expect(throws: (any Error).self) { try PropertyListSerialization.data(fromPropertyList: ["a": NSNull()], format: .xml, options: 0) }
    }

    /// `%.17g` is the C locale's whatever the process's locale (termskin takes the user's, for ncurses).
    @Test func realsAreWrittenWithAPointAndSeventeenDigits() {
        #expect(CLocaleFormat.general17(0.1) == "0.10000000000000001")
        #expect(CLocaleFormat.general17(1e300) == "1.0000000000000001e+300")
        #expect(CLocaleFormat.general17(-2.5) == "-2.5")
        #expect(XMLPropertyListWriter.realText(-0.0) == "0.0" && XMLPropertyListWriter.realText(.nan) == "nan")
    }
}
