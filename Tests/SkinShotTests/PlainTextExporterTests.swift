import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct PlainTextExporterTests {
    @Test func trimsTrailingSpacesAndEndsEveryRowWithANewline() {
        var canvas = Canvas(width: 6, height: 3)
        canvas.draw("ab", x: 0, y: 0, foreground: .black)
        canvas.draw("c", x: 2, y: 2, foreground: .black)
        #expect(PlainTextExporter().export(canvas) == "ab\n\n  c\n")
    }

    @Test func writesAWideCharacterOnceAndKeepsTheColumnsAfterIt() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("漢x", x: 1, y: 0, foreground: .black)
        #expect(PlainTextExporter().export(canvas) == " 漢x\n")
    }

    @Test func aLoneContinuationBecomesASpaceAndAControlCharacterTheReplacementCharacter() {
        var canvas = Canvas(width: 4, height: 1)
        canvas[0, 0].character = ""
        canvas[1, 0].character = "a"
        canvas[2, 0].character = "\u{7}"
        canvas[3, 0].character = "b"
        #expect(PlainTextExporter().export(canvas) == " a\u{FFFD}b\n")
    }

    @Test func anEmptyCanvasIsEmpty() {
        #expect(PlainTextExporter().export(Canvas(width: 0, height: 0)) == "")
    }
}
