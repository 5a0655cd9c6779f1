/// Konsole color schemes (`.colorscheme`, INI): `[Foreground]`, `[Background]`, `[Color0]` …
/// `[Color7]` and `[Color0Intense]` … `[Color7Intense]`, each `Color=R,G,B` (0–255; a fourth value,
/// alpha, is not read) or `Color=#RRGGBB`; `[General] Description` names it. What a scheme leaves
/// out is taken as Konsole takes it (`ColorScheme::readColorEntry` in its
/// `src/colorscheme/ColorScheme.cpp`, KDE/konsole a626e1b9): an intense color is its normal one,
/// the others Konsole's default table; with a warning.
enum KonsoleReader {
    /// Konsole's default table: foreground, background, then Color0–7.
    static let defaultForeground: UInt32 = 0x000000
    static let defaultBackground: UInt32 = 0xFFFFFF
    static let defaultColors: [UInt32] = [0x000000, 0xB21818, 0x18B218, 0xB26818, 0x1818B2, 0xB218B2, 0x18B2B2, 0xB2B2B2]

    /// True for an INI document with a `[Background]` and a `[Foreground]` or `[Color0]` section.
    static func matches(_ text: String) -> Bool {
        var sections: Set<String> = []
        for line in LeadingLines.of(text, count: 2_000) {
            let trimmed = String(line).trimmingSpaces
            if trimmed.hasPrefix("["), trimmed.hasSuffix("]") { sections.insert(String(trimmed.dropFirst().dropLast())) }
        }
        return sections.contains("Background") && (sections.contains("Foreground") || sections.contains("Color0"))
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var section = ""
        var values: [String: (value: String, line: Int)] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                section = String(line.dropFirst().dropLast())
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals]).trimmingSpaces
            values["\(section).\(key)"] = (String(line[line.index(after: equals)...]).trimmingSpaces, index + 1)
        }
        var warnings: [SkinError] = []
        func color(_ section: String, orElse fallback: (color: RGBColor, from: String)) throws(SkinError) -> RGBColor {
            guard let (value, line) = values["\(section).Color"] else {
                warnings.append(
                    SkinError(
                        keyPath: [section, "Color"],
                        message: SchemeColorText.leftOut("color '\(section)'", taking: "\(fallback.from) \(fallback.color.hexString)", as: "Konsole")))
                return fallback.color
            }
            guard let parsed = parse(value) else {
                throw SkinError(keyPath: [section, "Color"], line: line, message: "'\(value)' is not a color (expected R,G,B in 0–255 or #RRGGBB)")
            }
            return parsed
        }
        var normal: [RGBColor] = []
        for (index, fallback) in defaultColors.enumerated() {
            normal.append(try color("Color\(index)", orElse: (RGBColor(hex: fallback), "Konsole's own")))
        }
        var intense: [RGBColor] = []
        for index in 0..<8 { intense.append(try color("Color\(index)Intense", orElse: (normal[index], "its normal color"))) }
        return TerminalScheme(
            name: values["General.Description"]?.value, background: try color("Background", orElse: (RGBColor(hex: defaultBackground), "Konsole's own")),
            foreground: try color("Foreground", orElse: (RGBColor(hex: defaultForeground), "Konsole's own")), ansi: normal + intense,
            warnings: warnings)
    }

    /// `R,G,B` or `R,G,B,A` in 0–255, or `#RGB`/`#RRGGBB`.
    static func parse(_ text: String) -> RGBColor? {
        if text.hasPrefix("#") { return SchemeColorText.parse(text) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var channels: [UInt8] = []
        for part in parts.prefix(3) {
            guard let value = UInt8(part) else { return nil }
            channels.append(value)
        }
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
    }
}
