/// LXTerminal's `~/.config/lxterminal/lxterminal.conf` (a GLib key file), read as LXTerminal's
/// `load_setting` reads it (`src/setting.c`, lxde/lxterminal ac5e36f4): in `[general]`, `bgcolor`
/// and `fgcolor`, and `palette_color_0` … `palette_color_15` only when `color_preset` is set (to any
/// name: the preset is applied only in the preferences dialog); without `color_preset`, or with one
/// of the 16 left out, the whole palette is its first preset's, VGA. Colors as `gdk_rgba_parse`
/// reads them (`GdkColorText`); LXTerminal ignores its result, so a color it cannot read keeps the
/// value it had (the background black, the foreground `#AAAAAA`, a palette entry black), with a
/// warning here. LXTerminal sets no cursor or selection color (VTE's own are used).
///
/// GLib refuses a whole file for a line that is no group, `key=value` or `#` comment (a `;` line
/// too), and LXTerminal then starts with all its defaults: an error at that line. The collection's
/// files (iTerm2-Color-Schemes' `tools/templates/lxterminal.conf`) are snippets to paste into
/// `[general]`, headed by a `;` note and with no group: their keys are read as `[general]`'s and the
/// `;` lines passed over, with one warning that LXTerminal would not load the snippet as it is.
enum LXTerminalReader {
    static let group = "general"
    static let presetKey = "color_preset"
    static let defaultForeground: UInt32 = 0xAAAAAA
    static let defaultBackground: UInt32 = 0x000000
    /// `color_presets[0]`, VGA: the palette without `color_preset` or with a color left out.
    static let vgaPalette: [UInt32] = [
        0x000000, 0xAA0000, 0x00AA00, 0xAA5500, 0x0000AA, 0xAA00AA, 0x00AAAA, 0xAAAAAA,
        0x555555, 0xFF5555, 0x55FF55, 0xFFFF55, 0x5555FF, 0xFF55FF, 0x55FFFF, 0xFFFFFF,
    ]

    /// True for a `[general]` group, or a snippet's keys before any group, with one of LXTerminal's
    /// color keys (`bgcolor`, `fgcolor`, `palette_color_N`).
    static func matches(_ text: String) -> Bool {
        var current: String? = group
        for line in LeadingLines.of(text, count: 400) {
            let trimmed = String(line).trimmingSpaces
            if let name = KeyFileText.header(trimmed) {
                current = name
            } else if current == group, let (key, _) = KeyFileText.entry(trimmed), isColorKey(key) {
                return true
            }
        }
        return false
    }

    private static func isColorKey(_ key: String) -> Bool {
        key == "bgcolor" || key == "fgcolor" || paletteIndex(key) != nil
    }

    /// `palette_color_N`'s N, 0–15.
    private static func paletteIndex(_ key: String) -> Int? {
        guard key.hasPrefix("palette_color_"), let index = Int(key.dropFirst(14)), (0..<16).contains(index), "\(index)" == key.dropFirst(14) else { return nil }
        return index
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var values: [String: KeyFileText.Value] = [:]
        var warnings: [SkinError] = []
        var current: String?
        var snippet: Int?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if current == nil, !line.isEmpty, !line.hasPrefix("#"), KeyFileText.header(line) == nil {
                snippet = index + 1
                current = group
            }
            if snippet != nil, line.hasPrefix(";") { continue }
            if KeyFileText.isRefusedByGLib(line) {
                throw SkinError(
                    keyPath: [current ?? group], line: index + 1,
                    message: "GLib's key file refuses '\(line)' (no group, key=value or # comment), so LXTerminal ignores the whole file")
            }
            if let name = KeyFileText.header(line) {
                current = name
            } else if current == group, let (key, value) = KeyFileText.entry(line) {
                values[key] = KeyFileText.Value(text: value, line: index + 1)
            }
        }
        if let snippet {
            let message =
                "a snippet for lxterminal.conf, read as its [general] group: LXTerminal would not load it as it is (GLib's key files start with a group and have no ; comments)"
            warnings.append(SkinError(keyPath: [group], line: snippet, message: message))
        }
        func color(_ key: String, orLXTerminals fallback: UInt32) -> RGBColor {
            let taken = RGBColor(hex: fallback)
            guard let value = values[key] else {
                warnings.append(SkinError(keyPath: [group, key], message: SchemeColorText.leftOut(key: key, color: taken, terminal: "LXTerminal")))
                return taken
            }
            guard let color = GdkColorText.parse(value.text) else {
                let message = "'\(value.text)' is not a color GTK reads (\(GdkColorText.notations)): LXTerminal keeps \(taken.hexString)"
                warnings.append(SkinError(keyPath: [group, key], line: value.line, message: message))
                return taken
            }
            return color
        }
        let background = color("bgcolor", orLXTerminals: defaultBackground)
        let foreground = color("fgcolor", orLXTerminals: defaultForeground)
        let keys = (0..<16).map { "palette_color_\($0)" }
        let vga = "LXTerminal's VGA preset \(RGBColor(hex: vgaPalette[0]).hexString) … \(RGBColor(hex: vgaPalette[15]).hexString)"
        var ansi = vgaPalette.map { RGBColor(hex: $0) }
        if values[presetKey] == nil {
            let message = SchemeColorText.leftOut("'\(presetKey)' (the palette is read only with it)", taking: vga, as: "LXTerminal")
            warnings.append(SkinError(keyPath: [group, presetKey], message: message))
        } else if let missing = keys.first(where: { values[$0] == nil }) {
            warnings.append(
                SkinError(keyPath: [group, missing], message: SchemeColorText.leftOut("color '\(missing)'", taking: vga + " for all 16", as: "LXTerminal")))
        } else {
            ansi = keys.map { color($0, orLXTerminals: 0x000000) }
        }
        return TerminalScheme(name: nil, background: background, foreground: foreground, ansi: ansi, warnings: warnings)
    }
}
