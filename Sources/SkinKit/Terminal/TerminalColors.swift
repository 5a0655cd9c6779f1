/// The colors a terminal itself shows — foreground, background, cursor and ANSI palette 0–15 — as a
/// skin would dress it (`termskin apply`).
public struct TerminalColors: Hashable, Sendable {
    public var foreground: RGBColor
    public var background: RGBColor
    public var cursor: RGBColor
    /// ANSI colors 0–15.
    public var palette: [RGBColor]

    public init(foreground: RGBColor, background: RGBColor, cursor: RGBColor, palette: [RGBColor]) {
        self.foreground = foreground
        self.background = background
        self.cursor = cursor
        self.palette = palette
    }

    /// The colors of the store's current skin in its traits: a terminal scheme's own palette, else one
    /// derived from the skin's roles through `SchemeSkinTable` read backwards (red from `error`, green
    /// from `switch.on`, blue from `accent`, bright black from `secondaryText`…); an entry no role
    /// names keeps xterm's color. Foreground `text`, background `background`, cursor `cursor` when the
    /// skin has it, else `accent`.
    public init(store: SkinStore) {
        let traits = store.traits
        func color(_ key: String) -> RGBColor {
            store.resolvedColor(key, traits: traits).composited(over: traits.effectiveStyle == .dark ? .black : .white)
        }
        let background = color("background")
        var palette = Array(TerminalPalette.xterm256[0..<16])
        if let own = store.currentSkin.palette?.resolve(in: traits), own.count == 16 {
            palette = own
        } else {
            for (key, role) in SchemeSkinTable.rows.reversed() {
                if case .ansi(let index) = role { palette[index] = color(key) }
            }
        }
        let cursorKey = store.currentSkin.colors["cursor"] != nil ? "cursor" : "accent"
        self.init(foreground: color("text"), background: background, cursor: color(cursorKey), palette: palette)
    }
}
