import SkinKit

/// How one output shows a canvas: its color depth, the vision it simulates, and (without color)
/// whether the terminal's own background is dark. The one rule every output follows — the ncurses
/// backend, the ANSI, SVG and HTML exporters and the Compare page's differences — so that a
/// screenshot and the terminal show the same cell in the same colors. The terminal palette for
/// colors 0–15 is the canvas's own (`Canvas.palette`).
public struct OutputProfile: Hashable, Sendable {
    public var depth: ColorDepth
    /// The color-vision deficiency simulated before colors are reduced (`normal`: none).
    public var vision: VisionDeficiency
    /// Without color: the terminal's own background; nil lets the canvas's most common background
    /// decide (screenshots, which have no terminal).
    public var terminalIsDark: Bool?

    public init(depth: ColorDepth = .truecolor, vision: VisionDeficiency = .normal, terminalIsDark: Bool? = nil) {
        self.depth = depth
        self.vision = vision
        self.terminalIsDark = terminalIsDark
    }

    /// The profile a session's traits ask for (their depth and vision).
    public init(traits: TraitCollection, terminalIsDark: Bool? = nil) {
        self.init(depth: traits.colorDepth, vision: traits.vision, terminalIsDark: terminalIsDark)
    }

    /// A reducer for the cells of `canvas` (its palette; its background when `terminalIsDark` is nil).
    public func reducer(for canvas: Canvas) -> OutputReducer {
        reducer(palette: canvas.palette, canvas: canvas)
    }

    /// A reducer to `palette` for colors 0–15 (nil: xterm's); without color and no known terminal,
    /// `canvas`'s most common background tells whether the terminal is taken as dark (else dark).
    public func reducer(palette: [RGBColor]?, canvas: Canvas? = nil) -> OutputReducer {
        OutputReducer(profile: self, palette: palette, terminalIsDark: terminalIsDark ?? canvas?.dominantBackground?.isDark ?? true)
    }
}
