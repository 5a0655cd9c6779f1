/// Reduces opaque RGB colors to a terminal depth by CIEDE2000, caching each answer; colors 0–15
/// are xterm's or the skin's own terminal palette.
///
/// Owned by whoever writes output (a terminal backend, an exporter); not shared between them.
public struct ColorQuantizer: Sendable {
    public let depth: ColorDepth
    /// The terminal's colors 0–15 when a skin declares them (`Skin.palette`); nil: xterm's.
    public let palette: [RGBColor]?
    private let paletteLab: [CIELAB]?
    /// Keyed by `Int` (a color's `0xRRGGBB`, two of them for the foreground cache): the runtime has
    /// checked `Int: Hashable` before any output, while a first `UInt32` or `UInt64` key scans every
    /// protocol conformance of the binary.
    private var cache: [Int: Int] = [:]
    private var foregroundCache: [Int: Int] = [:]

    /// - Parameter palette: 16 colors replacing xterm's 0–15 for the 16- and 8-color depths;
    ///   ignored unless it holds exactly 16.
    public init(depth: ColorDepth, palette: [RGBColor]? = nil) {
        self.depth = depth
        let usable = palette?.count == 16 ? palette : nil
        self.palette = usable
        self.paletteLab = usable?.map(CIELAB.init)
    }

    /// The color palette index `index` shows: the skin's palette for 0–15 when set, else xterm's.
    public func color(atIndex index: Int) -> RGBColor {
        if index < 16, let palette { return palette[index] }
        return TerminalPalette.xterm256[index]
    }

    /// The palette index for `color` at this depth, or nil for truecolor and none.
    public mutating func index(for color: RGBColor) -> Int? {
        guard depth != .truecolor && depth != .none else { return nil }
        let key = Int(color.hexValue)
        if let cached = cache[key] { return cached }
        guard let index = TerminalPalette.nearestIndex(to: color, depth: depth, base16: paletteLab) else { return nil }
        cache[key] = index
        return index
    }

    /// The palette index for a glyph of `color` drawn on `background`: the nearest, unless that is
    /// the background's own index while the two colors differ, then the next nearest. So a glyph
    /// that can be seen in truecolor never vanishes at 16 or 8 colors (a track line on a surface,
    /// gray text on white). The rule every output follows, through `OutputReducer` (SkinUI).
    public mutating func foregroundIndex(for color: RGBColor, on background: RGBColor) -> Int? {
        guard let backgroundIndex = self.index(for: background) else { return nil }
        return foregroundIndex(for: color, on: background, backgroundIndex: backgroundIndex)
    }

    /// `foregroundIndex(for:on:)` when the background's index is already known.
    public mutating func foregroundIndex(for color: RGBColor, on background: RGBColor, backgroundIndex: Int) -> Int? {
        guard let index = self.index(for: color) else { return nil }
        guard index == backgroundIndex, color.hexValue != background.hexValue else { return index }
        let key = Int(color.hexValue) << 32 | Int(background.hexValue)
        if let cached = foregroundCache[key] { return cached }
        let separated = TerminalPalette.nearestIndex(to: color, depth: depth, base16: paletteLab, excluding: backgroundIndex) ?? index
        foregroundCache[key] = separated
        return separated
    }

    /// Without color, surfaces stay apart by reverse video: a cell is drawn reversed when its
    /// background's lightness differs from the terminal's. The one rule the ncurses backend and the
    /// mono screenshots share, so that they show the same cells.
    public static func isReversedWithoutColor(background: RGBColor, terminalIsDark: Bool) -> Bool {
        background.isDark != terminalIsDark
    }

    /// The color as the output will show it: the palette entry for palette depths, the color itself
    /// for truecolor. For `none`, colors collapse to black or white by luminance.
    public mutating func displayed(_ color: RGBColor) -> RGBColor {
        switch depth {
        case .truecolor: return color.withAlpha(1)
        case .none: return color.isDark ? .black : .white
        default:
            guard let index = index(for: color) else { return color }
            return self.color(atIndex: index)
        }
    }
}
