import Testing

@testable import SkinKit

struct ControlCharactersTests {
    @Test func controlCharactersAreWrittenAsEscapes() {
        #expect(ControlCharacters.escaped("\u{1B}]2;pwned\u{07}") == #"\u{1B}]2;pwned\u{7}"#)
        #expect(ControlCharacters.escaped("a\u{9B}b\u{7F}") == #"a\u{9B}b\u{7F}"#, "C1 CSI and DEL too")
        #expect(ControlCharacters.escaped("line\nnext") == #"line\u{A}next"#)
        #expect(ControlCharacters.escaped("line\nnext", keepingNewlines: true) == "line\nnext")
    }

    @Test func printableTextIsUnchanged() {
        for text in ["", "plain", "Hello, 世界 ☾", "顏色1 · ‹ ⋯"] { #expect(ControlCharacters.escaped(text) == text) }
    }

    @Test func skinErrorDescriptionEscapesTheFilesBytes() {
        let error = SkinError(file: "a\u{1B}.json", keyPath: ["s", "Color", "k\u{1B}"], line: 2, message: "'\u{1B}[2J' is not a color")
        #expect(!error.description.unicodeScalars.contains { $0.value == 0x1B })
        #expect(error.description == #"a\u{1B}.json:2: s.Color.k\u{1B}: '\u{1B}[2J' is not a color"#)
    }
}
