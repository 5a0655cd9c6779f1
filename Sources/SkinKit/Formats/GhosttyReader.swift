/// Ghostty themes and config files: `key = value` lines (`#` starts a comment line, a value may be
/// quoted), of which `palette = N=COLOR` (N 0–15; 16–255 are not read), `background`,
/// `foreground`, `cursor-color` and `selection-background` are read; a later line wins, an empty
/// value resets the key, as in Ghostty. A color the file leaves out is Ghostty's own, with a warning.
enum GhosttyReader {
    /// Ghostty's palette for what a theme leaves out, 0–15 (`Name.default` in its
    /// `src/terminal/color.zig`, ghostty-org/ghostty 3b9c4e0d).
    static let defaultPalette: [UInt32] = [
        0x1D1F21, 0xCC6666, 0xB5BD68, 0xF0C674, 0x81A2BE, 0xB294BB, 0x8ABEB7, 0xC5C8C6,
        0x666666, 0xD54E53, 0xB9CA4A, 0xE7C547, 0x7AA6DA, 0xC397D8, 0x70C0B1, 0xEAEAEA,
    ]
    /// Ghostty's `background` and `foreground` defaults (`src/config/Config.zig`).
    static let defaultBackground: UInt32 = 0x282C34
    static let defaultForeground: UInt32 = 0xFFFFFF

    static let paletteKey = "palette"
    /// Keys of other terminals' `key=value` files that Ghostty has none of: termux's
    /// `colors.properties` (`color0=…`, `cursor=…`) is not a Ghostty theme.
    static let foreignKeys: Set<String> = Set((0..<16).map { "color\($0)" } + ["cursor"])

    /// `theme = NAME`, `theme = /path`, or `theme = light:NAME,dark:NAME`.
    static let themeKey = "theme"
    /// The keys read besides `palette`.
    static let colorKeys = ["background", "foreground", "cursor-color", "selection-background"]
    /// Values of `cursor-color` and `selection-background` that follow the cell instead of naming a color.
    static let cellColors: Set<String> = ["cell-foreground", "cell-background"]

    /// One `key = value` line.
    struct Entry {
        /// The key path problems name: `background`, or `palette`, `3` for a palette slot.
        var keyPath: [String]
        var value: String
        var line: Int

        var key: String { keyPath.joined(separator: ".") }
    }

    /// True when every line (of the first 400) that is not blank or a comment is `key = value` with
    /// a Ghostty-style key (lower case, digits, `-`), and one of them sets a color this reads or a theme.
    static func matches(_ text: String) -> Bool {
        var colors = 0
        for line in LeadingLines.of(text, count: 400) {
            let trimmed = String(line).trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let entry = entry(trimmed, line: 0), !entry.key.isEmpty, entry.key.allSatisfy(isKeyCharacter),
                !foreignKeys.contains(entry.key)
            else { return false }
            if entry.key == paletteKey || entry.key == themeKey || colorKeys.contains(entry.key) { colors += 1 }
        }
        return colors > 0
    }

    private static func isKeyCharacter(_ character: Character) -> Bool {
        ("a"..."z").contains(character) || ("0"..."9").contains(character) || character == "-"
    }

    /// `key = value` with both trimmed and the value's surrounding quotes taken off; nil without `=`.
    static func entry(_ line: String, line number: Int) -> Entry? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        var value = String(line[line.index(after: equals)...]).trimmingSpaces
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
        return Entry(keyPath: [String(line[..<equals]).trimmingSpaces], value: value, line: number)
    }

    /// The colors a file sets (a later line winning, an empty value resetting) and its `theme`.
    struct Settings {
        var values: [String: Entry] = [:]
        var palette: [Int: Entry] = [:]
        var theme: Entry?

        /// These settings over `base` (a config's own colors over its theme's, as in Ghostty).
        func over(_ base: Settings) -> Settings {
            Settings(values: base.values.merging(values) { $1 }, palette: base.palette.merging(palette) { $1 }, theme: nil)
        }
    }

    static func settings(_ text: String) throws(SkinError) -> Settings {
        var settings = Settings()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let entry = entry(line, line: index + 1) else { continue }
            if entry.key == paletteKey {
                if entry.value.isEmpty {
                    settings.palette = [:]
                } else if let (slot, color) = try paletteEntry(entry), slot < defaultPalette.count {
                    settings.palette[slot] = color
                }
            } else if colorKeys.contains(entry.key) {
                settings.values[entry.key] = entry.value.isEmpty ? nil : entry
            } else if entry.key == themeKey {
                settings.theme = entry.value.isEmpty ? nil : entry
            }
        }
        return settings
    }

    /// A theme or config file: its scheme, or with `theme = light:A,dark:B` one for each, each
    /// theme found in `folders` and the file's own colors laid over it.
    static func read(_ text: String, themeFolders folders: GhosttyThemeFolders = .standard) throws(SkinError) -> LightDarkSchemes {
        let own = try settings(text)
        guard let theme = own.theme else { return LightDarkSchemes(dark: try Self.scheme(own)) }
        let choice = try GhosttyThemeChoice(theme)
        // The file's own colors first, so that a problem of theirs names this file, not the theme's.
        _ = try Self.scheme(own)
        func scheme(named name: String) throws(SkinError) -> TerminalScheme {
            let (path, text) = try folders.theme(named: name, for: theme)
            do throws(SkinError) {
                return try Self.scheme(own.over(try settings(text)))
            } catch {
                throw error.placed(file: path)
            }
        }
        switch choice {
        case .single(let name): return LightDarkSchemes(dark: try scheme(named: name))
        case .lightDark(let light, let dark): return LightDarkSchemes(dark: try scheme(named: dark), light: try scheme(named: light))
        }
    }

    /// The scheme of a file's settings, Ghostty's own colors for what they leave out.
    static func scheme(_ settings: Settings) throws(SkinError) -> TerminalScheme {
        let values = settings.values
        let palette = settings.palette
        var warnings: [SkinError] = []
        func color(_ entry: Entry?, keyPath: [String], fallback: UInt32) throws(SkinError) -> RGBColor {
            guard let entry else {
                let message = SchemeColorText.leftOut(key: keyPath.joined(separator: "."), color: RGBColor(hex: fallback), terminal: "Ghostty")
                warnings.append(SkinError(keyPath: keyPath, message: message))
                return RGBColor(hex: fallback)
            }
            return try parse(entry)
        }
        var ansi: [RGBColor] = []
        for (slot, fallback) in defaultPalette.enumerated() {
            if let entry = palette[slot] { ansi.append(try parse(entry)) } else { ansi.append(RGBColor(hex: fallback)) }
        }
        let missing = defaultPalette.indices.filter { palette[$0] == nil }
        if !missing.isEmpty {
            // One warning for the slots left out (a config often sets only its background and foreground).
            let message = SchemeColorText.leftOut(
                "palette color\(missing.count == 1 ? "" : "s") \(Self.describe(slots: missing))", taking: "Ghostty's own", as: "Ghostty")
            warnings.append(SkinError(keyPath: [paletteKey], message: message))
        }
        func optional(_ key: String) throws(SkinError) -> RGBColor? {
            guard let entry = values[key], !cellColors.contains(entry.value) else { return nil }
            return try parse(entry)
        }
        return TerminalScheme(
            name: nil, background: try color(values["background"], keyPath: ["background"], fallback: defaultBackground),
            foreground: try color(values["foreground"], keyPath: ["foreground"], fallback: defaultForeground),
            cursor: try optional("cursor-color"), selection: try optional("selection-background"), ansi: ansi, warnings: warnings)
    }

    /// `0, 3–15`: slots in ascending order with runs of three or more joined.
    static func describe(slots: [Int]) -> String {
        var parts: [String] = []
        var start = 0
        while start < slots.count {
            var end = start
            while end + 1 < slots.count, slots[end + 1] == slots[end] + 1 { end += 1 }
            if end - start >= 2 {
                parts.append("\(slots[start])–\(slots[end])")
            } else {
                parts += slots[start...end].map(String.init)
            }
            start = end + 1
        }
        return parts.joined(separator: ", ")
    }

    /// `N=COLOR`: the slot (decimal, or `0x`/`0o`/`0b`-prefixed, 0–255) and the entry of its color.
    private static func paletteEntry(_ entry: Entry) throws(SkinError) -> (Int, Entry)? {
        guard let equals = entry.value.firstIndex(of: "=") else {
            throw SkinError(keyPath: [paletteKey], line: entry.line, message: "'\(entry.value)' is not N=COLOR")
        }
        let number = String(entry.value[..<equals]).trimmingSpaces
        let radix = [("0x", 16), ("0o", 8), ("0b", 2)].first { number.lowercased().hasPrefix($0.0) }
        guard let slot = radix.map({ Int(number.dropFirst(2), radix: $0.1) }) ?? Int(number), (0...255).contains(slot) else {
            throw SkinError(keyPath: [paletteKey], line: entry.line, message: "'\(number)' is not a palette index (0–255)")
        }
        let color = Entry(keyPath: [paletteKey, String(slot)], value: String(entry.value[entry.value.index(after: equals)...]), line: entry.line)
        return (slot, color)
    }

    private static func parse(_ entry: Entry) throws(SkinError) -> RGBColor {
        guard let color = GhosttyColorText.parse(entry.value) else {
            throw SkinError(
                keyPath: entry.keyPath, line: entry.line,
                message: "'\(entry.value)' is not a color Ghostty reads (#RRGGBB, #RGB, RRGGBB, an X11 name or rgb:R/G/B)")
        }
        return color
    }
}
