import Foundation
import SkinKit
import Testing

@testable import termskin

/// What termskin computes by hand since it left Foundation, held to Foundation's results.
struct FoundationParityTests {
    @Test func tmuxAnswersTrimmedAsFoundation() {
        for text in ["", "1|3.4\n", " \t1|3.4\r\n", "\u{85}on|3.5\u{2028}", "\u{200b}x\u{3000}", "\u{b}\u{c}", "é\u{a0}"] {
            #expect(Whitespace.trimmingSpacesAndNewlines(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }
}
