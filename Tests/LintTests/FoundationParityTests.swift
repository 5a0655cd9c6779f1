import Foundation
import SkinKit
import Testing

@testable import Lint

/// What Lint computes by hand since it left Foundation, held to Foundation's results.
struct FoundationParityTests {
    static let texts = [
        "", " ", "a", " a ", "\ta b\t", "\n a \n", "\u{200b}a\u{3000}", "\u{a0}é\u{a0}", "\u{85}x\u{2028}", "\r\n", "\u{b}\u{c}y\u{2029}",
        "\u{1680}\u{2000}\u{200a}\u{202f}\u{205f}z", "\u{180e}q\u{feff}", "日 本",
    ]

    @Test(arguments: texts)
    func trimmedAsFoundation(_ text: String) {
        #expect(Whitespace.trimmed(text, Whitespace.isSpace) == text.trimmingCharacters(in: .whitespaces))
        #expect(Whitespace.trimmed(Substring(text), Whitespace.isSpaceOrNewline) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func sarifURIsEncodedAsFoundation() {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "%;?#[]"))
        var paths = ["", "/", "Skins/a b.json", ":x", "a:b/c", "/tmp/é 日.json", "100%;?#[]", "\u{0}\u{1b}\u{7f}", "🎨/x"]
        paths.append(String(String.UnicodeScalarView((0..<128).compactMap(Unicode.Scalar.init))))
        for path in paths {
            let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
            #expect(LintReport.uri(path) == (path.hasPrefix("/") ? "file://" + encoded : encoded), "\(path.debugDescription)")
        }
    }

    /// The two schemas, written by `JSONObjectWriter`, are the bytes JSONSerialization writes of them.
    @Test func schemasAsJSONSerializationWroteThem() throws {
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let skin = try JSONSerialization.data(withJSONObject: SkinSchema.object(), options: options)
        #expect(SkinSchema.json() == String(decoding: skin, as: UTF8.self) + "\n")
        let screen = try JSONSerialization.data(withJSONObject: ScreenSchema.object(), options: options)
        #expect(ScreenSchema.json() == String(decoding: screen, as: UTF8.self) + "\n")
    }
}
