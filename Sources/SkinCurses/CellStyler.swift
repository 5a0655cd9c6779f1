import SkinKit
import SkinUI

/// Decides the `CellStyle` of canvas cells for one terminal; pure, so tests need no terminal.
///
/// Colors and reverse video come from `OutputReducer` (the rule the screenshots follow): without
/// color, a cell whose background is dark on a light terminal (or light on a dark one) is drawn
/// reversed. Italic is left out when the terminal has no `sitm`; strikethrough always, as ncurses
/// has no attribute for it.
struct CellStyler: Sendable {
    let supportsItalics: Bool
    let terminalBackground: UserInterfaceStyle
    private var mapper: TerminalColorMapper
    private var styles: [UInt64: CellStyle] = [:]
    private var recentStyles = DirectMappedCache<CellStyle>()

    var profile: OutputProfile { mapper.reducer.profile }
    var depth: ColorDepth { mapper.depth }
    var palette: [RGBColor]? { mapper.palette }

    /// - Parameter terminalBackground: the terminal's own background (unspecified counts as light,
    ///   as in `TraitCollection`), which decides the reversed cells without color.
    init(
        depth: ColorDepth, terminalHasDirectColor: Bool, supportsItalics: Bool,
        terminalBackground: UserInterfaceStyle, palette: [RGBColor]? = nil, vision: VisionDeficiency = .normal
    ) {
        self.supportsItalics = supportsItalics
        self.terminalBackground = terminalBackground
        let profile = OutputProfile(depth: depth, vision: vision, terminalIsDark: terminalBackground == .dark)
        self.mapper = TerminalColorMapper(profile: profile, terminalHasDirectColor: terminalHasDirectColor, palette: palette)
    }

    mutating func style(for cell: Cell) -> CellStyle {
        style(
            foreground: cell.foreground, background: cell.background, attributes: cell.attributes,
            isSpace: cell.character == " ")
    }

    /// The style of a cell with these colors and attributes; `isSpace` for a cell showing a space.
    /// Each answer is remembered: a frame has few distinct looks, and one lookup replaces the
    /// reducer's several (the reducer ignores alpha, so the key holds the opaque values).
    mutating func style(foreground: RGBColor, background: RGBColor, attributes: TextAttributes, isSpace: Bool) -> CellStyle {
        let key =
            UInt64(foreground.hexValue) << 32 | UInt64(background.hexValue) << 8 | UInt64(attributes.rawValue & 0x7F) << 1
            | (isSpace ? 1 : 0)
        if let recent = recentStyles.value(for: key) { return recent }
        if let known = styles[key] {
            recentStyles.remember(known, for: key)
            return known
        }
        let (look, colors) = mapper.look(foreground: foreground, background: background, attributes: attributes, isSpace: isSpace)
        var shown = look.attributes
        shown.remove(.strikethrough)
        if !supportsItalics { shown.remove(.italic) }
        let style = CellStyle(colors: colors, attributes: shown)
        styles[key] = style
        recentStyles.remember(style, for: key)
        return style
    }
}
