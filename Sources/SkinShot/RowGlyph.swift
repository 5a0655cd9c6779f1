import SkinKit
import SkinUI

/// One grapheme of a canvas row as the exporters write it, with the cells it covers.
///
/// Rows are normalised so that every exporter keeps the grid: a wide grapheme followed by its
/// continuation covers two cells; a continuation without its wide grapheme becomes a space; a cell
/// that cannot be shown in its place (a control character, several graphemes, a wide grapheme
/// without its continuation) becomes U+FFFD, so the problem is visible and the columns still line up.
struct RowGlyph: Hashable {
    let x: Int
    let width: Int
    let character: String
    let cell: Cell

    static let replacement = "\u{FFFD}"

    /// Splits a row into runs of glyphs whose cells `sameLook` says are drawn alike; a wide glyph
    /// stands alone, so that its two cells are measured on their own.
    static func runs(_ glyphs: [RowGlyph], sameLook: (Cell, Cell) -> Bool) -> [[RowGlyph]] {
        var runs: [[RowGlyph]] = []
        var current: [RowGlyph] = []
        for glyph in glyphs {
            if let last = current.last, glyph.width == 1, last.width == 1, sameLook(last.cell, glyph.cell) {
                current.append(glyph)
            } else {
                if !current.isEmpty { runs.append(current) }
                current = [glyph]
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }
}

extension Canvas {
    /// The glyphs of row `y`, left to right, covering every cell of the row exactly once.
    func glyphs(inRow y: Int) -> [RowGlyph] {
        var result: [RowGlyph] = []
        var x = 0
        while x < width {
            let cell = self[x, y]
            if cell.isContinuation {
                result.append(RowGlyph(x: x, width: 1, character: " ", cell: cell))
                x += 1
                continue
            }
            guard cell.character.count == 1, let character = cell.character.first else {
                result.append(RowGlyph(x: x, width: 1, character: RowGlyph.replacement, cell: cell))
                x += 1
                continue
            }
            switch DisplayWidth.of(character) {
            case 1:
                result.append(RowGlyph(x: x, width: 1, character: cell.character, cell: cell))
                x += 1
            case 2 where x + 1 < width && self[x + 1, y].isContinuation:
                result.append(RowGlyph(x: x, width: 2, character: cell.character, cell: cell))
                x += 2
            default:
                result.append(RowGlyph(x: x, width: 1, character: RowGlyph.replacement, cell: cell))
                x += 1
            }
        }
        return result
    }
}
