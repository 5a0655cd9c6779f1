/// Reads a color value as Ghostty's config does (`RGB.parse` in its `src/terminal/color.zig`):
/// `#RGB`, `#RRGGBB`, `#RRRGGGBBB`, `#RRRRGGGGBBBB`, the same without `#` for 3 or 6 digits, an
/// X11 color name (`navy`, `ghost white`), `rgb:R/G/B` (1–4 hex digits a part) and `rgbi:R/G/B`
/// (intensities 0–1); each digit group scaled to 8 bits as Ghostty scales it.
enum GhosttyColorText {
    /// The color `text` spells, or nil when Ghostty would not read it.
    static func parse(_ text: String) -> RGBColor? {
        let value = text.trimmingSpaces
        guard !value.isEmpty else { return nil }
        if value.hasPrefix("#") { return ColorChannels.runs(value.dropFirst(), fromHex) }
        if let named = X11ColorNames.color(named: value) { return named }
        if value.count == 3 || value.count == 6 { return ColorChannels.runs(Substring(value), fromHex) }
        if value.hasPrefix("rgbi:") { return ColorChannels.parts(value.dropFirst(5), fromIntensity) }
        guard value.hasPrefix("rgb:") else { return nil }
        return ColorChannels.parts(value.dropFirst(4), fromHex)
    }

    /// 1–4 hex digits scaled to 8 bits: value × 255 / (16^digits − 1), rounded down (Termux's
    /// `TerminalColors.parse` scales the same way).
    static func fromHex(_ digits: Substring) -> UInt8? {
        guard (1...4).contains(digits.count), digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        let maximum = (1 << (4 * digits.count)) - 1
        return UInt8(value * 255 / maximum)
    }

    /// A decimal fraction in 0–1 (`0.5`, `.5`, `1`; no exponent) times 255, rounded down.
    static func fromIntensity(_ text: Substring) -> UInt8? {
        let unsigned = text.first == "+" || text.first == "-" ? text.dropFirst() : text
        let isDigit = { (character: Character) in ("0"..."9").contains(character) }
        guard unsigned.contains(where: isDigit), unsigned.allSatisfy({ isDigit($0) || $0 == "." }),
            unsigned.filter({ $0 == "." }).count <= 1, let fraction = Double(text), (0...1).contains(fraction)
        else { return nil }
        return UInt8(fraction * 255)
    }
}
