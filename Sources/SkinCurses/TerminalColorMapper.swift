import SkinKit

/// Turns a resolved RGB color into the color number ncurses is given at one output depth.
///
/// - truecolor: the 24-bit value, on a direct-color entry only. Such entries read values 0–7 as
///   palette indices, so `#000000`–`#000007` are nudged to `#000100`–`#000107` (green + 1, the
///   smallest visible change).
/// - 256 / 16 / 8: the nearest palette index by CIEDE2000 (16–255, 0–15, 0–7), cached by
///   `ColorQuantizer`. On a direct-color terminal indices are not reachable, so the xterm RGB value
///   of that index is sent instead: the preview then shows what an xterm-palette terminal shows.
///   A skin's own palette (`Skin.palette`) replaces xterm's colors 0–15, as the user's terminal would.
/// - none: no color.
struct TerminalColorMapper: Sendable {
    let depth: ColorDepth
    let terminalHasDirectColor: Bool
    private var quantizer: ColorQuantizer

    /// The skin's terminal palette (ANSI 0–15) colors are reduced to at 16 and 8 colors; nil: xterm's.
    var palette: [RGBColor]? { quantizer.palette }

    init(depth: ColorDepth, terminalHasDirectColor: Bool, palette: [RGBColor]? = nil) {
        self.depth = depth
        self.terminalHasDirectColor = terminalHasDirectColor
        self.quantizer = ColorQuantizer(depth: depth, palette: palette)
    }

    /// The ncurses color number for `color`, or nil when this depth draws without color.
    mutating func colorNumber(for color: RGBColor) -> Int32? {
        switch depth {
        case .none:
            return nil
        case .truecolor:
            return Self.directColorValue(color)
        case .palette256, .palette16, .palette8:
            guard let index = quantizer.index(for: color) else { return nil }
            return terminalHasDirectColor ? Self.directColorValue(quantizer.color(atIndex: index)) : Int32(index)
        }
    }

    /// The color number for a glyph of `color` on `background`: as `colorNumber(for:)`, except that
    /// at palette depths it never lands on the background's entry when the colors differ.
    mutating func foregroundNumber(for color: RGBColor, on background: RGBColor) -> Int32? {
        switch depth {
        case .none, .truecolor:
            return colorNumber(for: color)
        case .palette256, .palette16, .palette8:
            guard let index = quantizer.foregroundIndex(for: color, on: background) else { return nil }
            return terminalHasDirectColor ? Self.directColorValue(quantizer.color(atIndex: index)) : Int32(index)
        }
    }

    /// The 24-bit value a direct-color entry shows as `color`; never 0–7, which such entries read
    /// as palette indices.
    static func directColorValue(_ color: RGBColor) -> Int32 {
        let value = Int32(color.hexValue)
        return value < 8 ? value | 0x000100 : value
    }
}
