import SkinKit
import SkinUI

/// Exports a canvas as plain text: one line per row, trailing spaces trimmed, `\n` after every row.
///
/// Colors and attributes are dropped; a wide grapheme is written once (it takes two columns in a
/// monospace terminal), so columns still line up.
public struct PlainTextExporter: Sendable {
    public init() {}

    /// The text of `canvas`.
    public func export(_ canvas: Canvas) -> String {
        var output = ""
        for y in 0..<canvas.height {
            var line = canvas.glyphs(inRow: y).map(\.character).joined()
            while line.last == " " { line.removeLast() }
            output += line
            output += "\n"
        }
        return output
    }
}
