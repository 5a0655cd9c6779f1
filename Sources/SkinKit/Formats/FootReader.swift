/// foot's color themes and `foot.ini` (INI): `[colors]` (the one theme of older foot, the dark one
/// of newer), `[colors-dark]` and `[colors-light]`, each with `foreground`, `background`,
/// `regular0` … `regular7`, `bright0` … `bright7`, `selection-background` and `cursor=TEXT CURSOR`
/// (or `[cursor] color=`, as older foot and its own themes write it), colors as `RRGGBB`; `#`
/// comments, on a line or after a value. A file with both a dark and a light theme is one dynamic
/// skin. What a theme leaves out is foot's own (foot 1.13.1's `/etc/xdg/foot/foot.ini`, Debian 12's
/// package), with a warning.
enum FootReader {
    /// foot 1.13.1's defaults: `regular0`–`regular7`, `bright0`–`bright7`.
    static let defaultColors: [UInt32] = [
        0x222222, 0xCC9393, 0x7F9F7F, 0xD0BF8F, 0x6CA0A3, 0xDC8CC3, 0x93E0E3, 0xDCDCCC,
        0x666666, 0xDCA3A3, 0xBFEBBF, 0xF0DFAF, 0x8CD0D3, 0xFCACE3, 0xB3FFFF, 0xFFFFFF,
    ]
    static let defaultForeground: UInt32 = 0xDCDCCC
    static let defaultBackground: UInt32 = 0x111111
    static let colorKeys = (0..<8).map { "regular\($0)" } + (0..<8).map { "bright\($0)" }
    static let darkSections = ["colors", "colors-dark"]
    static let lightSection = "colors-light"

    /// True when a colors section sets a `regularN`/`brightN` color or a foreground or background
    /// written as foot writes colors (`RRGGBB`, no `#`).
    static func matches(_ text: String) -> Bool {
        var section = ""
        for line in LeadingLines.of(text, count: 2_000) {
            let trimmed = String(line).trimmingSpaces
            if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
                section = String(trimmed.dropFirst().dropLast())
                continue
            }
            guard darkSections.contains(section) || section == lightSection, let (key, value) = entry(trimmed) else { continue }
            if colorKeys.contains(key) { return true }
            if key == "foreground" || key == "background", value.count == 6, value.allSatisfy(\.isHexDigit) { return true }
        }
        return false
    }

    /// `key=value` with both trimmed and a ` # comment` after the value taken off; nil for comments.
    static func entry(_ line: String) -> (String, String)? {
        guard !line.hasPrefix("#"), !line.hasPrefix(";"), let equals = line.firstIndex(of: "=") else { return nil }
        var value = String(line[line.index(after: equals)...])
        if let comment = value.firstRange(of: " #") ?? value.firstRange(of: "\t#") { value = String(value[..<comment.lowerBound]) }
        return (String(line[..<equals]).trimmingSpaces, value.trimmingSpaces)
    }

    static func read(_ text: String) throws(SkinError) -> LightDarkSchemes {
        var sections: [String: [String: (value: String, line: Int)]] = [:]
        var section = ""
        // Problems name the dark theme's section as the file writes it.
        var darkName = "colors-dark"
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if line.hasPrefix("["), line.hasSuffix("]") {
                section = String(line.dropFirst().dropLast())
                if darkSections.contains(section) { darkName = section }
                continue
            }
            guard let (key, value) = entry(line) else { continue }
            // `[colors]` and `[colors-dark]` are one theme: a later line wins.
            sections[darkSections.contains(section) ? "colors-dark" : section, default: [:]][key] = (value, index + 1)
        }
        let cursor = sections["cursor"]?["color"]
        var themes = LightDarkSchemes()
        if let dark = sections["colors-dark"] { themes.dark = try scheme(dark, section: darkName, cursor: cursor) }
        if let light = sections[lightSection] { themes.light = try scheme(light, section: lightSection, cursor: cursor) }
        if themes.dark == nil, themes.light == nil { themes.dark = try scheme([:], section: "colors", cursor: cursor) }
        return themes
    }

    private static func scheme(
        _ values: [String: (value: String, line: Int)], section: String, cursor: (value: String, line: Int)?
    ) throws(SkinError) -> TerminalScheme {
        var warnings: [SkinError] = []
        func color(_ key: String, _ entry: (value: String, line: Int)?, default fallback: UInt32?) throws(SkinError) -> RGBColor? {
            guard let entry else {
                if let fallback {
                    let message = SchemeColorText.leftOut(key: key, color: RGBColor(hex: fallback), terminal: "foot")
                    warnings.append(SkinError(keyPath: [section, key], message: message))
                }
                return fallback.map { RGBColor(hex: $0) }
            }
            guard entry.value.count == 6, entry.value.allSatisfy(\.isHexDigit), let parsed = SchemeColorText.parse(entry.value) else {
                throw SkinError(keyPath: [section, key], line: entry.line, message: "'\(entry.value)' is not a color (expected RRGGBB)")
            }
            return parsed
        }
        var ansi: [RGBColor] = []
        for (key, fallback) in zip(colorKeys, defaultColors) {
            ansi.append(try color(key, values[key], default: fallback) ?? RGBColor(hex: fallback))
        }
        // `cursor=TEXT CURSOR`: the second color is the cursor's.
        let cursorEntry = values["cursor"] ?? cursor
        let cursorColor = cursorEntry.flatMap { entry in
            entry.value.split(separator: " ", omittingEmptySubsequences: true).last.map { (String($0), entry.line) }
        }
        return TerminalScheme(
            name: nil,
            background: try color("background", values["background"], default: defaultBackground) ?? RGBColor(hex: defaultBackground),
            foreground: try color("foreground", values["foreground"], default: defaultForeground) ?? RGBColor(hex: defaultForeground),
            cursor: try color("cursor", cursorColor.map { (value: $0.0, line: $0.1) }, default: nil),
            selection: try color("selection-background", values["selection-background"], default: nil), ansi: ansi, warnings: warnings)
    }
}
