/// WezTerm color schemes (`.toml`): a `[colors]` table with `foreground`, `background`, `ansi` and
/// `brights` (eight colors each), `cursor_bg` and `selection_bg`, and `[metadata] name`. Told from
/// an Alacritty theme, whose `[colors]` holds tables (`primary`, `normal`, …), by those keys. What
/// a scheme leaves out is WezTerm's own (`ColorPalette::compute_default` in its
/// `term/src/color.rs`, wezterm/wezterm 4ff581a8), with a warning.
enum WezTermReader {
    /// WezTerm's ANSI 0–15 for a scheme without `ansi` or `brights`.
    static let defaultANSI: [UInt32] = [
        0x000000, 0xCC5555, 0x55CC55, 0xCDCD55, 0x5455CB, 0xCC55CC, 0x7ACACA, 0xCCCCCC,
        0x555555, 0xFF5555, 0x55FF55, 0xFFFF55, 0x5555FF, 0xFF55FF, 0x55FFFF, 0xFFFFFF,
    ]
    /// WezTerm's background (ANSI black) and foreground (palette 249, Grey70).
    static let defaultBackground: UInt32 = 0x000000
    static let defaultForeground: UInt32 = 0xB2B2B2

    /// The `[colors]` keys that only a WezTerm scheme has.
    static let schemeKeys = ["foreground", "background", "ansi", "brights", "cursor_bg", "selection_bg"]

    /// True for a TOML document whose `colors` table sets one of WezTerm's keys itself.
    static func matches(_ root: TOMLSubsetReader.Table) -> Bool {
        guard let colors = root["colors"] as? TOMLSubsetReader.Table else { return false }
        return schemeKeys.contains { colors[$0] is String || colors[$0] is [Any] }
    }

    static func read(_ root: TOMLSubsetReader.Table, lines: [[String]: Int]) throws(SkinError) -> TerminalScheme {
        let colors = (root["colors"] as? TOMLSubsetReader.Table) ?? [:]
        var warnings: [SkinError] = []
        func missing(_ key: String, taking fallback: String) {
            warnings.append(
                SkinError(
                    keyPath: ["colors", key], line: lines[["colors"]],
                    message: SchemeColorText.leftOut("'\(key)'", taking: "WezTerm's own \(fallback)", as: "WezTerm")))
        }
        func color(_ key: String, fallback: UInt32?) throws(SkinError) -> RGBColor? {
            guard let value = colors[key] else {
                if let fallback { missing(key, taking: RGBColor(hex: fallback).hexString) }
                return fallback.map { RGBColor(hex: $0) }
            }
            guard let text = value as? String, let parsed = parse(text) else {
                throw problem(key, value: value, lines: lines)
            }
            return parsed
        }
        func eight(_ key: String, defaults: ArraySlice<UInt32>) throws(SkinError) -> [RGBColor] {
            guard let value = colors[key] else {
                missing(key, taking: "\(key == "ansi" ? "ANSI 0–7" : "ANSI 8–15") (\(defaults.map { RGBColor(hex: $0).hexString }.joined(separator: " ")))")
                return defaults.map { RGBColor(hex: $0) }
            }
            guard let list = value as? [Any], list.count == 8 else {
                throw SkinError(keyPath: ["colors", key], line: lines[["colors", key]], message: "expected an array of 8 colors")
            }
            var result: [RGBColor] = []
            for (index, item) in list.enumerated() {
                guard let text = item as? String, let parsed = parse(text) else {
                    throw problem("\(key)[\(index)]", value: item, lines: lines, line: lines[["colors", key]])
                }
                result.append(parsed)
            }
            return result
        }
        let ansi = try eight("ansi", defaults: defaultANSI[0..<8]) + eight("brights", defaults: defaultANSI[8..<16])
        let metadata = root["metadata"] as? TOMLSubsetReader.Table
        return TerminalScheme(
            name: metadata?["name"] as? String,
            background: try color("background", fallback: defaultBackground) ?? RGBColor(hex: defaultBackground),
            foreground: try color("foreground", fallback: defaultForeground) ?? RGBColor(hex: defaultForeground),
            cursor: try color("cursor_bg", fallback: nil), selection: try color("selection_bg", fallback: nil),
            ansi: ansi, warnings: warnings)
    }

    private static func problem(_ key: String, value: Any, lines: [[String]: Int], line: Int? = nil) -> SkinError {
        let written = (value as? String).map { "'\($0)'" } ?? "this value"
        return SkinError(
            keyPath: ["colors", key], line: line ?? lines[["colors", key]],
            message: "\(written) is not a color WezTerm reads (#RGB … #RRRRGGGGBBBB, rgb:, rgba:, hsl:, a CSS color or an X11 name)")
    }

    /// A color as WezTerm reads it (`WezTermColorText`).
    static func parse(_ text: String) -> RGBColor? { WezTermColorText.parse(text) }
}
