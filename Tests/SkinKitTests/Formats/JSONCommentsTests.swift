import Testing

@testable import SkinKit

@Suite struct JSONCommentsTests {
    func blanked(_ text: String) -> String? {
        JSONComments.blanked(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func commentsBecomeSpacesAndLineBreaksStay() {
        #expect(blanked("{ // a\r\n\"k\": 1 /* b\n c */ }") == "{     \r\n\"k\": 1     \n      }")
    }

    /// `//` and `/*` in strings (a URL, a path) are text, also after an escaped quote.
    @Test func stringsAreNotComments() {
        #expect(blanked(#"{"u": "https://x/*y", "q": "a\"//b"}"#) == nil)
        #expect(blanked(#"{"q": "\\"} // c"#) == #"{"q": "\\"}     "#)
    }

    /// A comment that never closes runs to the end (the JSON reader then refuses what is left).
    @Test func anUnclosedCommentRunsToTheEnd() {
        #expect(blanked("{} /* x") == "{}     ")
        #expect(blanked("{} /") == nil)
    }
}
