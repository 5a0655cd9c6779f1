/// Reads a color as Xlib's `XParseColor` does, for X resources: `#RGB` … `#RRRRGGGGBBBB` (each
/// channel's digits are its most significant bits: `#abc` is `#A0B0C0`), `rgb:R/G/B` (1–4 hex digits
/// a channel, scaled to the full range), `rgbi:R/G/B` (intensities 0–1) and the names of X's color
/// database (`X11ColorNames`, case ignored).
enum XColorText {
    /// The notations read, for an error's words.
    static let notations = "#RRGGBB, #RGB, rgb:R/G/B, rgbi:R/G/B or a color name"

    /// The color `text` spells, or the error naming it at `keyPath` and `line` (an X resource, a `#define`).
    static func color(_ text: String, keyPath: [String], line: Int?) throws(SkinError) -> RGBColor {
        guard let parsed = parse(text) else {
            throw SkinError(keyPath: keyPath, line: line, message: "'\(text)' is not a color X reads (\(notations))")
        }
        return parsed
    }

    static func parse(_ text: String) -> RGBColor? {
        let value = text.trimmingSpaces
        if value.hasPrefix("#") { return ColorChannels.runs(value.dropFirst(), highBits) }
        let lower = value.lowercased()
        if lower.hasPrefix("rgbi:") { return ColorChannels.parts(value.dropFirst(5), intensity) }
        if lower.hasPrefix("rgb:") { return ColorChannels.parts(value.dropFirst(4), scaledHex) }
        return X11ColorNames.color(named: value)
    }

    /// 1–4 hex digits that are the top bits of a 16-bit value: its high byte.
    private static func highBits(_ digits: Substring) -> UInt8? {
        guard (1...4).contains(digits.count), digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        return UInt8((value << (16 - 4 * digits.count)) >> 8)
    }

    /// 1–4 hex digits scaled to 16 bits (value × 65535 / (16^n − 1)), then the high byte.
    private static func scaledHex(_ digits: Substring) -> UInt8? {
        guard (1...4).contains(digits.count), digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        let maximum = (1 << (4 * digits.count)) - 1
        return UInt8((value * 65535 / maximum) >> 8)
    }

    /// A decimal in 0–1 scaled to 16 bits, then the high byte.
    private static func intensity(_ text: Substring) -> UInt8? {
        guard let fraction = Double(text), fraction.isFinite, (0...1).contains(fraction) else { return nil }
        return UInt8(Int((fraction * 65535).rounded()) >> 8)
    }
}
