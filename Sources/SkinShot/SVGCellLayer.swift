import SkinKit
import SkinUI

/// Draws the cells of a canvas as SVG elements at an origin: background rects merged into runs of
/// one color and skin key, then text runs of one look (a wide grapheme is a run of its own, two cells wide).
///
/// The canvas is drawn as given (reduce its colors first with `displayed(by:)`); reverse swaps the
/// colors shown. Every element carries `data-col`/`data-row` (and the runs' `data-cols` and
/// `data-attrs`) so that `SVGDecoder` reads cells back without measuring anything, and a `<title>`
/// naming the skin keys that painted it, which a browser shows on hover.
///
/// Written from the canvas's compact cells into one byte buffer, one element a line: a plain
/// ASCII cell costs no String, only a grapheme that is not is read as text (as `glyphs(inRow:)`).
struct SVGCellLayer {
    let canvas: Canvas
    /// The top-left corner, in tenths of a pixel.
    var originX = 0
    var originY = 0

    /// One `<rect>` line per run of cells with the same background in a row.
    func backgroundElements() -> [String] { lines { writeBackground(into: &$0, ends: &$1) } }

    /// One `<text>` line per run of glyphs with the same foreground and attributes in a row.
    func textElements() -> [String] { lines { writeText(into: &$0, ends: &$1) } }

    private func lines(_ write: (inout MarkupBuffer, inout [Int]) -> Void) -> [String] {
        var buffer = MarkupBuffer()
        var ends: [Int] = []
        write(&buffer, &ends)
        var start = 0
        return ends.map { end in
            defer { start = end + 1 }
            return String(decoding: buffer.bytes[start..<end], as: UTF8.self)
        }
    }

    /// The background runs, each element followed by a newline (`ends`: where each newline is).
    func writeBackground(into buffer: inout MarkupBuffer, ends: inout [Int]) {
        let cells = canvas.compactCells
        let keys = EscapedKeys(canvas.keys)
        for row in 0..<canvas.height {
            let rowStart = row * canvas.width
            var start = 0
            while start < canvas.width {
                let first = cells[rowStart + start]
                let color = Self.shownBackground(first)
                var end = start + 1
                while end < canvas.width {
                    let next = cells[rowStart + end]
                    guard Self.shownBackground(next) == color, next.backgroundKeyID == first.backgroundKeyID else { break }
                    end += 1
                }
                buffer.append("<rect x=\"")
                buffer.pixels(originX + start * CellMetrics.widthTenths)
                buffer.append("\" y=\"")
                buffer.pixels(originY + row * CellMetrics.heightTenths)
                buffer.append("\" width=\"")
                buffer.pixels((end - start) * CellMetrics.widthTenths)
                buffer.append("\" height=\"")
                buffer.pixels(CellMetrics.heightTenths)
                buffer.append("\" fill=\"")
                buffer.hex(color)
                buffer.append("\" data-col=\"")
                buffer.decimal(start)
                buffer.append("\" data-row=\"")
                buffer.decimal(row)
                buffer.append("\" data-cols=\"")
                buffer.decimal(end - start)
                if let key = keys[first.backgroundKeyID] {
                    buffer.append("\"><title>bg: ")
                    buffer.append(bytes: key)
                    buffer.append("</title></rect>")
                } else {
                    buffer.append("\"/>")
                }
                ends.append(buffer.bytes.count)
                buffer.append(byte: 0x0A)
                start = end
            }
        }
    }

    /// The text runs, each element followed by a newline (`ends`: where each newline is).
    func writeText(into buffer: inout MarkupBuffer, ends: inout [Int]) {
        let cells = canvas.compactCells
        let keys = EscapedKeys(canvas.keys)
        var glyphs: [Glyph] = []
        var characters = MarkupBuffer()
        for row in 0..<canvas.height {
            glyphs.removeAll(keepingCapacity: true)
            appendGlyphs(ofRow: row, to: &glyphs)
            var runStart = 0
            while runStart < glyphs.count {
                var runEnd = runStart + 1
                if glyphs[runStart].width == 1 {
                    let look = cells[glyphs[runStart].cell]
                    while runEnd < glyphs.count, glyphs[runEnd].width == 1, Self.sameText(look, cells[glyphs[runEnd].cell]) { runEnd += 1 }
                }
                characters.removeAll()
                var columns = 0
                for glyph in glyphs[runStart..<runEnd] {
                    columns += glyph.width
                    if let text = glyph.text { characters.escaped(text) } else { characters.escaped(glyph.scalar) }
                }
                writeTextElement(first: glyphs[runStart], columns: columns, characters: characters, row: row, keys: keys, into: &buffer)
                ends.append(buffer.bytes.count)
                buffer.append(byte: 0x0A)
                runStart = runEnd
            }
        }
    }

    private func writeTextElement(first: Glyph, columns: Int, characters: MarkupBuffer, row: Int, keys: EscapedKeys, into buffer: inout MarkupBuffer) {
        let cell = canvas.compactCells[first.cell]
        let attributes = cell.attributes
        buffer.append("<text x=\"")
        buffer.pixels(originX + first.x * CellMetrics.widthTenths)
        buffer.append("\" y=\"")
        buffer.pixels(originY + row * CellMetrics.heightTenths + CellMetrics.baselineTenths)
        buffer.append("\" fill=\"")
        buffer.hex(attributes.contains(.reverse) ? cell.background : cell.foreground)
        buffer.append("\"")
        if attributes.contains(.bold) { buffer.append(" font-weight=\"bold\"") }
        if attributes.contains(.italic) { buffer.append(" font-style=\"italic\"") }
        switch (attributes.contains(.underline), attributes.contains(.strikethrough)) {
        case (true, true): buffer.append(" text-decoration=\"underline line-through\"")
        case (true, false): buffer.append(" text-decoration=\"underline\"")
        case (false, true): buffer.append(" text-decoration=\"line-through\"")
        case (false, false): break
        }
        if attributes.contains(.dim) {
            buffer.append(" opacity=\"")
            buffer.append(string: CellMetrics.dimOpacity)
            buffer.append("\"")
        }
        buffer.append(" textLength=\"")
        buffer.pixels(columns * CellMetrics.widthTenths)
        buffer.append("\" lengthAdjust=\"spacingAndGlyphs\" data-col=\"")
        buffer.decimal(first.x)
        buffer.append("\" data-row=\"")
        buffer.decimal(row)
        buffer.append("\"")
        if !attributes.isEmpty {
            buffer.append(" data-attrs=\"")
            buffer.append(string: Markup.attributeList(attributes))
            buffer.append("\"")
        }
        buffer.append(">")
        let foregroundKey = keys[cell.foregroundKeyID]
        let backgroundKey = keys[cell.backgroundKeyID]
        if foregroundKey != nil || backgroundKey != nil {
            buffer.append("<title>")
            if let foregroundKey {
                buffer.append("fg: ")
                buffer.append(bytes: foregroundKey)
                if backgroundKey != nil { buffer.append(" · ") }
            }
            if let backgroundKey {
                buffer.append("bg: ")
                buffer.append(bytes: backgroundKey)
            }
            buffer.append("</title>")
        }
        buffer.append(bytes: characters.bytes)
        buffer.append("</text>")
    }

    /// Glyphs share a text run when they are drawn in the same color with the same attributes by
    /// the same skin keys (ids of one canvas's table: equal ids, equal keys).
    static func sameText(_ a: CompactCell, _ b: CompactCell) -> Bool {
        a.attributes == b.attributes && shownForeground(a) == shownForeground(b)
            && a.foregroundKeyID == b.foregroundKeyID && a.backgroundKeyID == b.backgroundKeyID
    }

    private static func shownForeground(_ cell: CompactCell) -> RGBColor {
        cell.attributes.contains(.reverse) ? cell.background : cell.foreground
    }

    private static func shownBackground(_ cell: CompactCell) -> RGBColor {
        cell.attributes.contains(.reverse) ? cell.foreground : cell.background
    }

    /// One grapheme of a row (`glyphs(inRow:)`'s rules): a lone scalar (most cells), or its text.
    struct Glyph {
        var x: Int
        var width: Int
        var cell: Int
        var scalar: Unicode.Scalar
        var text: String?
    }

    /// The glyphs of row `y`, as `Canvas.glyphs(inRow:)` normalises them; a String only for a
    /// grapheme of several scalars.
    private func appendGlyphs(ofRow y: Int, to glyphs: inout [Glyph]) {
        let cells = canvas.compactCells
        let rowStart = y * canvas.width
        let replacement: Unicode.Scalar = "\u{FFFD}"
        var x = 0
        while x < canvas.width {
            let index = rowStart + x
            let grapheme = cells[index].grapheme
            var width = 1
            var glyph = Glyph(x: x, width: 1, cell: index, scalar: " ", text: nil)
            if let scalar = grapheme.singleScalar {
                // A lone scalar is one grapheme.
                switch PrintableASCII.contains(scalar) ? 1 : DisplayWidth.of(Character(scalar)) {
                case 1: glyph.scalar = scalar
                case 2 where x + 1 < canvas.width && canvas.character(of: cells[index + 1].grapheme).isEmpty:
                    glyph.scalar = scalar
                    width = 2
                default: glyph.scalar = replacement
                }
            } else {
                let text = canvas.character(of: grapheme)
                if text.isEmpty {
                    glyph.scalar = " "
                } else if text.count == 1, let character = text.first {
                    switch DisplayWidth.of(character) {
                    case 1: glyph.text = text
                    case 2 where x + 1 < canvas.width && canvas.character(of: cells[index + 1].grapheme).isEmpty:
                        glyph.text = text
                        width = 2
                    default: glyph.scalar = replacement
                    }
                } else {
                    glyph.scalar = replacement
                }
            }
            glyph.width = width
            glyphs.append(glyph)
            x += width
        }
    }
}

/// A canvas's skin keys escaped for markup once, by id (0: none).
private struct EscapedKeys {
    private let escaped: [[UInt8]]

    init(_ keys: InternedStrings) {
        var list: [[UInt8]] = [[]]
        var id: UInt32 = 1
        while let key = keys.string(for: id) {
            var buffer = MarkupBuffer()
            buffer.escaped(key)
            list.append(buffer.bytes)
            id += 1
        }
        escaped = list
    }

    subscript(id: UInt32) -> [UInt8]? {
        id > 0 && Int(id) < escaped.count ? escaped[Int(id)] : nil
    }
}
