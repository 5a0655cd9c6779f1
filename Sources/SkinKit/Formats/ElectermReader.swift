/// electerm's theme text (`.txt`, as its theme export writes it and its import reads it;
/// iTerm2-Color-Schemes' `electerm/`), read as electerm imports it (electerm/electerm b3c023e1:
/// `convertTheme` in `src/client/common/terminal-theme.js`, then the form's `validateInput` and
/// `handleSubmit` in `src/client/components/theme/theme-form.jsx`). Lines `key=value`, split at
/// `=` as JavaScript's `split('=')` does (a second `=` ends the value), both trimmed, a line with
/// an empty key or value passed over, a later line winning. `themeName` names it (its first 50
/// characters); `terminal:` keys are the terminal's, a key containing `selection` becomes
/// `selectionBackground`. electerm then refuses the theme unless every one of its keys is there
/// (`main`, `main-dark`, `main-light`, `text`, `text-light`, `text-dark`, `text-disabled`,
/// `primary`, `info`, `success`, `error`, `warn`, `terminal:foreground`, `terminal:background`,
/// `terminal:cursor`, `terminal:cursorAccent`, `terminal:selectionBackground`, `terminal:black` …
/// `terminal:brightWhite`), the terminal's colors `#RGB`, `#RRGGBB` or `rgba(r,g,b,a)` and the
/// others `#RGB`/`#RRGGBB`, and no other key: each an error at its line. On saving, electerm sets
/// the terminal's background to `main`, so `main` is the background taken.
enum ElectermReader {
    static let prefix = "terminal:"
    /// `requiredThemeProps`' user interface keys.
    static let uiKeys = ["main", "main-dark", "main-light", "text", "text-light", "text-dark", "text-disabled", "primary", "info", "success", "error", "warn"]
    /// The 16 ANSI colors' keys, in order.
    static let ansiKeys = TerminalScheme.ansiKeys.map { String($0.dropFirst("ansi.".count)) }
    /// `requiredThemeProps`' terminal keys, without `terminal:`.
    static let terminalKeys = ["foreground", "background", "cursor", "cursorAccent", "selectionBackground"] + ansiKeys

    /// True when the head holds `terminal:background=` or `terminal:foreground=` lines, as only
    /// electerm's themes do, and `themeName=` or the user interface's `main=`.
    static func matches(_ text: String) -> Bool {
        let starts = LeadingLines.of(text, count: 400).map { $0.drop { $0 == " " || $0 == "\t" } }
        return starts.contains { $0.hasPrefix("terminal:background") || $0.hasPrefix("terminal:foreground") }
            && starts.contains { $0.hasPrefix("themeName") || $0.hasPrefix("main") }
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        var name: String?
        var values: [String: (value: String, line: Int)] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let parts = line.split(separator: "=", maxSplits: 2, omittingEmptySubsequences: false)
            let key = String(parts[0]).trimmingSpaces
            let value = parts.count > 1 ? String(parts[1]).trimmingSpaces : ""
            if key.isEmpty || value.isEmpty { continue }
            if key == "themeName" {
                name = String(value.prefix(50))
                continue
            }
            var renamed = key.hasPrefix(prefix) ? String(key.dropFirst(prefix.count)) : key
            if renamed.contains("selection") { renamed = "selectionBackground" }
            values[key.hasPrefix(prefix) ? prefix + renamed : renamed] = (value, index + 1)
        }
        for (key, entry) in values.sorted(by: { $0.value.line < $1.value.line })
        where !(uiKeys.contains(key) || (key.hasPrefix(prefix) && terminalKeys.contains(String(key.dropFirst(prefix.count))))) {
            throw SkinError(keyPath: [key], line: entry.line, message: "electerm refuses a theme with the key '\(key)' (\"Not supported prop\")")
        }
        func color(_ key: String) throws(SkinError) -> RGBColor {
            guard let entry = values[key] else { throw SkinError(keyPath: [key], message: "electerm refuses a theme without '\(key)' (\"Missing prop\")") }
            let isTerminal = key.hasPrefix(prefix)
            guard let read = hex(entry.value) ?? (isTerminal ? rgba(entry.value) : nil) else {
                let notations = isTerminal ? "#RGB, #RRGGBB or rgba(r,g,b,a)" : "#RGB or #RRGGBB"
                throw SkinError(keyPath: [key], line: entry.line, message: "'\(entry.value)' is not a color electerm takes for '\(key)' (\(notations))")
            }
            return read
        }
        var read: [String: RGBColor] = [:]
        for key in uiKeys + terminalKeys.map({ prefix + $0 }) { read[key] = try color(key) }
        func taken(_ key: String) -> RGBColor { read[key] ?? RGBColor(hex: 0) }
        return TerminalScheme(
            name: name, background: taken("main"), foreground: taken(prefix + "foreground"), cursor: taken(prefix + "cursor"),
            selection: taken(prefix + "selectionBackground"), ansi: ansiKeys.map { taken(prefix + $0) })
    }

    /// `^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$`.
    private static func hex(_ text: String) -> RGBColor? {
        guard text.hasPrefix("#"), [3, 6].contains(text.count - 1) else { return nil }
        return CSSColorText.hex(text.dropFirst())
    }

    /// `^rgba\(\d{1,3},\s*\d{1,3},\s*\d{1,3},\s*(0|0?\.\d+|1)\)$`, read as the browser reads it
    /// (channels above 255 clamped).
    private static func rgba(_ text: String) -> RGBColor? {
        guard text.hasPrefix("rgba("), text.hasSuffix(")") else { return nil }
        let parts = text.dropFirst(5).dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var channels: [UInt8] = []
        for (index, part) in parts.enumerated() {
            let digits = index == 0 ? part : part.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if index == 3 {
                guard digits == "0" || digits == "1" || isFraction(digits) else { return nil }
                continue
            }
            guard (1...3).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(digits) else { return nil }
            channels.append(UInt8(min(value, 255)))
        }
        let alpha = Double(String(parts[3]).trimmingSpaces) ?? 1
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// `0?\.\d+`.
    private static func isFraction(_ text: Substring) -> Bool {
        let rest = text.hasPrefix("0.") ? text.dropFirst(2) : text.hasPrefix(".") ? text.dropFirst() : Substring("x")
        return !rest.isEmpty && rest.allSatisfy { ("0"..."9").contains($0) }
    }
}
