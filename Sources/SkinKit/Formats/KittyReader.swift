/// kitty `.conf` themes: `background #RRGGBB`, `foreground`, `color0`…`color15`, `cursor`,
/// `selection_background` lines; `## name: …` (kitty-themes' metadata) names the scheme. A color
/// a theme leaves out is kitty's own, as in kitty (a theme is included into kitty.conf), with a warning.
enum KittyReader {
    /// kitty's colors for what a theme leaves out, `color0`…`color15`: `kitty/options/definition.py`
    /// (kovidgoyal/kitty 9475a58f0).
    static let defaultColors: [UInt32] = [
        0x000000, 0xCC0403, 0x19CB00, 0xCECB00, 0x0D73CC, 0xCB1ED1, 0x0DCDCD, 0xDDDDDD,
        0x767676, 0xF2201F, 0x23FD00, 0xFFFD00, 0x1A8FFF, 0xFD28FF, 0x14FFFF, 0xFFFFFF,
    ]
    static let defaultBackground: UInt32 = 0x000000
    static let defaultForeground: UInt32 = 0xDDDDDD

    static let colorKeys =
        ["background", "foreground", "cursor", "selection_background", "selection_foreground"]
        + (0..<16).map { "color\($0)" }

    /// True when the text has `colorN` or `background`/`foreground` lines with a color.
    static func matches(_ text: String) -> Bool {
        var hits = 0
        for line in LeadingLines.of(text, count: 400) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 2, colorKeys.contains(String(words[0])), SchemeColorText.parse(String(words[1])) != nil else { continue }
            hits += 1
            if hits >= 3 { return true }
        }
        return false
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var values: [String: String] = [:]
        var lines: [String: Int] = [:]
        var name: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Whitespace.trimmingSpaces(rawLine)
            if line.hasPrefix("## name:") {
                name = String(line.dropFirst("## name:".count)).trimmingSpaces
                continue
            }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let words = line.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count == 2, colorKeys.contains(String(words[0])) else { continue }
            values[String(words[0])] = String(words[1]).trimmingSpaces
            lines[String(words[0])] = index + 1
        }
        var warnings: [SkinError] = []
        func color(_ key: String, default fallback: UInt32) throws(SkinError) -> RGBColor {
            try SchemeColorText.required(key, in: values, line: lines[key], orTerminals: ("kitty", RGBColor(hex: fallback)), warnings: &warnings)
        }
        var ansi: [RGBColor] = []
        for (index, fallback) in defaultColors.enumerated() { ansi.append(try color("color\(index)", default: fallback)) }
        let cursor = values["cursor"].flatMap(SchemeColorText.parse)
        let selection = values["selection_background"].flatMap(SchemeColorText.parse)
        return TerminalScheme(
            name: name, background: try color("background", default: defaultBackground),
            foreground: try color("foreground", default: defaultForeground),
            cursor: cursor, selection: selection, ansi: ansi, warnings: warnings)
    }
}
