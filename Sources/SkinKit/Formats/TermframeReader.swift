/// termframe's themes (`.toml`, as in its `assets/themes/` and iTerm2-Color-Schemes' `termframe/`),
/// read as termframe deserializes them (`ThemeConfig` in `src/config/theme.rs`, the palette's
/// defaults in `src/theme.rs`; pamburus/termframe 7924d1cd): `tags` (required, `dark`/`light`, a list
/// or a comma-separated string),
/// and `theme` either fixed (`[theme.colors]`) or adaptive (`[theme.modes.dark.colors]` and
/// `[theme.modes.light.colors]`: one dynamic skin, as termframe picks one by the mode). In `colors`,
/// `background` and `foreground` are required, `bright-foreground` is optional (no slot), `palette`
/// is required (a table, maybe empty) of index → color: 0–15 read, 16–255 accepted and not read,
/// any other key passed over as termframe's `PaletteIndex::resolve` passes it. Other keys are passed
/// over (serde's default, no `deny_unknown_fields`). Colors are CSS colors (termframe's
/// csscolorparser 0.8.3; read with `CSSColorText`, csscolorparser 0.6.2's rules, which lack
/// 0.8's `lab()`/`lch()`/`oklab()`/`oklch()`). A palette color left out is termframe's default one
/// (black, xterm's 0x80/0xFF primaries, `#C0C0C0`, `#808080`, white), with a warning; what serde
/// refuses is an error at its line. termframe has no cursor or selection color.
enum TermframeReader {
    typealias Table = TOMLSubsetReader.Table

    /// `Palette::make_default()`'s first 16 entries.
    static let defaultPalette: [UInt32] = [
        0x000000, 0x800000, 0x008000, 0x808000, 0x000080, 0x800080, 0x008080, 0xC0C0C0,
        0x808080, 0xFF0000, 0x00FF00, 0xFFFF00, 0x0000FF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]

    /// True when a line opens one of termframe's theme tables (`[theme.colors]`,
    /// `[theme.modes.dark.colors]`, …) and none opens Alacritty's or Rio's `[colors…]`.
    static func matches(_ text: String) -> Bool {
        LineStarts.any(in: text) { $0.hasPrefix("[theme.colors") || $0.hasPrefix("[theme.modes") } && !AlacrittyReader.matches(text)
    }

    /// The theme's scheme, or its dark and light ones.
    static func read(_ text: String) throws(SkinError) -> LightDarkSchemes {
        let (root, lines) = try TOMLSubsetReader.parseWithLines(text)
        try checkTags(root["tags"], line: lines[["tags"]])
        guard let theme = root["theme"] as? Table else {
            throw SkinError(keyPath: ["theme"], line: lines[["theme"]], message: "termframe refuses a theme without a 'theme' table")
        }
        if theme["colors"] != nil {
            return LightDarkSchemes(dark: try scheme(theme["colors"], at: ["theme", "colors"], lines: lines), light: nil)
        }
        guard let modes = theme["modes"] as? Table else {
            throw SkinError(
                keyPath: ["theme"], line: lines[["theme"]] ?? lines[["theme", "modes"]],
                message: "termframe refuses a 'theme' with neither 'colors' nor 'modes' (dark and light)")
        }
        var read = LightDarkSchemes()
        for mode in ["dark", "light"] {
            guard let fixed = modes[mode] as? Table else {
                throw SkinError(
                    keyPath: ["theme", "modes", mode], line: lines[["theme", "modes"]],
                    message: "termframe refuses 'theme.modes' without a '\(mode)' table")
            }
            let scheme = try scheme(fixed["colors"], at: ["theme", "modes", mode, "colors"], lines: lines)
            if mode == "dark" { read.dark = scheme } else { read.light = scheme }
        }
        return read
    }

    /// `tags`: required, an array of `dark` and `light` (termframe's `Tag`) or a string of them
    /// separated by commas, as `enumset_serde::deserialize` (pamburus/hl 9ba780e0,
    /// `crates/enumset-serde/src/lib.rs`) reads it (each part trimmed; an empty string is one empty tag).
    private static func checkTags(_ value: Any?, line: Int?) throws(SkinError) {
        guard let value else { throw SkinError(keyPath: ["tags"], message: "termframe refuses a theme without 'tags' (\"dark\", \"light\")") }
        let tags: [Any]
        if let list = value as? [Any] {
            tags = list
        } else if let text = value as? String {
            tags = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        } else {
            throw SkinError(keyPath: ["tags"], line: line, message: "'tags' is not a list of \"dark\" and \"light\", as termframe requires")
        }
        for tag in tags where !["dark", "light"].contains(tag as? String) {
            throw SkinError(keyPath: ["tags"], line: line, message: "termframe knows no tag '\(tag)' (it has \"dark\" and \"light\")")
        }
    }

    /// One `colors` table at `path`.
    private static func scheme(_ value: Any?, at path: [String], lines: [[String]: Int]) throws(SkinError) -> TerminalScheme {
        let name = path.joined(separator: ".")
        guard let colors = value as? Table else {
            throw SkinError(keyPath: path, line: lines[path] ?? lines[Array(path.dropLast())], message: "termframe refuses '\(name)': not a table")
        }
        func color(_ value: Any?, key: [String]) throws(SkinError) -> RGBColor {
            let line = lines[path + key] ?? lines[path]
            guard let value else {
                throw SkinError(keyPath: path + key, line: line, message: "termframe refuses a '\(name)' without '\(key.joined(separator: "."))'")
            }
            guard let text = value as? String, let read = CSSColorText.parse(text) else {
                throw SkinError(keyPath: path + key, line: line, message: "'\(value)' is not a CSS color, which termframe requires")
            }
            return read
        }
        let background = try color(colors["background"], key: ["background"])
        let foreground = try color(colors["foreground"], key: ["foreground"])
        if let bright = colors["bright-foreground"] { _ = try color(bright, key: ["bright-foreground"]) }
        guard let palette = colors["palette"] as? Table else {
            let problem = colors["palette"] == nil ? "without 'palette'" : "whose 'palette' is not a table"
            throw SkinError(keyPath: path + ["palette"], line: lines[path + ["palette"]] ?? lines[path], message: "termframe refuses a '\(name)' \(problem)")
        }
        var ansi = defaultPalette.map { RGBColor(hex: $0) }
        var given = Set<Int>()
        for (key, value) in palette.sorted(by: { (lines[path + ["palette", $0.key]] ?? 0) < (lines[path + ["palette", $1.key]] ?? 0) }) {
            let read = try color(value, key: ["palette", key])
            guard let index = UInt8(key), index < 16 else { continue }
            ansi[Int(index)] = read
            given.insert(Int(index))
        }
        let warnings = (0..<16).filter { !given.contains($0) }.map { index in
            SkinError(
                keyPath: path + ["palette", "\(index)"], line: lines[path + ["palette"]],
                message: SchemeColorText.leftOut(key: "\(index)", color: ansi[index], terminal: "termframe"))
        }
        return TerminalScheme(name: nil, background: background, foreground: foreground, ansi: ansi, warnings: warnings)
    }
}
