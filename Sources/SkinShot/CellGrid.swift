import SkinKit
import SkinUI

/// A growable grid of cells that decoders write characters into, row by row.
///
/// Placing a grapheme of display width 2 also writes its continuation cell (`""`) with the same
/// colors and attributes, as `Canvas.draw` does; graphemes of width 0 are skipped.
struct CellGrid {
    private(set) var rows: [[Cell]] = []
    let filler: Cell

    init(filler: Cell) { self.filler = filler }

    /// Writes `text` from column `x` of row `y` and returns the column after it.
    @discardableResult
    mutating func place(
        _ text: String, x: Int, y: Int, foreground: RGBColor, background: RGBColor,
        attributes: TextAttributes
    ) -> Int {
        var column = x
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            for offset in 0..<width {
                set(
                    Cell(
                        character: offset == 0 ? String(character) : "", foreground: foreground,
                        background: background, attributes: attributes), x: column + offset, y: y)
            }
            column += width
        }
        return column
    }

    /// The cell at (x, y), or the filler where nothing was written.
    func cell(x: Int, y: Int) -> Cell {
        guard y < rows.count, x < rows[y].count else { return filler }
        return rows[y][x]
    }

    mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0 else { return }
        ensureRow(y)
        while rows[y].count <= x { rows[y].append(filler) }
        rows[y][x] = cell
    }

    /// Makes sure rows up to `y` exist (an empty line is still a row).
    mutating func ensureRow(_ y: Int) {
        while rows.count <= y { rows.append([]) }
    }

    /// The grid as a canvas of `width` × `height` (by default the widest row × the row count),
    /// short rows padded with the filler. Throws when that is larger than the largest screen.
    func canvas(width: Int? = nil, height: Int? = nil, format: ScreenshotFormat) throws(ScreenshotDecodingError) -> Canvas {
        let w = width ?? rows.map(\.count).max() ?? 0
        let h = height ?? rows.count
        try Self.checkSize(width: w, height: h, format: format)
        var canvas = Canvas(width: w, height: h, fill: filler)
        for y in 0..<min(h, rows.count) {
            for x in 0..<min(w, rows[y].count) { canvas[x, y] = rows[y][x] }
        }
        return canvas
    }

    /// Sizes come from the file: past the largest screen a shot can have (`Size.maximum`) they are
    /// not ours, and width × height could ask for gigabytes (a fuzzer finding: a few kilobytes of
    /// newlines and one long line made a canvas of a billion cells).
    static func checkSize(width: Int, height: Int, format: ScreenshotFormat) throws(ScreenshotDecodingError) {
        guard width <= Size.maximum.width, height <= Size.maximum.height else {
            throw ScreenshotDecodingError(
                format: format,
                message: "the screenshot is \(width)x\(height) cells; "
                    + "screenshots are at most \(Size.maximum)")
        }
    }
}
