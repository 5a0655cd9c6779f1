import SkinKit
import SkinUI

/// Exports a canvas as text with ANSI SGR escapes, the way a terminal of `depth` would be sent it.
///
/// Colors are 24-bit (`38;2;r;g;b`), or reduced by SkinKit's `ColorQuantizer` (CIEDE2000) to
/// `38;5;N` (256), 30–37/90–97 and 40–47/100–107 (16), 30–37/40–47 (8), or left out (`none`:
/// attributes only); colors 0–15 are the canvas's own `palette` when set. An escape is written
/// only when the style changes, and a line whose style is not the default ends with a reset
/// (`ESC[0m`) before its `\n`. Trailing spaces are kept: they
/// may carry a background.
public struct ANSIExporter: Sendable {
    /// The color depth the escapes are written for.
    public var depth: ColorDepth

    public init(depth: ColorDepth = .truecolor) {
        self.depth = depth
    }

    /// The escaped text of `canvas`, one line per row.
    public func export(_ canvas: Canvas) -> String {
        var quantizer = ColorQuantizer(depth: depth, palette: canvas.palette)
        // Without color, cells whose background differs in lightness from the page are reversed,
        // as the ncurses backend draws them.
        let pageIsDark = canvas.dominantBackground?.isDark ?? true
        var output = ""
        for y in 0..<canvas.height {
            var current = SGRStyle.plain
            for glyph in canvas.glyphs(inRow: y) {
                var style = SGRStyle(cell: glyph.cell, quantizer: &quantizer)
                if depth == .none, ColorQuantizer.isReversedWithoutColor(background: glyph.cell.background, terminalIsDark: pageIsDark) {
                    style.attributes.formSymmetricDifference(.reverse)
                }
                if let parameters = current.transition(to: style) {
                    output += SGRStyle.escape(parameters)
                    current = style
                }
                output += glyph.character
            }
            if current != .plain { output += SGRStyle.escape([0]) }
            output += "\n"
        }
        return output
    }
}
