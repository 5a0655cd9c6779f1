import SkinKit
import SkinUI

/// Decides the `CellStyle` of canvas cells at one output depth; pure, so tests need no terminal.
///
/// Without color (`none`), surfaces stay distinguishable by reverse video: a cell whose background
/// is dark on a light terminal (or light on a dark one) is drawn reversed. Italic is left out when
/// the terminal has no `sitm`; strikethrough always, as ncurses has no attribute for it.
struct CellStyler: Sendable {
    let supportsItalics: Bool
    let terminalBackground: UserInterfaceStyle
    private var mapper: TerminalColorMapper

    var depth: ColorDepth { mapper.depth }
    var palette: [RGBColor]? { mapper.palette }

    init(depth: ColorDepth, terminalHasDirectColor: Bool, supportsItalics: Bool,
         terminalBackground: UserInterfaceStyle, palette: [RGBColor]? = nil) {
        self.supportsItalics = supportsItalics
        self.terminalBackground = terminalBackground
        self.mapper = TerminalColorMapper(depth: depth, terminalHasDirectColor: terminalHasDirectColor, palette: palette)
    }

    mutating func style(for cell: Cell) -> CellStyle {
        style(foreground: cell.foreground, background: cell.background, attributes: cell.attributes,
              isSpace: cell.character == " ")
    }

    /// The style of a cell with these colors and attributes; `isSpace` for a cell showing a space.
    mutating func style(foreground shownForeground: RGBColor, background shownBackground: RGBColor,
                        attributes given: TextAttributes, isSpace: Bool) -> CellStyle {
        var attributes = given
        attributes.remove(.strikethrough)
        if !supportsItalics { attributes.remove(.italic) }
        // As the screenshots do (`Canvas.displayed(at:)`): only a glyph is kept apart from its background.
        let foregroundNumber = isSpace ? mapper.colorNumber(for: shownForeground)
            : mapper.foregroundNumber(for: shownForeground, on: shownBackground)
        guard let foreground = foregroundNumber,
              let background = mapper.colorNumber(for: shownBackground) else {
            if Self.needsReverseWithoutColor(background: shownBackground, terminalBackground: terminalBackground) {
                attributes.formSymmetricDifference(.reverse)
            }
            return CellStyle(colors: nil, attributes: attributes)
        }
        return CellStyle(colors: ColorPairTable.Colors(foreground: foreground, background: background),
                         attributes: attributes)
    }

    /// True when a cell background differs in lightness from the terminal's own background
    /// (unspecified counts as light, as in `TraitCollection`).
    static func needsReverseWithoutColor(background: RGBColor, terminalBackground: UserInterfaceStyle) -> Bool {
        ColorQuantizer.isReversedWithoutColor(background: background, terminalIsDark: terminalBackground == .dark)
    }
}
