/// Remmina's color schemes for its SSH terminal (`.colors` files, a GLib key file, as in Remmina's
/// `data/theme/`), read as Remmina reads them (`remmina_pref_file_load_colors` in `src/remmina_pref.c`
/// and the SSH plugin's `remmina_plugin_ssh_init` in `src/remmina_ssh_plugin.c`, FreeRDP/Remmina
/// bb33690d): in `[ssh_colors]`, `background`, `foreground`, `cursor`, `highlight` (the selection),
/// `color0` … `color15`, and `cursor_foreground`, `highlight_foreground` and `colorBD` (checked, not
/// kept: a skin has no slot for them); other keys (`colorIT`, `colorUL`) are not read. A key left
/// out is Remmina's own fallback, with a warning. Colors as `gdk_rgba_parse` reads them
/// (`GdkColorText`); one it cannot read (an empty value too) leaves Remmina's color undefined, so it
/// is an error at its line. GLib stops loading at a line that is no group, `key=value` or `#`
/// comment (or a key before any group), and Remmina goes on with what came before: the keys after
/// it take the fallbacks, with a warning at that line.
enum RemminaReader {
    static let group = "ssh_colors"
    /// `remmina_pref_file_load_colors`' keys and fallbacks, in its order.
    static let fallbacks: [(key: String, color: UInt32)] = [
        ("background", 0xD5CCBA), ("cursor", 0x45373C), ("cursor_foreground", 0xD5CCBA), ("highlight", 0x45373C),
        ("highlight_foreground", 0xD5CCBA), ("colorBD", 0x45373C), ("foreground", 0x45373C),
        ("color0", 0x20111B), ("color1", 0xBE100E), ("color2", 0x858162), ("color3", 0xEAA549),
        ("color4", 0x426A79), ("color5", 0x97522C), ("color6", 0x989A9C), ("color7", 0x968C83),
        ("color8", 0x5E5252), ("color9", 0xBE100E), ("color10", 0x858162), ("color11", 0xEAA549),
        ("color12", 0x426A79), ("color13", 0x97522C), ("color14", 0x989A9C), ("color15", 0xD5CCBA),
    ]

    /// True for an `[ssh_colors]` group with one of Remmina's color keys.
    static func matches(_ text: String) -> Bool {
        guard let keys = KeyFileText.headGroups(text)[group] else { return false }
        return fallbacks.contains { keys[$0.key] != nil }
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var values: [String: KeyFileText.Value] = [:]
        var warnings: [SkinError] = []
        var current: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if KeyFileText.isRefusedByGLib(line) || (current == nil && KeyFileText.entry(line) != nil) {
                let message =
                    "GLib stops reading the file at '\(line)' (no group, key=value in a group or # comment): Remmina takes its own colors for the keys after it"
                warnings.append(SkinError(keyPath: [current ?? group], line: index + 1, message: message))
                break
            }
            if let name = KeyFileText.header(line) {
                current = name
            } else if current == group, let (key, value) = KeyFileText.entry(line) {
                values[key] = KeyFileText.Value(text: value, line: index + 1)
            }
        }
        var colors: [String: RGBColor] = [:]
        for (key, fallback) in fallbacks {
            guard let value = values[key] else {
                let taken = RGBColor(hex: fallback)
                warnings.append(SkinError(keyPath: [group, key], message: SchemeColorText.leftOut(key: key, color: taken, terminal: "Remmina")))
                colors[key] = taken
                continue
            }
            guard let color = GdkColorText.parse(value.text) else {
                throw SkinError(
                    keyPath: [group, key], line: value.line,
                    message: "'\(value.text)' is not a color GTK reads (expected \(GdkColorText.notations)); Remmina's color would be undefined")
            }
            colors[key] = color
        }
        func color(_ key: String) -> RGBColor { colors[key] ?? RGBColor(hex: 0) }
        return TerminalScheme(
            name: nil, background: color("background"), foreground: color("foreground"), cursor: color("cursor"), selection: color("highlight"),
            ansi: (0..<16).map { color("color\($0)") }, warnings: warnings)
    }
}
