/// kitty `.conf` themes: `background #RRGGBB`, `foreground`, `color0`…`color15`, `cursor`,
/// `selection_background` lines; `## name: …` (kitty-themes' metadata) names the scheme.
enum KittyReader {
    static let colorKeys =
        ["background", "foreground", "cursor", "selection_background", "selection_foreground"]
        + (0..<16).map { "color\($0)" }

    /// True when the text has `colorN` or `background`/`foreground` lines with a color.
    static func matches(_ text: String) -> Bool {
        var hits = 0
        for line in text.split(whereSeparator: \.isNewline).prefix(400) {
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
            let line = rawLine.trimmingCharacters(in: .whitespaces)
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
        func color(_ key: String) throws(SkinError) -> RGBColor {
            try SchemeColorText.required(key, in: values, line: lines[key])
        }
        var ansi: [RGBColor] = []
        for index in 0..<16 { ansi.append(try color("color\(index)")) }
        let cursor = values["cursor"].flatMap(SchemeColorText.parse)
        let selection = values["selection_background"].flatMap(SchemeColorText.parse)
        return TerminalScheme(
            name: name, background: try color("background"), foreground: try color("foreground"),
            cursor: cursor, selection: selection, ansi: ansi)
    }
}
