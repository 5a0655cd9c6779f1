/// Ptyxis palettes (`.palette`, GNOME's terminal: in `~/.local/share/org.gnome.Ptyxis/palettes/`),
/// GLib's INI (`KeyFileText`), read as Ptyxis reads them (`ptyxis_palette_new_from_file` in
/// `src/ptyxis-palette.c`, esefberfu/ptyxis adfdf41a): `[Palette]` with its `Name`, and the colors
/// either in `[Palette]` itself (one scheme) or in both `[Light]` and `[Dark]` (**one dynamic skin**,
/// as Ptyxis follows the desktop's style). Each holds `Foreground`, `Background` and `Color0` …
/// `Color15`, which Ptyxis requires (a palette without one is refused: here an error at its section),
/// and an optional cursor, `CursorBackground` or else `Cursor`; colors as GTK reads them
/// (`GdkColorText`). Ptyxis has no selection color.
enum PtyxisReader {
    static let paletteGroup = "Palette"
    static let lightGroup = "Light"
    static let darkGroup = "Dark"

    /// True for a `[Palette]` with a `Name`, or with a color of its own, or a `[Light]`/`[Dark]` beside it.
    static func matches(_ text: String) -> Bool {
        let groups = KeyFileText.headGroups(text)
        guard let palette = groups[paletteGroup] else { return false }
        return palette["Name"] != nil || palette["Background"] != nil || groups[lightGroup] != nil || groups[darkGroup] != nil
    }

    static func read(_ text: String) throws(SkinError) -> LightDarkSchemes {
        let groups = KeyFileText.groups(text)
        guard let palette = groups[paletteGroup] else { throw SkinError(keyPath: [paletteGroup], message: "a Ptyxis palette needs a [Palette] section") }
        guard let name = palette.values["Name"]?.text, !name.isEmpty else {
            throw SkinError(keyPath: [paletteGroup, "Name"], line: palette.header, message: "missing 'Name': Ptyxis refuses a palette without one")
        }
        let light = groups[lightGroup]
        let dark = groups[darkGroup]
        guard light != nil || dark != nil else {
            var only = try face(palette, group: paletteGroup)
            only.name = name
            return only.isDark ? LightDarkSchemes(dark: only) : LightDarkSchemes(light: only)
        }
        guard let light, let dark else {
            let missing = light == nil ? lightGroup : darkGroup
            let present = light == nil ? darkGroup : lightGroup
            throw SkinError(
                keyPath: [missing], line: (light ?? dark)?.header,
                message: "a palette with [\(present)] needs [\(missing)] too: Ptyxis refuses it otherwise")
        }
        var lightScheme = try face(light, group: lightGroup)
        var darkScheme = try face(dark, group: darkGroup)
        lightScheme.name = name
        darkScheme.name = name
        return LightDarkSchemes(dark: darkScheme, light: lightScheme)
    }

    /// One section's colors, each required but the cursor.
    private static func face(_ group: KeyFileText.Group, group name: String) throws(SkinError) -> TerminalScheme {
        func color(_ key: String) throws(SkinError) -> RGBColor? {
            guard let value = group.values[key] else { return nil }
            guard let color = GdkColorText.parse(value.text) else {
                throw SkinError(keyPath: [name, key], line: value.line, message: "'\(value.text)' is not a color (expected \(GdkColorText.notations))")
            }
            return color
        }
        func required(_ key: String) throws(SkinError) -> RGBColor {
            guard let read = try color(key) else {
                throw SkinError(keyPath: [name, key], line: group.header, message: "missing '\(key)': Ptyxis refuses a palette without it")
            }
            return read
        }
        var ansi: [RGBColor] = []
        for index in 0..<16 { ansi.append(try required("Color\(index)")) }
        let (cursorBackground, cursor) = (try color("CursorBackground"), try color("Cursor"))
        return TerminalScheme(
            name: nil, background: try required("Background"), foreground: try required("Foreground"), cursor: cursorBackground ?? cursor,
            ansi: ansi)
    }
}
