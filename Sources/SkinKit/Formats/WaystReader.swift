/// wayst's config (`~/.config/wayst/config`, no extension; iTerm2-Color-Schemes' `wayst/`), read as
/// wayst reads it (91861/wayst ef0f52a4: `settings_file_parse` in `src/config_parser.c`,
/// `handle_option` and the `wayst` preset in `src/settings.c`, `ColorRGB_from_any` in
/// `src/colors.c`). Lines `key = value`: `#` starts a comment outside a string, a value may be quoted
/// (`\"` and `\n` escapes), blanks around it are dropped, a `[…]` list may span lines. Colors read:
/// `bg-color`, `fg-color`, `color-0` … `color-15`, `highlight-bg-color` (the selection) and
/// `cursor-bg-color` (`none`, wayst's default: the cursor takes the cell's colors; no cursor color
/// then); `highlight-fg-color` and `cursor-fg-color` are checked and have no slot; other options
/// (and `colorscheme`, a built-in preset) are passed over. Colors as wayst reads them: `#RRGGBB`
/// (the first six hex digits, `#`, a space or nothing before them; what follows, an alpha, is not
/// read), else `#RGB` … `#RRRRGGGGBBBB` and `rgb:R/G/B` scaled to 8 bits, `rgbi:R/G/B`, `rgb()` and
/// `hsl()` (read as CSS reads them). wayst never refuses its config: a value it cannot read keeps
/// its color (a warning, as wayst prints one), and what a file leaves out is wayst's own (its
/// `wayst` preset, `#323232` selection), with a warning.
enum WaystReader {
    /// The `wayst` preset's 16 colors (`colors_default[0]`), background and foreground, and the
    /// highlight's background (`settings_make_default`'s `bghl`).
    static let defaultColors: [UInt32] = [
        0x000000, 0xAB1F00, 0xD2FF00, 0xFF7D00, 0x00518C, 0xB7006F, 0x00AEA0, 0xAAAAAA,
        0x545454, 0xBB3939, 0xAFFF52, 0xFFA855, 0x107BC9, 0xFF368A, 0x40FFEF, 0xFFFFFF,
    ]
    static let defaultBackground: UInt32 = 0x000000
    static let defaultForeground: UInt32 = 0xFFFFFF
    static let defaultHighlight: UInt32 = 0x323232

    /// The color options, in the order the scheme takes them.
    static let colorKeys = ["bg-color", "fg-color"] + (0..<16).map { "color-\($0)" } + ["highlight-bg-color", "cursor-bg-color"]
    /// Color options checked but without a slot.
    static let unkeptKeys = ["highlight-fg-color", "cursor-fg-color"]

    /// One `key = value` as `settings_file_parse` hands it on; `value` nil for a key without `=`.
    struct Option {
        var key: String
        var value: String?
        var line: Int
    }

    /// True when every line of the head is a kebab-case option (or blank, or a comment) and one
    /// is a wayst color option.
    static func matches(_ text: String) -> Bool {
        var colors = 0
        for line in LeadingLines.of(text, count: 400) {
            let start = line.drop { $0 == " " || $0 == "\t" }
            if start.isEmpty || start.hasPrefix("#") { continue }
            guard let equals = start.firstIndex(of: "=") else { return false }
            let key = String(start[..<equals]).trimmingSpaces
            guard !key.isEmpty, key.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else { return false }
            if colorKeys.contains(key) || unkeptKeys.contains(key) { colors += 1 }
        }
        return colors > 0
    }

    /// The options of `text`, as `settings_file_parse` reads them (its syntax errors, which wayst
    /// only prints, are passed over).
    static func options(_ text: String) -> [Option] {
        var options: [Option] = []
        var inList = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var key = ""
            var value = ""
            var pendingBlanks = ""
            var inValue = false
            var inString = false
            var escaped = false
            for character in line {
                if character == "#" && !escaped && !inString { break }
                if !inValue {
                    if character == "=" {
                        inValue = true
                    } else if !character.isWhitespace && !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) {
                        key.append(character)
                    }
                    continue
                }
                if character == "\\" && !escaped {
                    escaped = true
                    continue
                }
                if escaped {
                    escaped = false
                    if character == "n" { value.append("\n") } else if character == "\"" && inString { value.append("\"") }
                    continue
                }
                if character == "\"" {
                    inString.toggle()
                    pendingBlanks = ""
                    continue
                }
                if !inString && character == "[" { inList = true }
                if !inString && character == "]" { inList = false }
                if inString || !(character == " " || character == "\t") {
                    value += pendingBlanks
                    pendingBlanks = ""
                    value.append(character)
                } else if !value.isEmpty {
                    pendingBlanks.append(character)
                }
            }
            if key.isEmpty || (inList && !inValue) { continue }
            options.append(Option(key: key, value: inValue ? value : nil, line: index + 1))
        }
        return options
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var colors: [String: RGBColor] = [:]
        var cursorNone = false
        var warnings: [SkinError] = []
        for option in options(text) where colorKeys.contains(option.key) || unkeptKeys.contains(option.key) {
            if option.key.hasPrefix("cursor-"), option.value?.lowercased() == "none" {
                if option.key == "cursor-bg-color" { cursorNone = true }
                continue
            }
            guard let value = option.value, let color = color(value) else {
                warnings.append(
                    SkinError(
                        keyPath: [option.key], line: option.line,
                        message: "wayst cannot read '\(option.value ?? "")' as a color (#RRGGBB, #RGB, rgb:R/G/B, rgbi:R/G/B, rgb(), hsl()): it keeps its color"
                    ))
                continue
            }
            colors[option.key] = color
            if option.key == "cursor-bg-color" { cursorNone = false }
        }
        func taken(_ key: String, orWaysts fallback: UInt32) -> RGBColor {
            if let color = colors[key] { return color }
            let taken = RGBColor(hex: fallback)
            warnings.append(SkinError(keyPath: [key], message: SchemeColorText.leftOut(key: key, color: taken, terminal: "wayst")))
            return taken
        }
        let ansi = defaultColors.enumerated().map { taken("color-\($0.offset)", orWaysts: $0.element) }
        return TerminalScheme(
            name: nil, background: taken("bg-color", orWaysts: defaultBackground), foreground: taken("fg-color", orWaysts: defaultForeground),
            cursor: cursorNone ? nil : colors["cursor-bg-color"], selection: taken("highlight-bg-color", orWaysts: defaultHighlight), ansi: ansi,
            warnings: warnings)
    }

    /// A color as `ColorRGB_from_any` reads it; nil when wayst cannot.
    static func color(_ text: String) -> RGBColor? {
        let lower = text.lowercased()
        if text.hasPrefix("#") { return leadingHex(text.dropFirst()) ?? ColorChannels.runs(text.dropFirst(), GhosttyColorText.fromHex) }
        if let start = lower.firstRange(of: "rgbi:") { return ColorChannels.parts(lower[start.upperBound...], GhosttyColorText.fromIntensity) }
        if let start = lower.firstRange(of: "rgb:") { return ColorChannels.parts(lower[start.upperBound...], GhosttyColorText.fromHex) }
        if lower.contains("rgb(") || lower.contains("hsl(") { return CSSColorText.parse(text) }
        return leadingHex(text.hasPrefix(" ") ? text.dropFirst() : Substring(text))
            ?? ColorChannels.parts(Substring(text), GhosttyColorText.fromHex)
    }

    /// `ColorRGB_from_hex`: the first six characters as hex digits, what follows not read.
    private static func leadingHex(_ text: Substring) -> RGBColor? {
        let digits = text.prefix(6)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        return RGBColor(hex: value)
    }
}
