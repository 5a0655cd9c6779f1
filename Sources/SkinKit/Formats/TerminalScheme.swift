/// A terminal color scheme as every reader produces it: the 16 ANSI colors, background,
/// foreground, cursor and selection, plus the scheme's own named colors (`base08`, …).
public struct TerminalScheme: Sendable, Hashable {
    /// The scheme's own name (`name:` in the file), or nil to name it after the file.
    public var name: String?
    public var background: RGBColor
    public var foreground: RGBColor
    public var cursor: RGBColor?
    public var selection: RGBColor?
    /// ANSI colors 0–15: black, red, green, yellow, blue, magenta, cyan, white, then the bright ones.
    public var ansi: [RGBColor]
    /// Colors under the format's own names, kept in the skin as they are (`base0D`, …).
    public var namedColors: [String: RGBColor]
    /// What the reader went past: a color the file leaves out, taken as its terminal would.
    public var warnings: [SkinError]

    public init(
        name: String?, background: RGBColor, foreground: RGBColor, cursor: RGBColor? = nil,
        selection: RGBColor? = nil, ansi: [RGBColor], namedColors: [String: RGBColor] = [:], warnings: [SkinError] = []
    ) {
        self.name = name
        self.background = background
        self.foreground = foreground
        self.cursor = cursor
        self.selection = selection
        self.ansi = ansi
        self.namedColors = namedColors
        self.warnings = warnings
    }

    /// The ANSI color names in index order, as Windows Terminal and Alacritty spell them
    /// (Alacritty's `magenta` is Windows Terminal's `purple`).
    public static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// `ansi.red`, `ansi.brightRed`, …: the skin keys the 16 colors are kept under.
    public static let ansiKeys: [String] =
        ansiNames.map { "ansi.\($0)" }
        + ansiNames.map { "ansi.bright" + $0.prefix(1).uppercased() + $0.dropFirst() }

    /// True when the background is dark: decides the light/dark variant and the surface step.
    public var isDark: Bool { background.isDark }
}
