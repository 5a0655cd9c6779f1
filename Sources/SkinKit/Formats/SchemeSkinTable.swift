/// The one table from a terminal scheme's palette to the widget keys of the embedded default skin,
/// and the skin it builds. The README's "palette → widget keys" table is this table.
public enum SchemeSkinTable {
    /// How far each surface step moves the background towards white (dark schemes) or black (light).
    public static let surfaceStep = 0.06
    /// The selection stand-in when a scheme has none: its blue at this opacity.
    static let selectionFallbackAlpha = 0.3

    private static let red = 1, green = 2, yellow = 3, blue = 4, brightBlack = 8, brightBlue = 12

    /// Widget key → palette role, in the README's order.
    public static let rows: [(key: String, role: PaletteRole)] = [
        ("background", .background),
        ("surface", .surface(1)),
        ("text", .foreground),
        ("secondaryText", .ansi(brightBlack)),
        ("accent", .ansi(blue)),
        ("border", .ansi(brightBlack)),
        ("separator", .ansi(brightBlack)),
        ("highlight", .selection),
        ("cursor", .cursor),
        ("error", .ansi(red)),
        ("badge.text", .background),
        ("navBar.background", .surface(1)),
        ("navBar.title", .foreground),
        ("navBar.item", .ansi(blue)),
        ("tabBar.background", .surface(1)),
        ("tabBar.item", .ansi(brightBlack)),
        ("tabBar.selected", .ansi(blue)),
        ("button.background", .ansi(blue)),
        ("button.title", .background),
        ("button.highlighted", .ansi(brightBlue)),
        ("button.disabled", .surface(2)),
        ("button.disabledTitle", .ansi(brightBlack)),
        ("button.focused", .ansi(yellow)),
        ("switch.on", .ansi(green)),
        ("switch.off", .surface(2)),
        ("switch.thumb", .foreground),
        ("slider.track", .surface(2)),
        ("slider.fill", .ansi(blue)),
        ("slider.thumb", .foreground),
        ("progress.track", .surface(2)),
        ("progress.fill", .ansi(blue)),
        ("segment.background", .surface(1)),
        ("segment.selected", .surface(3)),
        ("segment.text", .foreground),
        ("field.background", .surface(1)),
        ("field.text", .foreground),
        ("field.placeholder", .ansi(brightBlack)),
        ("status.background", .surface(1)),
        ("status.text", .foreground),
    ]

    /// The color `role` takes in `scheme`.
    public static func color(_ role: PaletteRole, in scheme: TerminalScheme) -> RGBColor {
        switch role {
        case .background: return scheme.background
        case .foreground: return scheme.foreground
        case .selection: return scheme.selection ?? scheme.ansi[blue].withAlpha(selectionFallbackAlpha)
        case .cursor: return scheme.cursor ?? scheme.foreground
        case .ansi(let index): return scheme.ansi[index]
        case .surface(let steps):
            let amount = surfaceStep * Double(steps)
            return scheme.isDark ? scheme.background.lighter(by: amount) : scheme.background.darker(by: amount)
        }
    }

    /// The names a scheme's own colors keep in its skin besides the widget keys (`ansi.*`,
    /// `terminal.*`, base16/base24's `base00`…`base17`): shown by the Palette page, never by a
    /// widget, so lint counts them as documented keys rather than unread ones.
    /// `base00` … `base17`: a base16 or base24 palette key, its index in two uppercase hexadecimal digits.
    static func base16Key(_ index: Int) -> String { "base" + (index < 16 ? "0" : "") + String(index, radix: 16, uppercase: true) }

    public static let keptKeyNames: Set<String> = Set(TerminalScheme.ansiKeys)
        .union(["terminal.background", "terminal.foreground", "terminal.cursor", "terminal.selection"])
        .union((0..<24).map(base16Key))

    /// Every color of the skin built from `scheme`: the widget keys, `ansi.*`, `terminal.*` and the
    /// scheme's own names.
    public static func colors(of scheme: TerminalScheme) -> [String: RGBColor] {
        var colors: [String: RGBColor] = [:]
        for (key, role) in rows { colors[key] = color(role, in: scheme) }
        for (index, key) in TerminalScheme.ansiKeys.enumerated() { colors[key] = scheme.ansi[index] }
        colors["terminal.background"] = scheme.background
        colors["terminal.foreground"] = scheme.foreground
        if let cursor = scheme.cursor { colors["terminal.cursor"] = cursor }
        if let selection = scheme.selection { colors["terminal.selection"] = selection }
        colors.merge(scheme.namedColors) { own, _ in own }
        return colors
    }

    /// A skin of one scheme, the same in light and dark (a scheme has one appearance), with the
    /// scheme's 16 colors as its terminal palette.
    public static func skin(named name: String, from scheme: TerminalScheme, source: SkinSource) -> Skin {
        var skin = Skin(name: name, source: source, colors: colors(of: scheme).mapValues { Dynamic($0) })
        skin.palette = Dynamic(scheme.ansi)
        return skin
    }

    /// One dynamic skin from a light and a dark scheme of one family: each key takes the light
    /// scheme's color in light mode and the dark one's in dark mode; so does the palette.
    public static func skin(named name: String, light: TerminalScheme, dark: TerminalScheme, source: SkinSource) -> Skin {
        let lightColors = colors(of: light)
        let darkColors = colors(of: dark)
        var dynamic: [String: Dynamic<RGBColor>] = [:]
        for key in Set(lightColors.keys).union(darkColors.keys) {
            guard let l = lightColors[key] ?? darkColors[key], let d = darkColors[key] ?? lightColors[key] else { continue }
            dynamic[key] = l == d ? Dynamic(l) : Dynamic(light: l, dark: d)
        }
        var skin = Skin(name: name, source: source, colors: dynamic)
        skin.palette = Dynamic(light: light.ansi, dark: dark.ansi)
        return skin
    }
}
