import SkinKit
import SkinUI

/// Turns the colors `OutputReducer` decided for a cell into the color numbers ncurses is given.
///
/// - truecolor: the 24-bit value, on a direct-color entry only. Such entries read values 0–7 as
///   palette indices, so `#000000`–`#000007` are nudged to `#000100`–`#000107` (green + 1, the
///   smallest visible change).
/// - 256 / 16 / 8: the palette index the reducer chose. On a direct-color terminal indices are not
///   reachable, so the RGB value of that index is sent instead: the preview then shows what an
///   xterm-palette terminal shows (or the skin's own palette for 0–15, as the user's terminal would).
/// - none: no color.
struct TerminalColorMapper: Sendable {
    let terminalHasDirectColor: Bool
    private(set) var reducer: OutputReducer

    var depth: ColorDepth { reducer.profile.depth }
    /// The skin's terminal palette (ANSI 0–15) colors are reduced to at 16 and 8 colors; nil: xterm's.
    var palette: [RGBColor]? { reducer.palette }

    init(profile: OutputProfile, terminalHasDirectColor: Bool, palette: [RGBColor]? = nil) {
        self.terminalHasDirectColor = terminalHasDirectColor
        self.reducer = profile.reducer(palette: palette)
    }

    init(depth: ColorDepth, terminalHasDirectColor: Bool, palette: [RGBColor]? = nil) {
        self.init(profile: OutputProfile(depth: depth), terminalHasDirectColor: terminalHasDirectColor, palette: palette)
    }

    /// The look of a cell and its ncurses colors (nil: drawn without color).
    mutating func look(
        foreground: RGBColor, background: RGBColor, attributes: TextAttributes,
        isSpace: Bool
    ) -> (look: ReducedLook, colors: ColorPairTable.Colors?) {
        let look = reducer.look(foreground: foreground, background: background, attributes: attributes, isSpace: isSpace)
        guard let ink = look.foreground, let paper = look.background else { return (look, nil) }
        return (look, ColorPairTable.Colors(foreground: number(for: ink), background: number(for: paper)))
    }

    /// The ncurses color number for a background (or a blank cell's ink) of `color`; nil without color.
    mutating func colorNumber(for color: RGBColor) -> Int32? {
        look(foreground: color, background: color, attributes: [], isSpace: true).colors?.background
    }

    /// The ncurses number of a reduced color.
    func number(for color: ReducedColor) -> Int32 {
        guard let index = color.index, !terminalHasDirectColor else { return Self.directColorValue(color.shown) }
        return Int32(index)
    }

    /// The 24-bit value a direct-color entry shows as `color`; never 0–7, which such entries read
    /// as palette indices.
    static func directColorValue(_ color: RGBColor) -> Int32 {
        let value = Int32(color.hexValue)
        return value < 8 ? value | 0x000100 : value
    }
}
