/// Reads a color value as Ghostty's config does (`RGB.parse` in its `src/terminal/color.zig`):
/// `#RGB`, `#RRGGBB`, `#RRRGGGBBB`, `#RRRRGGGGBBBB`, the same without `#` for 3 or 6 digits, an
/// X11 color name (`navy`, `ghost white`), `rgb:R/G/B` (1–4 hex digits a part) and `rgbi:R/G/B`
/// (intensities 0–1); each digit group scaled to 8 bits as Ghostty scales it.
enum GhosttyColorText {
    /// The color `text` spells, or nil when Ghostty would not read it.
    static func parse(_ text: String) -> RGBColor? {
        let value = text.trimmingSpaces
        guard !value.isEmpty else { return nil }
        if value.hasPrefix("#") {
            let digits = Array(value.dropFirst())
            guard [3, 6, 9, 12].contains(digits.count) else { return nil }
            return components(of: digits, width: digits.count / 3)
        }
        if let named = X11ColorNames.color(named: value) { return named }
        if value.count == 3 || value.count == 6 { return components(of: Array(value), width: value.count / 3) }
        let intensity = value.hasPrefix("rgbi:")
        guard intensity || value.hasPrefix("rgb:") else { return nil }
        let parts = value.dropFirst(intensity ? 5 : 4).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var channels: [UInt8] = []
        for part in parts {
            guard let channel = intensity ? fromIntensity(part) : fromHex(part) else { return nil }
            channels.append(channel)
        }
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
    }

    private static func components(of digits: [Character], width: Int) -> RGBColor? {
        var channels: [UInt8] = []
        for start in stride(from: 0, to: digits.count, by: width) {
            guard let channel = fromHex(Substring(String(digits[start..<start + width]))) else { return nil }
            channels.append(channel)
        }
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// 1–4 hex digits scaled to 8 bits: value × 255 / (16^digits − 1), rounded down.
    private static func fromHex(_ digits: Substring) -> UInt8? {
        guard (1...4).contains(digits.count), digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        let maximum = (1 << (4 * digits.count)) - 1
        return UInt8(value * 255 / maximum)
    }

    /// A decimal fraction in 0–1 (`0.5`, `.5`, `1`; no exponent) times 255, rounded down.
    private static func fromIntensity(_ text: Substring) -> UInt8? {
        let unsigned = text.first == "+" || text.first == "-" ? text.dropFirst() : text
        let isDigit = { (character: Character) in ("0"..."9").contains(character) }
        guard unsigned.contains(where: isDigit), unsigned.allSatisfy({ isDigit($0) || $0 == "." }),
            unsigned.filter({ $0 == "." }).count <= 1, let fraction = Double(text), (0...1).contains(fraction)
        else { return nil }
        return UInt8(fraction * 255)
    }
}
