import SkinKit
import Testing

@testable import SkinUI

/// The compact storage behind `Canvas`: inline graphemes, long ones in the canvas's table, skin keys
/// as ids, and the `Cell` values the subscripts give back.
struct CompactCellTests {
    @Test func shortGraphemesAreStoredInlineAndReadBack() throws {
        for text in ["a", " ", "é", "e\u{301}", "世", "─", "👍", "👍🏽", "🇯🇵"] {
            let grapheme = try #require(CellGrapheme(inline: text, isWide: false), "\(text) fits inline")
            #expect(grapheme.inlineText == text)
            #expect(!grapheme.isContinuation && !grapheme.isLong)
        }
        #expect(CellGrapheme(inline: "", isWide: false) == .continuation)
        #expect(CellGrapheme.continuation.inlineText == "")
    }

    @Test func aGraphemeOverFifteenBytesDoesNotFitInline() {
        let family = "👨\u{200D}👩\u{200D}👧"  // 18 UTF-8 bytes, one grapheme
        #expect(family.utf8.count > CellGrapheme.inlineCapacity && family.count == 1)
        #expect(CellGrapheme(inline: family, isWide: true) == nil)
    }

    @Test func aScalarEncodesLikeItsString() throws {
        for scalar in ["a", "~", "é", "世", "─", "⠿", "👍"].compactMap({ $0.unicodeScalars.first }) {
            let fromScalar = CellGrapheme(scalar: scalar, isWide: false)
            #expect(fromScalar == CellGrapheme(inline: String(Character(scalar)), isWide: false))
            #expect(fromScalar.singleScalar == scalar)
        }
        #expect(CellGrapheme(inline: "e\u{301}", isWide: false)?.singleScalar == nil, "two scalars")
        #expect(CellGrapheme.space.isSpace && CellGrapheme(scalar: " ", isWide: false).isSpace)
    }

    @Test func wideGraphemesAndTheirContinuations() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("a世b", x: 0, y: 0, foreground: .black)
        let cells = canvas.compactCells
        #expect(!cells[0].grapheme.isWide && cells[1].grapheme.isWide && cells[2].grapheme.isContinuation)
        #expect(canvas[1, 0].character == "世" && canvas[2, 0].character == "" && canvas[2, 0].isContinuation)
        #expect(canvas[3, 0].character == "b")
        // A continuation written through the subscript stays one; a wide head keeps its width.
        canvas[4, 0] = Cell(character: "界")
        canvas[5, 0] = Cell(character: "")
        #expect(canvas.compactCells[4].grapheme.isWide && canvas.compactCells[5].grapheme.isContinuation)
        #expect(canvas.text(ofRow: 0) == "a世b界")
    }

    @Test func longGraphemesGoThroughTheCanvasTable() {
        let family = "👨\u{200D}👩\u{200D}👧"
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw(family, x: 0, y: 0, foreground: .black)
        #expect(canvas.compactCells[0].grapheme.isLong && canvas.longGraphemes.count == 1)
        #expect(canvas[0, 0].character == family && canvas[1, 0].isContinuation)
        // Another canvas with the same text under another id still looks the same.
        var other = Canvas(width: 4, height: 1)
        other.draw("👩\u{200D}👩\u{200D}👦", x: 2, y: 0, foreground: .black)
        other.draw(family, x: 0, y: 0, foreground: .black)
        #expect(other.compactCells[0].grapheme != canvas.compactCells[0].grapheme, "ids differ")
        #expect(other.looksSame(at: 0, as: canvas))
        #expect(!other.looksSame(at: 2, as: canvas))
    }

    @Test func skinKeysAreIdsInTheCanvasTable() {
        var canvas = Canvas(width: 3, height: 1, fill: Cell(backgroundKey: "background"))
        canvas.draw("ab", x: 0, y: 0, foreground: .black, background: .white, foregroundKey: "label.text", backgroundKey: "surface")
        canvas.fill(Rect(x: 2, y: 0, width: 1, height: 1), background: .white, key: "surface")
        #expect(canvas.keys.count == 3, "background, label.text, surface: each once")
        #expect(canvas[0, 0].foregroundKey == "label.text" && canvas[0, 0].backgroundKey == "surface")
        #expect(canvas[2, 0].foregroundKey == nil && canvas[2, 0].backgroundKey == "surface")
        #expect(canvas.compactCells[0].backgroundKeyID == canvas.compactCells[2].backgroundKeyID)
    }

    @Test func internedStringsGiveOneIdPerString() {
        var table = InternedStrings()
        let a = table.id(for: "text")
        let b = table.id(for: "surface")
        #expect(a != b && a != 0 && b != 0)
        #expect(table.id(for: "text") == a && table.id(for: "surface") == b && table.id(for: "text") == a)
        #expect(table.id(for: nil as String?) == 0)
        #expect(table.string(for: a) == "text" && table.string(for: b) == "surface")
        #expect(table.string(for: 0) == nil && table.string(for: 99) == nil)
        #expect(table.count == 2)
    }

    @Test func canvasesAreEqualByContentNotByTableOrder() {
        var a = Canvas(width: 2, height: 1)
        a.draw("x", x: 0, y: 0, foreground: .black, foregroundKey: "one")
        a.draw("y", x: 1, y: 0, foreground: .black, foregroundKey: "two")
        var b = Canvas(width: 2, height: 1)
        b.draw("y", x: 1, y: 0, foreground: .black, foregroundKey: "two")
        b.draw("x", x: 0, y: 0, foreground: .black, foregroundKey: "one")
        #expect(a.compactCells[0].foregroundKeyID != b.compactCells[0].foregroundKeyID, "tables in another order")
        #expect(a == b && a.hashValue == b.hashValue)
        b.draw("x", x: 0, y: 0, foreground: .black, foregroundKey: "three")
        #expect(a != b, "a different key is a different canvas")
    }

    @Test func subscriptRoundTripsACell() {
        var canvas = Canvas(width: 2, height: 1)
        let cell = Cell(
            character: "é", foreground: RGBColor(hex: 0x112233), background: RGBColor(hex: 0x445566),
            attributes: [.bold, .underline], foregroundKey: "fg", backgroundKey: "bg")
        canvas[1, 0] = cell
        #expect(canvas[1, 0] == cell)
    }
}
