import SkinKit
import SkinUI

extension Canvas {
    /// The canvas as an output of `depth` shows it, so that 256 / 16 / 8-color and mono previews
    /// look like the terminal. Characters, attributes and skin keys are kept.
    ///
    /// Palette depths replace each color by `ColorQuantizer.displayed` (CIEDE2000, xterm palette,
    /// or the canvas's own `palette` for colors 0–15); a glyph whose color would land on its
    /// background's palette entry takes the next nearest (`ColorQuantizer.displayedForeground`).
    /// `none` sends no colors at all: cells show the terminal's default pair — assumed white on black
    /// when the most common background of the canvas is dark, black on white otherwise — and a cell
    /// whose background's lightness differs from that is reversed, as the ncurses backend draws it
    /// (`ColorQuantizer.isReversedWithoutColor`). Reducing each color to black or white on its own
    /// would hide text whose foreground and background land on the same side.
    public func displayed(at depth: ColorDepth) -> Canvas {
        var result = self
        if depth == .none {
            let dark = dominantBackground?.isDark ?? true
            let (foreground, background): (RGBColor, RGBColor) = dark ? (.white, .black) : (.black, .white)
            for (index, cell) in compactCells.enumerated() {
                let reversed = ColorQuantizer.isReversedWithoutColor(background: cell.background, terminalIsDark: dark)
                result.setColors(at: index, foreground: reversed ? background : foreground, background: reversed ? foreground : background)
            }
            return result
        }
        var quantizer = ColorQuantizer(depth: depth, palette: palette)
        for (index, cell) in compactCells.enumerated() {
            // A space shows no foreground, so only glyphs are kept apart from their background.
            let shownForeground = cell.grapheme.isSpace ? quantizer.displayed(cell.foreground)
                : quantizer.displayedForeground(cell.foreground, on: cell.background)
            result.setColors(at: index, foreground: shownForeground, background: quantizer.displayed(cell.background))
        }
        return result
    }
}
