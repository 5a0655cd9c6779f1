import FoundationEssentials
import SkinKit
import SkinUI

/// Reads plain text back into cells: characters only, in the decoder's default colors.
///
/// Every line (ended by `\n`, a `\r` before it ignored) is a row; the canvas is as wide as the
/// widest line in cells, and shorter lines are padded with spaces. Colors are `defaultCell`'s —
/// by default `Cell()`: black on white, no attributes — so a canvas drawn in other colors only
/// compares equal by its characters (`Canvas.text`).
public struct PlainTextDecoder: Sendable {
    /// The colors and attributes every decoded cell gets.
    public var defaultCell: Cell

    public init(defaultCell: Cell = Cell()) {
        self.defaultCell = Cell(
            character: " ", foreground: defaultCell.foreground,
            background: defaultCell.background, attributes: defaultCell.attributes)
    }

    /// The cells of `data`, as wide as its widest line; throws when it is not UTF-8.
    public func decode(_ data: Data) throws -> Canvas { try decode(data, width: nil) }

    /// The cells of `data`; throws when it is not UTF-8. A text file does not say how wide its
    /// screen was (trailing blanks are trimmed): `width`, when known, is that width — shorter lines
    /// are padded to it (a longer line still widens the canvas, so a size change shows).
    public func decode(_ data: Data, width: Int?) throws -> Canvas {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScreenshotDecodingError(format: .txt, message: "the file is not UTF-8 text")
        }
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var grid = CellGrid(filler: defaultCell)
        for (y, line) in lines.enumerated() {
            grid.ensureRow(y)
            grid.place(
                line, x: 0, y: y, foreground: defaultCell.foreground, background: defaultCell.background,
                attributes: defaultCell.attributes)
        }
        let widest = grid.rows.map(\.count).max() ?? 0
        return try grid.canvas(width: max(widest, width ?? 0), format: .txt)
    }
}
