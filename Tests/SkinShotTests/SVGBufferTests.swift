import Foundation
import SkinKit
import SkinUI
import Testing

@testable import SkinShot

/// The SVG exporter writes one byte buffer from the compact cells (issue 26); what it writes must
/// be what the String helpers and `glyphs(inRow:)` say, for every kind of cell.
@Suite struct SVGBufferTests {
    @Test func escapingAndNumbersAreWrittenAsTheStringHelpersWriteThem() {
        for text in ["plain", "a&b<c>d\"e'f", "tab\there\nline\rreturn", "\u{1}\u{1F}\u{7F}", "\u{FFFE}\u{FFFF}\u{FFFD}", "été 漢 🙂 👨‍👩‍👧", ""] {
            var buffer = MarkupBuffer()
            buffer.escaped(text)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == Markup.escape(text), "\(text.debugDescription)")
        }
        for tenths in [-1_234, -84, -10, -1, 0, 1, 9, 10, 84, 170, 1_000, 123_456_789] {
            var buffer = MarkupBuffer()
            buffer.pixels(tenths)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == Markup.pixels(tenths))
        }
        for number in [Int.min + 1, -1_000, -999, -100, -7, 0, 5, 10, 99, 100, 101, 109, 110, 999, 1_000, 1_001, Int.max] {
            var buffer = MarkupBuffer()
            buffer.decimal(number)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == String(number))
        }
        for color in [RGBColor(hex: 0x000000), RGBColor(hex: 0x0A1B2C), RGBColor(hex: 0xFFFFFF), RGBColor(red: 255, green: 128, blue: 0, alpha: 0.5)] {
            var buffer = MarkupBuffer()
            buffer.hex(color)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == Markup.hex(color))
        }
    }

    /// Controls, long graphemes, a wide grapheme without its right half, keys that need escaping.
    func awkwardCanvas() -> Canvas {
        var canvas = Canvas(width: 8, height: 3)
        let cells: [(Int, Int, Cell)] = [
            (0, 0, Cell(character: "<", foregroundKey: "a&b", backgroundKey: "\"bg\"")),
            (1, 0, Cell(character: "\u{1}", foregroundKey: "a&b", backgroundKey: "\"bg\"")),
            (2, 0, Cell(character: "👨‍👩‍👧‍👦", attributes: [.bold, .underline, .strikethrough, .dim])),
            (3, 0, Cell(character: "é", attributes: .reverse)),
            (4, 0, Cell(character: "e\u{301}")),
            (5, 0, Cell(character: "漢")),
            (6, 0, Cell(character: "")),
            (7, 0, Cell(character: "字")),
            (0, 1, Cell(character: "─", foregroundKey: "border")),
            (1, 1, Cell(character: "─", foregroundKey: "border")),
            (2, 1, Cell(character: "'", foregroundKey: "border")),
            (3, 1, Cell(character: "ab")),
            (0, 2, Cell(character: "")),
        ]
        for (x, y, cell) in cells { canvas[x, y] = cell }
        return canvas
    }

    @Test func eachRowsTextIsItsGlyphsInOrderAndEachTitleItsKeys() throws {
        let canvas = awkwardCanvas()
        let svg = SVGExporter().export(canvas)
        for row in 0..<canvas.height {
            let texts = svg.split(separator: "\n").filter { $0.hasPrefix("<text ") && $0.contains("data-row=\"\(row)\"") }
            let shown = texts.map { line -> String in
                guard let open = line.firstIndex(of: ">") else { return "?" }
                var body = line[line.index(after: open)...]
                if body.hasPrefix("<title>"), let end = body.range(of: "</title>") { body = body[end.upperBound...] }
                return String(body.dropLast("</text>".count))
            }.joined()
            #expect(shown == Markup.escape(canvas.glyphs(inRow: row).map(\.character).joined()), "row \(row)")
        }
        #expect(svg.contains("<title>fg: a&amp;b · bg: &quot;bg&quot;</title>&lt;\u{FFFD}</text>"))
        #expect(svg.contains("data-cols=\"2\"><title>bg: &quot;bg&quot;</title></rect>"))
        #expect(svg.contains("<title>fg: border</title>──&#39;</text>"))
        #expect(svg.contains("text-decoration=\"underline line-through\" opacity=\"0.6\""))
        #expect(String(decoding: SVGExporter().exportBytes(canvas), as: UTF8.self) == svg)
    }
}
