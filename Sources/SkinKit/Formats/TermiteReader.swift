/// termite's config (`~/.config/termite/config`, GLib's INI: `KeyFileText`): of its `[colors]`
/// group, `foreground`, `background`, `cursor`, `highlight` (the selection) and `color0` …
/// `color15`, each read as GTK reads it (`GdkColorText`: a quoted value is no color to termite);
/// other groups and keys are passed over (`foreground_bold`, `cursor_foreground`, and `colorBD`,
/// `colorIT`, `colorUL`, which iTerm2-Color-Schemes' export writes and termite does not read). What a
/// file leaves out is termite's own, with a warning: `load_theme` in its `termite.cc`
/// (thestinger/termite 18de7682) gives a palette color VTE's (0xC000 a channel, 0x3FFF more for a
/// bright one), and VTE takes a foreground left out as color7 and a background as color0
/// (`Terminal::set_colors` in `src/vte.cc`, GNOME/vte 1f53b481). A cursor or highlight left out is
/// drawn in the text's colors reversed: none taken.
enum TermiteReader {
    /// termite's `color0` … `color15` for what a file leaves out.
    static let defaultColors: [UInt32] = [
        0x000000, 0xC00000, 0x00C000, 0xC0C000, 0x0000C0, 0xC000C0, 0x00C0C0, 0xC0C0C0,
        0x3F3F3F, 0xFF3F3F, 0x3FFF3F, 0xFFFF3F, 0x3F3FFF, 0xFF3FFF, 0x3FFFFF, 0xFFFFFF,
    ]
    static let group = "colors"
    static let colorKeys = (0..<16).map { "color\($0)" }
    /// The keys termite reads besides the palette (its `load_theme`).
    static let ownKeys: Set<String> = ["foreground", "foreground_bold", "background", "cursor", "cursor_foreground", "highlight"]

    /// True for a `[colors]` group that sets `colorN` (no TOML format's key) or one of termite's own
    /// keys unquoted (`background = #282a36`, which is no TOML): a TOML `[colors]` of Rio or WezTerm
    /// quotes its values.
    static func matches(_ text: String) -> Bool {
        guard let colors = KeyFileText.headGroups(text)[group] else { return false }
        return colors.contains { key, value in
            isPaletteKey(key) || (ownKeys.contains(key) && !value.isEmpty && !value.hasPrefix("\"") && !value.hasPrefix("'"))
        }
    }

    /// `color0` … `color255`.
    private static func isPaletteKey(_ key: String) -> Bool {
        key.hasPrefix("color") && key.count > 5 && key.dropFirst(5).allSatisfy { ("0"..."9").contains($0) }
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        let colors = KeyFileText.groups(text)[group] ?? KeyFileText.Group(header: 1)
        var warnings: [SkinError] = []
        func color(_ key: String) throws(SkinError) -> RGBColor? {
            guard let value = colors.values[key] else { return nil }
            guard let parsed = GdkColorText.parse(value.text) else {
                let quoted = value.text.hasPrefix("\"") || value.text.hasPrefix("'")
                let hint = quoted ? "; termite reads the quotes as part of the value" : ""
                throw SkinError(
                    keyPath: [group, key], line: value.line, message: "'\(value.text)' is not a color (expected \(GdkColorText.notations))\(hint)")
            }
            return parsed
        }
        func color(_ key: String, orElse fallback: RGBColor, from source: String) throws(SkinError) -> RGBColor {
            if let read = try color(key) { return read }
            warnings.append(
                SkinError(
                    keyPath: [group, key], line: colors.header,
                    message: SchemeColorText.leftOut("color '\(key)'", taking: "\(source) \(fallback.hexString)", as: "termite")))
            return fallback
        }
        var ansi: [RGBColor] = []
        for (key, fallback) in zip(colorKeys, defaultColors) {
            ansi.append(try color(key, orElse: RGBColor(hex: fallback), from: "termite's own"))
        }
        return TerminalScheme(
            name: nil, background: try color("background", orElse: ansi[0], from: "color0"),
            foreground: try color("foreground", orElse: ansi[7], from: "color7"), cursor: try color("cursor"),
            selection: try color("highlight"), ansi: ansi, warnings: warnings)
    }
}
