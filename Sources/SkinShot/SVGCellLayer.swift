import SkinKit
import SkinUI

/// Draws the cells of a canvas as SVG elements at an origin: background rects merged into runs of
/// one color and skin key, then text runs of one look (a wide grapheme is a run of its own, two cells wide).
///
/// The canvas is drawn as given (reduce its colors first with `displayed(by:)`); reverse swaps the
/// colors shown. Every element carries `data-col`/`data-row` (and the runs' `data-cols` and
/// `data-attrs`) so that `SVGDecoder` reads cells back without measuring anything, and a `<title>`
/// naming the skin keys that painted it, which a browser shows on hover.
struct SVGCellLayer {
    let canvas: Canvas
    /// The top-left corner, in tenths of a pixel.
    var originX = 0
    var originY = 0

    func x(_ column: Int) -> String { Markup.pixels(originX + column * CellMetrics.widthTenths) }
    func y(_ row: Int) -> String { Markup.pixels(originY + row * CellMetrics.heightTenths) }
    func width(_ columns: Int) -> String { Markup.pixels(columns * CellMetrics.widthTenths) }

    /// One `<rect>` line per run of cells with the same background in a row.
    func backgroundElements() -> [String] {
        var lines: [String] = []
        for row in 0..<canvas.height {
            var start = 0
            while start < canvas.width {
                let first = canvas[start, row]
                let color = Markup.shownColors(first).background
                var end = start + 1
                // Each cell is read once (a `Cell` is built from the canvas's compact storage).
                while end < canvas.width {
                    let next = canvas[end, row]
                    guard Markup.shownColors(next).background == color, next.backgroundKey == first.backgroundKey else { break }
                    end += 1
                }
                let title = Markup.keysTitle(first, foreground: false).map { "<title>\(Markup.escape($0))</title>" }
                lines.append("<rect x=\"\(x(start))\" y=\"\(y(row))\" width=\"\(width(end - start))\" "
                    + "height=\"\(Markup.pixels(CellMetrics.heightTenths))\" fill=\"\(Markup.hex(color))\" "
                    + "data-col=\"\(start)\" data-row=\"\(row)\" data-cols=\"\(end - start)\""
                    + (title.map { ">\($0)</rect>" } ?? "/>"))
                start = end
            }
        }
        return lines
    }

    /// One `<text>` line per run of glyphs with the same foreground and attributes in a row.
    func textElements() -> [String] {
        var lines: [String] = []
        for row in 0..<canvas.height {
            for run in RowGlyph.runs(canvas.glyphs(inRow: row), sameLook: Self.sameText) {
                lines.append(textElement(run, row: row))
            }
        }
        return lines
    }

    /// Glyphs share a text run when they are drawn in the same color with the same attributes by
    /// the same skin keys.
    static func sameText(_ a: Cell, _ b: Cell) -> Bool {
        Markup.shownColors(a).foreground == Markup.shownColors(b).foreground && a.attributes == b.attributes
            && Markup.sameKeys(a, b)
    }

    private func textElement(_ run: [RowGlyph], row: Int) -> String {
        guard let first = run.first else { return "" }
        let cells = run.reduce(0) { $0 + $1.width }
        let attributes = first.cell.attributes
        var element = "<text x=\"\(x(first.x))\" y=\"\(Markup.pixels(originY + row * CellMetrics.heightTenths + CellMetrics.baselineTenths))\""
        element += " fill=\"\(Markup.hex(Markup.shownColors(first.cell).foreground))\""
        if attributes.contains(.bold) { element += " font-weight=\"bold\"" }
        if attributes.contains(.italic) { element += " font-style=\"italic\"" }
        let decorations = [(TextAttributes.underline, "underline"), (.strikethrough, "line-through")]
            .filter { attributes.contains($0.0) }.map(\.1)
        if !decorations.isEmpty { element += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
        if attributes.contains(.dim) { element += " opacity=\"\(CellMetrics.dimOpacity)\"" }
        element += " textLength=\"\(width(cells))\" lengthAdjust=\"spacingAndGlyphs\""
        element += " data-col=\"\(first.x)\" data-row=\"\(row)\""
        if !attributes.isEmpty { element += " data-attrs=\"\(Markup.attributeList(attributes))\"" }
        element += ">" + (Markup.keysTitle(first.cell).map { "<title>\(Markup.escape($0))</title>" } ?? "")
        element += Markup.escape(run.map(\.character).joined()) + "</text>"
        return element
    }
}
