import SkinKit

/// Applies an `OutputProfile` to cells, remembering each answer (`ColorQuantizer`'s cache and the
/// vision filter's). Owned by one output; not shared.
public struct OutputReducer: Sendable {
    public let profile: OutputProfile
    private let terminalIsDark: Bool
    private var quantizer: ColorQuantizer
    private var simulated: [UInt32: RGBColor] = [:]

    init(profile: OutputProfile, palette: [RGBColor]?, terminalIsDark: Bool) {
        self.profile = profile
        self.terminalIsDark = terminalIsDark
        self.quantizer = ColorQuantizer(depth: profile.depth, palette: profile.depth.usesTerminalPalette ? palette : nil)
    }

    /// The colors 0–15 are reduced to (nil: xterm's); only 16 and 8 colors use them.
    public var palette: [RGBColor]? { quantizer.palette }

    /// The look of a cell. A glyph (`isSpace` false) never lands on its background's palette entry
    /// while the two colors differ (`ColorQuantizer.foregroundIndex`); without color, a cell whose
    /// background's lightness differs from the terminal's is reversed.
    public mutating func look(foreground: RGBColor, background: RGBColor, attributes: TextAttributes, isSpace: Bool) -> ReducedLook {
        let ink = seen(foreground)
        let paper = seen(background)
        switch profile.depth {
        case .none:
            var attributes = attributes
            if ColorQuantizer.isReversedWithoutColor(background: paper, terminalIsDark: terminalIsDark) {
                attributes.formSymmetricDifference(.reverse)
            }
            let (defaultInk, defaultPaper): (RGBColor, RGBColor) = terminalIsDark ? (.white, .black) : (.black, .white)
            return ReducedLook(
                foreground: nil, background: nil, attributes: attributes,
                shownForeground: defaultInk, shownBackground: defaultPaper)
        case .truecolor:
            let shownInk = ink.withAlpha(1)
            let shownPaper = paper.withAlpha(1)
            return ReducedLook(
                foreground: ReducedColor(shown: shownInk, index: nil), background: ReducedColor(shown: shownPaper, index: nil),
                attributes: attributes, shownForeground: shownInk, shownBackground: shownPaper)
        case .palette256, .palette16, .palette8:
            let paperIndex = quantizer.index(for: paper)
            let inkIndex =
                isSpace || paperIndex == nil
                ? quantizer.index(for: ink)
                : quantizer.foregroundIndex(for: ink, on: paper, backgroundIndex: paperIndex ?? 0)
            let shownInk = inkIndex.map(quantizer.color(atIndex:)) ?? ink
            let shownPaper = paperIndex.map(quantizer.color(atIndex:)) ?? paper
            return ReducedLook(
                foreground: ReducedColor(shown: shownInk, index: inkIndex),
                background: ReducedColor(shown: shownPaper, index: paperIndex),
                attributes: attributes, shownForeground: shownInk, shownBackground: shownPaper)
        }
    }

    /// The look of a cell of a canvas.
    public mutating func look(of cell: CompactCell) -> ReducedLook {
        look(foreground: cell.foreground, background: cell.background, attributes: cell.attributes, isSpace: cell.grapheme.isSpace)
    }

    /// `color` as the profile's vision sees it.
    private mutating func seen(_ color: RGBColor) -> RGBColor {
        guard profile.vision != .normal else { return color }
        if let known = simulated[color.hexValue] { return known }
        let result = profile.vision.simulate(color)
        simulated[color.hexValue] = result
        return result
    }
}
