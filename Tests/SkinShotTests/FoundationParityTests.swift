import Foundation
import SkinKit
import Testing

@testable import SkinShot

/// What SkinShot computes by hand since it left Foundation, held to Foundation's results.
struct FoundationParityTests {
    static let paths = [
        "", "/", "a", "x.png.diff.svg", "a b/c:d;e%f?g#h[i]", ":", "a:b", "a:b:c", "a:b/c:d", "/a:b", "./a:b", "//a:b",
        "é/日:", "a%3Ab", "~!@$&'()*+,=_-.", "\u{0}\u{1f}\u{7f}", "emoji 🎨/x", "\"<>\\^`{|}",
    ]

    @Test(arguments: paths)
    func diffImagePathsEncodedAsFoundation(_ path: String) {
        #expect(DiffReportPage.percentEncodedPath(path) == path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed))
    }

    @Test func pendingMarkFoundFromTheEnd() {
        for name in ["a.new.png", "a.new.new.png", "new.png", ".new.", "a.new.b.new.svg", "a.png", "é.new.txt"] {
            let foundation = name.range(of: ".new.", options: .backwards).map { name.replacingCharacters(in: $0, with: ".") }
            let mine = PendingShot.lastRange(of: ".new.", in: name).map { range -> String in
                var golden = name
                golden.replaceSubrange(range, with: ".")
                return golden
            }
            #expect(mine == foundation, "\(name)")
        }
    }

    @Test func declarationsTrimmedAsFoundation() {
        for text in ["", " ", " a ", "\u{200b}a\u{3000}", "\ta b\t", "\n a \n", "\u{a0}é\u{a0}"] {
            #expect(Whitespace.trimmingSpaces(Substring(text)) == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }
}
