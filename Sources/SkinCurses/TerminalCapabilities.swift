import SkinKit

/// What the terminal can show, as ncurses runs it: the terminfo entry in use, its color and pair
/// counts, direct color, italics, and the color depth chosen from those and the environment.
public struct TerminalCapabilities: Hashable, Sendable {
    /// The terminfo name ncurses runs with; may be the `-direct` variant of `TERM` (see `TerminfoSelection`).
    public let terminalName: String
    /// `COLORS` after `start_color` (0 when the terminal has no colors).
    public let colors: Int
    /// `COLOR_PAIRS` after `start_color`; pair 0 is the terminal's default colors.
    public let colorPairs: Int
    /// True when colors are 24-bit RGB values (terminfo `RGB`), not palette indices.
    public let hasDirectColor: Bool
    /// True when the entry has `sitm`; otherwise italic is left out rather than silently dropped.
    public let supportsItalics: Bool
    /// The deepest color depth this terminal shows.
    public let depth: ColorDepth

    /// Capabilities as measured; `CursesScreen` builds them at start, tests and tools may build their own.
    public init(
        terminalName: String, colors: Int, colorPairs: Int, hasDirectColor: Bool,
        supportsItalics: Bool, depth: ColorDepth
    ) {
        self.terminalName = terminalName
        self.colors = colors
        self.colorPairs = colorPairs
        self.hasDirectColor = hasDirectColor
        self.supportsItalics = supportsItalics
        self.depth = depth
    }

    /// The color depth a terminal asks for: `NO_COLOR` set and not empty (no-color.org) → none; `COLORTERM=truecolor|24bit`
    /// or a direct-color entry (`RGB`, or a name ending in `-direct`) → truecolor; otherwise by `colors`:
    /// ≥ 256 → 256, ≥ 16 → 16 (so 88 → 16), ≥ 8 → 8, else none.
    public static func detectDepth(
        environment: [String: String], colors: Int, terminalName: String,
        hasDirectColor: Bool
    ) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
        if hasDirectColor || terminalName.hasSuffix("-direct") { return .truecolor }
        return paletteDepth(colors: colors)
    }

    /// The palette depth for a number of colors: ≥ 256 → 256, ≥ 16 → 16, ≥ 8 → 8, else none.
    public static func paletteDepth(colors: Int) -> ColorDepth {
        if colors >= 256 { return .palette256 }
        if colors >= 16 { return .palette16 }
        if colors >= 8 { return .palette8 }
        return .none
    }
}
