/// Alacritty TOML themes: `[colors.primary]` background/foreground, `[colors.normal]` and
/// `[colors.bright]` black…white, optional `[colors.cursor] cursor` and `[colors.selection] background`.
/// A color a theme leaves out is Alacritty's own, as in Alacritty, with a warning.
enum AlacrittyReader {
    /// Alacritty's colors for what a theme leaves out: `alacritty/src/config/color.rs`'s `Default`s
    /// (alacritty/alacritty bdb72b32, Apache-2.0 or MIT), in `TerminalScheme.ansiNames` order.
    static let defaultNormal: [UInt32] = [0x181818, 0xAC4242, 0x90A959, 0xF4BF75, 0x6A9FB5, 0xAA759F, 0x75B5AA, 0xD8D8D8]
    static let defaultBright: [UInt32] = [0x6B6B6B, 0xC55555, 0xAAC474, 0xFECA88, 0x82B8C8, 0xC28CB8, 0x93D3C3, 0xF8F8F8]
    static let defaultBackground: UInt32 = 0x181818
    static let defaultForeground: UInt32 = 0xD8D8D8

    /// True when the text has a `[colors…]` table or `colors.` keys.
    static func matches(_ text: String) -> Bool {
        LineStarts.any(in: text) { line in
            if let table = LineStarts.after("[", in: line), let rest = LineStarts.after("colors", in: table.drop(while: \.isWhitespace)) {
                return rest.first == "." || rest.drop(while: \.isWhitespace).first == "]"
            }
            guard let key = LineStarts.after("colors.", in: line) else { return false }
            return ["primary", "normal", "bright"].contains { key.hasPrefix($0) }
        }
    }

    /// The tables of `[colors]` that make an Alacritty theme; with none, the file is not one (a
    /// `[colors]` of other keys would otherwise read as Alacritty's defaults alone).
    static let colorTables = ["primary", "normal", "bright"]

    static func read(_ root: TOMLSubsetReader.Table, lines: [[String]: Int]) throws(SkinError) -> TerminalScheme {
        guard let colors = root["colors"] as? [String: Any] else {
            throw SkinError(keyPath: ["colors"], message: "an Alacritty theme needs a [colors] table")
        }
        guard colorTables.contains(where: { colors[$0] is [String: Any] }) else {
            throw SkinError(
                keyPath: ["colors"], line: lines[["colors"]],
                message: "an Alacritty theme sets [colors.primary], [colors.normal] or [colors.bright]; this [colors] has none of them")
        }
        func table(_ name: String) -> [String: String] {
            ((colors[name] as? [String: Any]) ?? [:]).compactMapValues { $0 as? String }
        }
        var warnings: [SkinError] = []
        /// The colors `keys` of table `name`, each missing one Alacritty's from `defaults`.
        func readColors(_ name: String, _ keys: [String], defaults: [UInt32]) throws(SkinError) -> [RGBColor] {
            let values = table(name)
            var found: [SkinError] = []
            var result: [RGBColor] = []
            do throws(SkinError) {
                for (key, fallback) in zip(keys, defaults) {
                    // A key's own line; for a key left out, its table's header.
                    let line = lines[["colors", name, key]] ?? lines[["colors", name]]
                    result.append(
                        try SchemeColorText.required(key, in: values, line: line, orTerminals: ("Alacritty", RGBColor(hex: fallback)), warnings: &found))
                }
            } catch { throw error.placed(file: nil, under: ["colors", name]) }
            warnings += found.map { $0.placed(file: nil, under: ["colors", name]) }
            return result
        }
        let ansi =
            try readColors("normal", TerminalScheme.ansiNames, defaults: defaultNormal)
            + readColors("bright", TerminalScheme.ansiNames, defaults: defaultBright)
        let primary = try readColors("primary", ["background", "foreground"], defaults: [defaultBackground, defaultForeground])
        // "CellForeground"/"CellBackground" are Alacritty keywords, not colors: left to the fallback.
        let cursor = table("cursor")["cursor"].flatMap(SchemeColorText.parse)
        let selection = table("selection")["background"].flatMap(SchemeColorText.parse)
        return TerminalScheme(
            name: nil, background: primary[0], foreground: primary[1],
            cursor: cursor, selection: selection, ansi: ansi, warnings: warnings)
    }
}
