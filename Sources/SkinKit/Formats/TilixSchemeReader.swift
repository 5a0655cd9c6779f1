import FoundationEssentials

/// Tilix color schemes (`.json` in `~/.config/tilix/schemes/`), read as Tilix's `loadScheme`
/// reads them (`source/gx/tilix/colorschemes.d`, gnunn1/tilix 46b6a7c6): `name`, `palette` (16
/// colors, required), `foreground-color`, `background-color` (with `use-theme-colors` Tilix takes
/// the GTK theme's, which a file may leave out: black on white stands in), and the cursor
/// (`cursor-background-color`) and selection (`highlight-background-color`) only when
/// `use-cursor-color` / `use-highlight-color` is true (otherwise Tilix draws them in the text's
/// colors reversed: none taken, a warning for a color set but not used); colors as GTK reads them
/// (`GdkColorText`). Tilix refuses a scheme without `name`, `use-theme-colors` or 16 palette
/// colors: here an error. A foreground or background left out is Tilix's empty color, black.
enum TilixSchemeReader {
    static let paletteKey = "palette"
    static let markerKeys = ["foreground-color", "background-color", "use-theme-colors"]

    /// True for a JSON object with a `palette` array and one of Tilix's own keys.
    static func matches(_ object: Any) -> Bool {
        guard let table = object as? [String: Any], table[paletteKey] is [Any] else { return false }
        return markerKeys.contains { table[$0] != nil }
    }

    /// `matches` for a document the skin loader read into a tree.
    static func matches(_ node: SkinNode) -> Bool {
        guard case .dictionary(let table) = node, case .array? = table[paletteKey] else { return false }
        return markerKeys.contains { table[$0] != nil }
    }

    static func read(_ object: Any) throws(SkinError) -> TerminalScheme {
        guard let table = object as? [String: Any] else { throw SkinError(message: "expected a JSON object") }
        guard let name = table["name"] as? String else { throw SkinError(keyPath: ["name"], message: "Tilix refuses a scheme without a 'name'") }
        guard let useTheme = table["use-theme-colors"] as? Bool else {
            throw SkinError(keyPath: ["use-theme-colors"], message: "Tilix refuses a scheme without 'use-theme-colors' (true or false)")
        }
        var warnings: [SkinError] = []
        func color(_ key: String, _ value: Any?, keyPath: [String]) throws(SkinError) -> RGBColor? {
            guard let value else { return nil }
            guard let text = value as? String, let color = GdkColorText.parse(text) else {
                throw SkinError(keyPath: keyPath, message: "'\(value)' is not a color (expected \(GdkColorText.notations))")
            }
            return color
        }
        guard let palette = table[paletteKey] as? [Any], palette.count == 16 else {
            throw SkinError(keyPath: [paletteKey], message: "Tilix refuses a scheme whose palette is not 16 colors")
        }
        var ansi: [RGBColor] = []
        for (index, value) in palette.enumerated() {
            if let read = try color(paletteKey, value, keyPath: ["\(paletteKey)[\(index)]"]) { ansi.append(read) }
        }
        func chosen(_ key: String, unless switchKey: String) throws(SkinError) -> RGBColor? {
            guard let read = try color(key, table[key], keyPath: [key]) else { return nil }
            guard table[switchKey] as? Bool == true else {
                warnings.append(SkinError(keyPath: [key], message: "not taken: Tilix uses it only with \(switchKey) true; drawn in the text's colors reversed"))
                return nil
            }
            return read
        }
        if useTheme {
            let shown = table["foreground-color"] != nil || table["background-color"] != nil ? "the file's own" : "black on white"
            warnings.append(
                SkinError(keyPath: ["use-theme-colors"], message: "Tilix takes the foreground and background from the GTK theme: \(shown) shown"))
        }
        /// A foreground or background left out: Tilix's empty color (black), or with the GTK
        /// theme's colors a light theme's black text on white standing in.
        func plain(_ key: String, themes: UInt32) throws(SkinError) -> RGBColor {
            if let read = try color(key, table[key], keyPath: [key]) { return read }
            if useTheme { return RGBColor(hex: themes) }
            warnings.append(SkinError(keyPath: [key], message: SchemeColorText.leftOut(key: key, color: RGBColor(hex: 0), terminal: "Tilix")))
            return RGBColor(hex: 0)
        }
        return TerminalScheme(
            name: name, background: try plain("background-color", themes: 0xFFFFFF), foreground: try plain("foreground-color", themes: 0x000000),
            cursor: try chosen("cursor-background-color", unless: "use-cursor-color"),
            selection: try chosen("highlight-background-color", unless: "use-highlight-color"), ansi: ansi, warnings: warnings)
    }
}
