/// Parses colors: `0x036EB7`, `#RGB`, `#RRGGBB`, `#AARRGGBB` / `0xAARRGGBB` (alpha first, as
/// CJSkinSwift reads them), `c(#RRGGBBAA)` (alpha last, as JHTheme's YYKit reads it), `c(#FFFFFF)`,
/// `c(255,255,255)`, `c(255,255,255,0.5)`; case-insensitive, surrounding spaces allowed.
public struct ColorValueParser: ValueParser {
    public let identifier = "color"
    public let priority = ParserPriority.normal
    public let continuesParsing = false

    public init() {}

    public func canParse(_ value: ParsedValue) -> Bool {
        guard let raw = value.text else { return false }
        if let first = raw.utf8.first, first == UInt8(ascii: "#") { return true }
        let text = raw.trimmingSpaces.lowercased()
        return text.hasPrefix("#") || text.hasPrefix("0x") || (text.hasPrefix("c(") && text.hasSuffix(")"))
    }

    public func convert(_ value: ParsedValue, context: inout ParserContext) throws(ValueParseError) -> ParsedValue {
        guard let text = value.text else { return value }
        return .color(try ColorValueParser.parse(text))
    }

    /// Parses one color string in any of the accepted forms.
    public static func parse(_ raw: String) throws(ValueParseError) -> RGBColor {
        if let color = parseCompactHex(raw) { return color }
        let text = raw.trimmingSpaces
        let lower = text.lowercased()
        if lower.hasPrefix("c("), lower.hasSuffix(")") {
            let inner = String(text.dropFirst(2).dropLast()).trimmingSpaces
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            if parts.count == 1 { return try parseHex(inner, original: raw, alphaOrder: .last) }
            guard parts.count == 3 || parts.count == 4 else {
                throw ValueParseError("invalid color '\(raw)': c(…) takes #hex, or r,g,b or r,g,b,a")
            }
            var channels: [UInt8] = []
            for part in parts.prefix(3) {
                guard let number = Int(part), (0...255).contains(number) else {
                    throw ValueParseError("invalid color '\(raw)': channel '\(part)' must be a whole number 0–255")
                }
                channels.append(UInt8(number))
            }
            var alpha = 1.0
            if parts.count == 4 {
                guard let a = Double(parts[3]), (0...1).contains(a) else {
                    throw ValueParseError("invalid color '\(raw)': alpha '\(parts[3])' must be a number 0–1")
                }
                alpha = a
            }
            return RGBColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        }
        return try parseHex(text, original: raw, alphaOrder: .first)
    }

    /// The common `#RRGGBB` (or `#RGB`, `#AARRGGBB`) without spaces, read from its bytes; nil
    /// for anything else, which the general path reads (and explains when it is wrong).
    static func parseCompactHex(_ raw: String) -> RGBColor? {
        let count = raw.utf8.count
        guard count == 4 || count == 7 || count == 9, raw.utf8.first == UInt8(ascii: "#") else { return nil }
        let parsed: UInt32?? = raw.utf8.withContiguousStorageIfAvailable { bytes -> UInt32? in
            var value: UInt32 = 0
            var index = 1
            while index < count {
                let byte = bytes[index]
                let digit: UInt8
                if byte >= 48 && byte <= 57 {
                    digit = byte - 48
                }  // 0-9
                else if byte >= 97 && byte <= 102 {
                    digit = byte - 87
                }  // a-f
                else if byte >= 65 && byte <= 70 {
                    digit = byte - 55
                }  // A-F
                else {
                    return nil
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
        guard let found = parsed, let value = found else { return nil }
        switch count {
        case 4:
            let r = UInt8((value >> 8) & 0xF)
            let g = UInt8((value >> 4) & 0xF)
            let b = UInt8(value & 0xF)
            return RGBColor(red: r * 17, green: g * 17, blue: b * 17)
        case 7: return RGBColor(hex: value)
        // A bare eight-digit hex is alpha first (#AARRGGBB), as CJSkinSwift reads it.
        default: return RGBColor(hex: value & 0xFFFFFF, alpha: Double(value >> 24) / 255)
        }
    }

    /// Where an eight-digit hex color keeps its alpha byte.
    enum AlphaOrder { case first, last }

    private static func parseHex(_ text: String, original: String, alphaOrder: AlphaOrder) throws(ValueParseError) -> RGBColor {
        var digits = Substring(text.trimmingSpaces)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.lowercased().hasPrefix("0x") {
            digits = digits.dropFirst(2)
        } else {
            throw ValueParseError("invalid color '\(original)': expected 0xRRGGBB, #RRGGBB or c(…)")
        }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            throw ValueParseError("invalid color '\(original)': '\(digits)' is not hexadecimal")
        }
        switch digits.count {
        case 3:
            let r = UInt8((value >> 8) & 0xF)
            let g = UInt8((value >> 4) & 0xF)
            let b = UInt8(value & 0xF)
            return RGBColor(red: r * 17, green: g * 17, blue: b * 17)
        case 6:
            return RGBColor(hex: value)
        case 8 where alphaOrder == .first:
            return RGBColor(hex: value & 0xFFFFFF, alpha: Double(value >> 24) / 255)
        case 8:
            return RGBColor(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        default:
            throw ValueParseError("invalid color '\(original)': expected 3, 6 or 8 hex digits, found \(digits.count)")
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
