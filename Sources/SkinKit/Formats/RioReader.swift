/// Rio themes (`.toml`): a `[colors]` table of strings — `background`, `foreground`, `black` …
/// `white`, `light_black` … `light_white`, `cursor`, `selection-background` — each `#RRGGBB` or
/// `#RRGGBBAA` (the alpha, a window's opacity, is not read). What a theme leaves out is Rio's own
/// (`rio-vt/src/config/colors/defaults.rs`, raphamorim/rio 11cfbe70), with a warning.
enum RioReader {
    /// Rio's keys for ANSI 0–15, in order, and its colors for those a theme leaves out.
    static let ansiKeys = TerminalScheme.ansiNames + TerminalScheme.ansiNames.map { "light_\($0)" }
    static let defaultANSI: [UInt32] = [
        0x393A3D, 0xFF1261, 0x2AD947, 0xFCBA28, 0x2D9AFF, 0xDD30FF, 0x17D5DF, 0xE7E7E7,
        0x6B6B6B, 0xC55555, 0xAAC474, 0xFECA88, 0x82B8C8, 0xC28CB8, 0x93D3C3, 0xF8F8F8,
    ]
    static let defaultBackground: UInt32 = 0x0F0D0E
    static let defaultForeground: UInt32 = 0xFFFFFF

    /// True for a TOML document whose `colors` table names an ANSI color the way Rio does (`red`,
    /// `light_red`) or sets `selection-background`.
    static func matches(_ root: TOMLSubsetReader.Table) -> Bool {
        guard let colors = root["colors"] as? TOMLSubsetReader.Table else { return false }
        return (ansiKeys + ["selection-background"]).contains { colors[$0] is String }
    }

    static func read(_ root: TOMLSubsetReader.Table, lines: [[String]: Int]) throws(SkinError) -> TerminalScheme {
        let colors = (root["colors"] as? TOMLSubsetReader.Table) ?? [:]
        var values: [String: String] = [:]
        for (key, value) in colors {
            guard let text = value as? String else { continue }
            // `#RRGGBBAA`: the color without its opacity.
            let hex = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
            values[key] = hex.count == 8 && hex.allSatisfy(\.isHexDigit) ? String(hex.prefix(6)) : text
        }
        var warnings: [SkinError] = []
        func color(_ key: String, default fallback: UInt32) throws(SkinError) -> RGBColor {
            do throws(SkinError) {
                return try SchemeColorText.required(
                    key, in: values, line: lines[["colors", key]] ?? lines[["colors"]], orTerminals: ("Rio", RGBColor(hex: fallback)),
                    warnings: &warnings)
            } catch {
                throw error.placed(file: nil, under: ["colors"])
            }
        }
        var ansi: [RGBColor] = []
        for (key, fallback) in zip(ansiKeys, defaultANSI) { ansi.append(try color(key, default: fallback)) }
        let background = try color("background", default: defaultBackground)
        let foreground = try color("foreground", default: defaultForeground)
        func optional(_ key: String) throws(SkinError) -> RGBColor? {
            guard values[key] != nil else { return nil }
            return try color(key, default: 0)
        }
        return TerminalScheme(
            name: nil, background: background, foreground: foreground, cursor: try optional("cursor"),
            selection: try optional("selection-background"), ansi: ansi,
            warnings: warnings.map { $0.placed(file: nil, under: ["colors"]) })
    }
}
