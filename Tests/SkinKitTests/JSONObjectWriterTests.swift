import Foundation
import TestSupport
import Testing

@testable import SkinKit

/// `JSONObjectWriter` writes the bytes Foundation's `JSONSerialization` writes on Linux, which the
/// lint reports and schemas used before they moved to FoundationEssentials: hand-picked edge
/// cases, then seeded random trees, each written both ways and compared byte for byte.
struct JSONObjectWriterTests {
    /// The options every caller passes.
    static let callersOptions: (JSONObjectWriter.Options, JSONSerialization.WritingOptions) = (
        [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes], [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    )

    /// Every combination that gives one output (unsorted keys are in no fixed order).
    static let optionPairs: [(JSONObjectWriter.Options, JSONSerialization.WritingOptions)] = [
        callersOptions,
        ([.prettyPrinted, .sortedKeys], [.prettyPrinted, .sortedKeys]),
        ([.sortedKeys], [.sortedKeys]),
        ([.sortedKeys, .withoutEscapingSlashes], [.sortedKeys, .withoutEscapingSlashes]),
    ]

    /// The same tree with `NSNull` for `JSONNull`, for Foundation.
    static func foundationTree(_ value: Any) -> Any {
        switch value {
        case is JSONNull: return NSNull()
        case let array as [Any]: return array.map(foundationTree)
        case let object as [String: Any]: return object.mapValues(foundationTree)
        default: return value
        }
    }

    static func foundationText(_ value: Any, _ options: JSONSerialization.WritingOptions) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: foundationTree(value), options: options), as: UTF8.self)
    }

    static var numbers: [Any] {
        [
            0, 1, -1, 42, Int.max, Int.min, Int64.max, UInt64.max, Int8.min, UInt8.max, Int32.min,
            0.0, -0.0, 1.0, -1.0, 0.1, 0.5, 1.5, 100.0, 123_456.789, 1e-7, 1e-5, 0.0001, 1e15, 1e16, 1e21, 1e22,
            -1e-300, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, Double.leastNormalMagnitude, 2.0 / 3.0, 4.35, 1e100,
            Float(0.1), Float(3.0), Float(1e-8), Float(16_777_216),
        ]
    }

    static let strings: [String] = [
        "", "a", "quote\"back\\slash", "a/b//c", "</script>", "\u{0}\u{1}\u{7}\u{8}\t\n\u{b}\u{c}\r\u{e}\u{f}",
        "\u{10}\u{1a}\u{1b}\u{1f} \u{7f}", "é ü ß", "日本語", "emoji 🎨 👩‍👩‍👧", "\u{2028}\u{2029}", "\u{feff}", "e\u{301}",
        "tab\there", "~!@#$%^&*()_+{}|:<>?`-=[];',.",
    ]

    /// Keys whose order depends on case, digits as numbers, punctuation and symbols.
    static let sortingKeys: [String] = [
        "", "a", "A", "b", "B", "ab", "aB", "Ab", "AB", "a1", "a2", "a10", "a01", "a001", "A2", "a_b", "a-b", "a.b",
        "a b", "a$", "a~", "a|", "$schema", "_x", "-x", "0", "00", "9", "10", "1a", "1A", "x1y2", "x01y2", "x1y02",
        "ruleId", "ruleIndex", "rules", "runs", "Z", "z", "zz", "Zz", "[x]", "{x}", "a\tb", "a\nb", "key:1", "key:01",
        "key:10", "Version", "version", "version1", "18446744073709551616", "18446744073709551617",
    ]

    static var handPicked: [Any] {
        [
            [String: Any](), [Any](), [[Any]()], [[String: Any]()], ["a": [String: Any](), "b": [Any]()],
            numbers, strings, strings.map { [$0: $0] as [String: Any] }, [true, false, JSONNull()],
            ["null": JSONNull(), "true": true, "nested": ["deeper": [["x": 1.5, "y": [1, [2, [3]]]]]]],
            Dictionary(uniqueKeysWithValues: sortingKeys.enumerated().map { ($1, $0 as Any) }),
            ["file": JSONNull(), "line": 3, "keyPath": "colors.background", "severity": "error", "suggestion": JSONNull()],
            [["a": 1], ["b": ["c": [true]]]], "fragment", 7, 0.25, JSONNull(),
        ]
    }

    @Test func handPickedTreesAsFoundation() throws {
        for tree in Self.handPicked {
            for (options, foundationOptions) in Self.optionPairs {
                var fragmentOptions = foundationOptions
                fragmentOptions.insert(.fragmentsAllowed)
                #expect(try JSONObjectWriter.text(tree, options: options) == Self.foundationText(tree, fragmentOptions))
            }
        }
    }

    @Test func sortedKeysInFoundationsOrder() {
        for a in Self.sortingKeys {
            for b in Self.sortingKeys {
                let foundation =
                    a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex, locale: NSLocale.system)
                    == .orderedAscending
                #expect(JSONObjectWriter.keyPrecedes(a, b) == foundation, "\(a.debugDescription) < \(b.debugDescription)")
            }
        }
    }

    @Test func nonFiniteNumbersAndOtherTypesAreRefused() {
        for value: Any in [[Double.nan], [Double.infinity], ["x": -Double.infinity], [Date()], [1: "one"] as [Int: String]] {
            #expect(throws: JSONObjectWriter.InvalidValue.self) { try JSONObjectWriter.text(value) }
        }
    }

    /// Random trees, for every option set: 4 × 2,500 trees of up to 4 levels.
    @Test func randomTreesAsFoundation() throws {
        var random = SplitMix64(seed: 0x4A53_4F4E)
        var compared = 0
        for _ in 0..<2_500 {
            let tree: Any = random.next() % 2 == 0 ? Self.randomObject(&random, depth: 0) : Self.randomArray(&random, depth: 0)
            for (options, foundationOptions) in Self.optionPairs {
                let mine = try JSONObjectWriter.text(tree, options: options)
                let foundation = try Self.foundationText(tree, foundationOptions)
                #expect(mine == foundation)
                if mine != foundation { return }
                compared += 1
            }
        }
        #expect(compared == 10_000)
    }

    /// Random key pairs of up to 64 ASCII characters, many sharing a start: the order Foundation
    /// sorts keys in.
    @Test func randomKeyOrderAsFoundation() {
        var random = SplitMix64(seed: 0x4B45_5953)
        var differences = 0
        for _ in 0..<100_000 {
            let a = Self.randomKey(&random, maximumLength: 64)
            var b = random.next() % 3 == 0 ? Self.randomKey(&random, maximumLength: 64) : a
            if !b.isEmpty {
                var units = Array(b.unicodeScalars)
                units[Int(random.next() % UInt64(units.count))] = Self.keyAlphabet[Int(random.next() % UInt64(Self.keyAlphabet.count))]
                b = String(String.UnicodeScalarView(units))
            }
            let foundation =
                a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex, locale: NSLocale.system)
                == .orderedAscending
            if JSONObjectWriter.keyPrecedes(a, b) != foundation { differences += 1 }
        }
        #expect(differences == 0)
    }

    /// Letters of both cases, digits, punctuation, symbols, whitespace and controls, the likelier
    /// ones more often.
    static let keyAlphabet: [Unicode.Scalar] = Array("aAbBzZ0019_-.$ ~/:".unicodeScalars) + (0..<128).compactMap(Unicode.Scalar.init)

    static func randomKey(_ random: inout SplitMix64, maximumLength: Int) -> String {
        let length = Int(random.next() % UInt64(random.next() % 4 == 0 ? maximumLength + 1 : 9))
        let scalars = (0..<length).map { _ in keyAlphabet[Int(random.next() % UInt64(random.next() % 2 == 0 ? 18 : keyAlphabet.count))] }
        return String(String.UnicodeScalarView(scalars))
    }

    static func randomString(_ random: inout SplitMix64) -> String {
        let pool = Array("ab/\\\"é日🎨\u{0}\u{1f}\u{7f}\t\n ".unicodeScalars)
        let length = Int(random.next() % 8)
        return String(String.UnicodeScalarView((0..<length).map { _ in pool[Int(random.next() % UInt64(pool.count))] }))
    }

    static func randomDouble(_ random: inout SplitMix64) -> Double {
        switch random.next() % 4 {
        case 0: return Double(Int64(bitPattern: random.next()) % 1000) / 10
        case 1: return Double(Int64(bitPattern: random.next()) % 100_000) * pow(10, Double(Int(random.next() % 60) - 30))
        case 2:
            let value = Double(bitPattern: random.next())
            return value.isFinite ? value : 0.5
        default: return Double(Int64(bitPattern: random.next()) % 10)
        }
    }

    static func randomValue(_ random: inout SplitMix64, depth: Int) -> Any {
        switch random.next() % (depth < 4 ? 9 : 7) {
        case 0: return randomString(&random)
        case 1: return Int(bitPattern: UInt(random.next() >> (random.next() % 64)))
        case 2: return randomDouble(&random)
        case 3: return random.next() % 2 == 0
        case 4: return JSONNull()
        case 5: return Int(random.next() % 100) - 50
        case 6: return Float(Int(random.next() % 20_000) - 10_000) / 64
        case 7: return randomArray(&random, depth: depth + 1)
        default: return randomObject(&random, depth: depth + 1)
        }
    }

    static func randomArray(_ random: inout SplitMix64, depth: Int) -> [Any] {
        (0..<Int(random.next() % 5)).map { _ in randomValue(&random, depth: depth) }
    }

    static func randomObject(_ random: inout SplitMix64, depth: Int) -> [String: Any] {
        var object: [String: Any] = [:]
        for _ in 0..<Int(random.next() % 7) { object[randomKey(&random, maximumLength: 24)] = randomValue(&random, depth: depth) }
        return object
    }
}
