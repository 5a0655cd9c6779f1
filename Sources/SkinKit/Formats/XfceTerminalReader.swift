/// xfce4-terminal's color schemes (`.theme` files, `[Scheme]`, in `/usr/share/xfce4/terminal/colorschemes/`
/// and `~/.local/share/xfce4/terminal/colorschemes/`) and its `terminalrc` (`[Configuration]`), Xfce's
/// INI (`KeyFileText`): `Name` (not a translated `Name[de]`), `ColorForeground`, `ColorBackground`,
/// `ColorPalette` (16 colors, `;`-separated), and as xfce4-terminal 0.8.6 and later apply them the
/// cursor `ColorCursor` only with `ColorCursorUseDefault=FALSE` and the selection
/// `ColorSelectionBackground` only with `ColorSelectionUseDefault=FALSE` (otherwise the text's colors
/// reversed: none taken, and a warning for a color set but not used). Colors as GTK reads them
/// (`GdkColorText`; older xfce4-terminal wrote GdkColor's `#RRRRGGGGBBBB`). What a scheme leaves out
/// is xfce4-terminal's own, with a warning: its properties' defaults (`terminal/terminal-preferences.c`,
/// xfce-mirror/xfce4-terminal 609c62e7), to which choosing a scheme resets what it leaves out.
enum XfceTerminalReader {
    static let defaultPalette: [UInt32] = [
        0x000000, 0xAA0000, 0x00AA00, 0xAA5500, 0x0000AA, 0xAA00AA, 0x00AAAA, 0xAAAAAA,
        0x555555, 0xFF5555, 0x55FF55, 0xFFFF55, 0x5555FF, 0xFF55FF, 0x55FFFF, 0xFFFFFF,
    ]
    static let defaultForeground: UInt32 = 0xFFFFFF
    static let defaultBackground: UInt32 = 0x000000
    static let schemeGroup = "Scheme"
    static let configurationGroup = "Configuration"

    /// True for a `[Scheme]` with a `Name` or a `Color…` key, or a `[Configuration]` with a `Color…` key.
    static func matches(_ text: String) -> Bool {
        let groups = KeyFileText.headGroups(text)
        let setsColor = { (keys: [String: String]) in keys.keys.contains { $0.hasPrefix("Color") } }
        if let scheme = groups[schemeGroup], scheme["Name"] != nil || setsColor(scheme) { return true }
        return groups[configurationGroup].map(setsColor) ?? false
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        let groups = KeyFileText.groups(text)
        let name = groups[schemeGroup] != nil ? schemeGroup : configurationGroup
        let group = groups[name] ?? KeyFileText.Group(header: 1)
        var warnings: [SkinError] = []
        func parse(_ key: String, _ value: KeyFileText.Value) throws(SkinError) -> RGBColor {
            guard let color = GdkColorText.parse(value.text) else {
                throw SkinError(keyPath: [name, key], line: value.line, message: "'\(value.text)' is not a color (expected \(GdkColorText.notations))")
            }
            return color
        }
        func color(_ key: String, orXfces fallback: UInt32) throws(SkinError) -> RGBColor {
            guard let value = group.values[key] else {
                let message = SchemeColorText.leftOut(key: key, color: RGBColor(hex: fallback), terminal: "xfce4-terminal")
                warnings.append(SkinError(keyPath: [name, key], line: group.header, message: message))
                return RGBColor(hex: fallback)
            }
            return try parse(key, value)
        }
        /// `key` when `switchKey` is `FALSE` (xfce4-terminal reads any other value as true); a warning when set but not used.
        func chosen(_ key: String, unless switchKey: String) throws(SkinError) -> RGBColor? {
            guard let value = group.values[key], !value.text.isEmpty else { return nil }
            guard group.values[switchKey]?.text == "FALSE" else {
                let message = "not taken: xfce4-terminal uses it only with \(switchKey)=FALSE; drawn in the text's colors reversed"
                warnings.append(SkinError(keyPath: [name, key], line: value.line, message: message))
                return nil
            }
            return try parse(key, value)
        }
        let ansi = try palette(group, name: name, warnings: &warnings)
        let foreground = try color("ColorForeground", orXfces: defaultForeground)
        let background = try color("ColorBackground", orXfces: defaultBackground)
        if let value = group.values["ColorUseTheme"], value.text != "FALSE" {
            let message = "xfce4-terminal takes the foreground and background from the GTK theme; the file's own are shown"
            warnings.append(SkinError(keyPath: [name, "ColorUseTheme"], line: value.line, message: message))
        }
        return TerminalScheme(
            name: group.values["Name"]?.text, background: background, foreground: foreground,
            cursor: try chosen("ColorCursor", unless: "ColorCursorUseDefault"),
            selection: try chosen("ColorSelectionBackground", unless: "ColorSelectionUseDefault"), ansi: ansi, warnings: warnings)
    }

    /// `ColorPalette`: its first 16 colors, as xfce4-terminal reads them; fewer is an error.
    private static func palette(_ group: KeyFileText.Group, name: String, warnings: inout [SkinError]) throws(SkinError) -> [RGBColor] {
        guard let value = group.values["ColorPalette"] else {
            let defaults = defaultPalette.map { RGBColor(hex: $0) }
            let taken = "xfce4-terminal's own \(defaults[0].hexString) … \(defaults[15].hexString)"
            warnings.append(
                SkinError(
                    keyPath: [name, "ColorPalette"], line: group.header, message: SchemeColorText.leftOut("ColorPalette", taking: taken, as: "xfce4-terminal")))
            return defaults
        }
        let parts = value.text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 16 else {
            throw SkinError(
                keyPath: [name, "ColorPalette"], line: value.line, message: "\(parts.count) colors; xfce4-terminal reads a palette of 16 (#RRGGBB;#RRGGBB;…)")
        }
        var colors: [RGBColor] = []
        for (index, part) in parts.prefix(16).enumerated() {
            guard let color = GdkColorText.parse(part) else {
                throw SkinError(
                    keyPath: [name, "ColorPalette"], line: value.line, message: "'\(part)' (color \(index)) is not a color (expected \(GdkColorText.notations))"
                )
            }
            colors.append(color)
        }
        return colors
    }
}
