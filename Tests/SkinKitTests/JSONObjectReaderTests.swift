import Foundation
import Testing

@testable import SkinKit

/// `JSONObjectReader` reads what Foundation's `JSONSerialization` reads, to the same values, and
/// refuses what it refuses with the same words: real files, hand-made edge cases and thousands of
/// seeded mutations of them.
struct JSONObjectReaderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let realFiles = [
        "Data/Schemes/Dracula.json", "Data/SwiftTheme/Red.json", "Data/SwiftTheme/SwiftTheme.map.json",
        "Data/Tilix/solarized-dark.json", "Data/VSCode/Dracula.settings.json", "Corpus/escape-in-key.json",
        "Corpus/huge-number-font.json", "Corpus/not-utf8.json", "Corpus/null-color.json", "Corpus/deep-nesting.json",
        "Data/AssetCatalogs/ColorAssetCatalog/Colors.xcassets/device-specific.colorset/Contents.json",
    ]

    static let edgeCases: [String] = [
        "", " ", "{}", "[]", "{ }", "[ ]", "{\"a\": 1,}", "[1, 2,]", "[1,,2]", "{,}", "[,]", "{\"a\":1, \"a\":2}",
        "{\"a\": x}", "{\"a\" 1}", "[1, 2]]", "[1 2]", "{1: 2}", "{\"a\": [1, 2", "{\"a\": \"b", "{\"a\": \"\\", "\"text\"",
        "1", "true", "null", "[tru]", "[tru", "[nul]", "[falsy]", "[t]", "{\"a\": 01}", "[-01]", "[-0]", "[0.5e]", "[1.]",
        "[1.e5]", "[.5]", "[-]", "[1e+]", "[1e+5]", "[1E-5]", "[1e5.5]", "[1-2]", "[--1]", "[+1]", "[1e400]", "[-1e400]",
        "[1e400, x]", "[12345678901234567890]", "[18446744073709551616]", "[-9223372036854775808]", "[-922337203685477580]",
        "[9223372036854775807]", "[9223372036854775808]", "[0.1, 1.5, 100.25, 3.14159265358979323846]", "[1E2]",
        "{\"a\": \"\\ud800\"}", "{\"a\": \"\\ud800\\u0041\"}", "{\"a\": \"\\ud800x\"}", "{\"a\": \"\\udc00\"}",
        "{\"a\": \"\\ud83d\\ude00\"}", "{\"a\": \"\\u00e9\\u0000\"}", "{\"a\": \"\\uZZZZ\"}", "{\"a\": \"\\u12\"}",
        "{\"a\": \"\\q\"}", "{\"a\": \"x\ty\"}", "{\"a\": \"x\u{1}\"}", "{\"a\": \"\\/\\b\\f\\n\\r\\t\\\"\\\\\"}",
        "\u{FEFF}{\"a\":1}", "\u{FEFF}[]", "[\"é\", \"日本\", \"😀\"]", "{\"a\": {\"b\": {\"c\": [[[]]]}}}", "[1]x",
        "[1] \n\t\r", "\n\n  {\"a\": tru}", "{'a': 1}", "[\"\\ud83d\"]", "[\"\\ud83d\\", "[\"\\u", "{\"a\":}",
        "{\"a\"}", "{\"a\":1 \"b\":2}", "[\"a\" : 1]", "[[]", "]", "}", "[}", "{]",
        String(repeating: "[", count: 511) + String(repeating: "]", count: 511),
        String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
        String(repeating: "{\"a\":", count: 600),
    ]

    @Test func realFilesReadAsFoundationReadsThem() throws {
        for name in Self.realFiles {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            #expect(Self.mine(data) == Self.foundation(data), "\(name)")
        }
    }

    @Test func edgeCasesReadAndFailAsFoundation() {
        var differences: [String] = []
        for text in Self.edgeCases {
            let data = Data(text.utf8)
            let (mine, theirs) = (Self.mine(data), Self.foundation(data))
            if mine != theirs { differences.append("\(text.prefix(60).debugDescription): \(mine) ≠ \(theirs)") }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func otherEncodingsAndBytesAsFoundation() {
        let document = "{\"name\": \"Nacht\", \"colors\": [1, 2.5, true, null]}"
        var inputs: [[UInt8]] = [
            Array(document.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            Array(document.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
            [0xFF, 0xFE] + Array(document.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            [0xFE, 0xFF] + Array(document.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
            Array(document.unicodeScalars).flatMap { scalar in (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } },
            [0xFF, 0xFE, 0, 0] + Array(document.unicodeScalars).flatMap { scalar in (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } },
            [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D],  // invalid UTF-8 in a string
            [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D],  // in a key
            [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D],  // a truncated sequence
            [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],  // an encoded surrogate
            [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D],  // overlong
            [0x5B, 0x22, 0x5C, 0xC3, 0xA9, 0x22, 0x5D],  // an escape of a non-ASCII letter
            [0x5B, 0x22, 0xC3, 0xA9, 0x01, 0x22, 0x5D], [0x5B, 0xC3, 0xA9, 0x5D], [0x00, 0x5B], [0x5B, 0x00],
            [0x5B, 0x5D, 0x00],
        ]
        inputs.append([0x5B, 0x22] + Array(repeating: 0x41, count: 10) + [0x80, 0x22, 0x5D])
        var differences: [String] = []
        for bytes in inputs {
            let data = Data(bytes)
            let (mine, theirs) = (Self.mine(data), Self.foundation(data))
            if mine != theirs { differences.append("\(bytes.prefix(16)): \(mine) ≠ \(theirs)") }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// 6,000 seeded mutations of the real files: bytes deleted, replaced with JSON's own punctuation
    /// or arbitrary bytes, duplicated, and the file cut short.
    @Test func mutationsReadAndFailAsFoundation() throws {
        let sources = try Self.realFiles.map { [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent($0))) }
        let punctuation = Array("{}[]\",:\\/ \n.-+eE0123456789tfnu".utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xFF]
        var seed: UInt64 = 20_261_126
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(max(bound, 1)))
        }
        var differences: [String] = []
        for round in 0..<6_000 {
            var bytes = sources[round % sources.count]
            for _ in 0..<(1 + next(3)) where !bytes.isEmpty {
                let at = next(bytes.count)
                switch next(5) {
                case 0: bytes.remove(at: at)
                case 1: bytes[at] = punctuation[next(punctuation.count)]
                case 2: bytes.insert(punctuation[next(punctuation.count)], at: at)
                case 3: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + next(8))], at: at)
                default: bytes.removeSubrange(at...)
                }
            }
            let data = Data(bytes)
            let (mine, theirs) = (Self.mine(data), Self.foundation(data))
            if mine != theirs { differences.append("round \(round): \(mine) ≠ \(theirs)") }
        }
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(8).joined(separator: "\n"))")
    }

    // MARK: Both readers' results in one comparable text

    static func mine(_ data: Data) -> String {
        do {
            return canonical(try JSONObjectReader.object(from: data))
        } catch {
            return "error: \(error.message)"
        }
    }

    static func foundation(_ data: Data) -> String {
        do {
            return canonical(try JSONSerialization.jsonObject(with: data, options: []))
        } catch {
            return "error: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")"
        }
    }

    /// Objects with sorted keys; numbers as integer or double text (Foundation's as its C type
    /// says); booleans and null by name.
    static func canonical(_ value: Any) -> String {
        switch value {
        case let dictionary as [String: Any]:
            return "{" + dictionary.keys.sorted().map { "\($0.debugDescription):\(canonical(dictionary[$0] ?? 0))" }.joined(separator: ",") + "}"
        case let array as [Any]:
            return "[" + array.map(canonical).joined(separator: ",") + "]"
        case let text as String:
            return text.debugDescription
        case is JSONNull, is NSNull:
            return "null"
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c": return number.boolValue ? "true" : "false"
            case "d", "f": return "d\(number.doubleValue)"
            case "Q": return "i\(number.uint64Value)"
            default: return "i\(number.int64Value)"
            }
        default:
            return "?\(type(of: value))"
        }
    }
}
