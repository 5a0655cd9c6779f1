/// Reads the color notations terminal scheme files use: `#RRGGBB`, `RRGGBB` (base16),
/// `0xRRGGBB` (Alacritty), `#RGB`, each optionally quoted.
enum SchemeColorText {
    /// The color `text` spells, or nil when it is not one of the notations.
    static func parse(_ text: String) -> RGBColor? {
        var digits = Substring(text.trimmingSpaces)
        if let quote = digits.first, quote == "\"" || quote == "'", digits.last == quote, digits.count >= 2 {
            digits = digits.dropFirst().dropLast()
        }
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 6: return RGBColor(hex: value)
        case 3:
            let r = UInt8((value >> 8) & 0xF)
            let g = UInt8((value >> 4) & 0xF)
            let b = UInt8(value & 0xF)
            return RGBColor(red: r * 17, green: g * 17, blue: b * 17)
        default: return nil
        }
    }

    /// The color under `key` in `table`, or an error naming the key that is missing or wrong.
    static func required(_ key: String, in table: [String: String], line: Int? = nil) throws(SkinError) -> RGBColor {
        guard let text = table[key] else { throw SkinError(keyPath: [key], line: line, message: "missing color '\(key)'") }
        guard let color = parse(text) else {
            throw SkinError(keyPath: [key], line: line, message: "'\(text)' is not a color (expected #RRGGBB)")
        }
        return color
    }

    /// The color under `key`; when absent, `fallback` (the color the scheme's terminal uses for a
    /// key a theme leaves out), with a warning saying so; an error when present but not a color.
    static func required(
        _ key: String, in table: [String: String], line: Int? = nil, orTerminals fallback: (terminal: String, color: RGBColor),
        warnings: inout [SkinError]
    ) throws(SkinError) -> RGBColor {
        guard table[key] != nil else {
            let message = leftOut(key: key, color: fallback.color, terminal: fallback.terminal)
            warnings.append(SkinError(keyPath: [key], line: line, message: message))
            return fallback.color
        }
        return try required(key, in: table, line: line)
    }

    /// The warning for what a theme leaves out and its terminal fills in, every format's wording:
    /// `missing color 'red': kitty's own #CC0403 taken, as kitty does`.
    static func leftOut(_ what: String, taking taken: String, as terminal: String) -> String {
        "missing \(what): \(taken) taken, as \(terminal) does"
    }

    /// `leftOut` for one color `key` filled with the terminal's own `color`.
    static func leftOut(key: String, color: RGBColor, terminal: String) -> String {
        leftOut("color '\(key)'", taking: "\(terminal)'s own \(color.hexString)", as: terminal)
    }

    /// The color under `key`, nil when absent, an error when present but not a color.
    static func optional(_ key: String, in table: [String: String]) throws(SkinError) -> RGBColor? {
        guard table[key] != nil else { return nil }
        return try required(key, in: table)
    }
}
