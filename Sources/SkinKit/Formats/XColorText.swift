/// Reads a color as Xlib's `XParseColor` does, for X resources: `#RGB` … `#RRRRGGGGBBBB` (each
/// channel's digits are its most significant bits: `#abc` is `#A0B0C0`), `rgb:R/G/B` (1–4 hex digits
/// a channel, scaled to the full range), `rgbi:R/G/B` (intensities 0–1) and the names of X's color
/// database (`X11ColorNames`, case ignored).
enum XColorText {
    static func parse(_ text: String) -> RGBColor? {
        let value = text.trimmingSpaces
        if value.hasPrefix("#") {
            let digits = Array(value.dropFirst())
            let width = digits.count / 3
            guard (1...4).contains(width), digits.count == width * 3, digits.allSatisfy(\.isHexDigit) else { return nil }
            var channels: [UInt8] = []
            for start in stride(from: 0, to: digits.count, by: width) {
                guard let channel = Int(String(digits[start..<start + width]), radix: 16) else { return nil }
                // The digits are the top bits of a 16-bit value; the 8-bit channel is its high byte.
                channels.append(UInt8((channel << (16 - 4 * width)) >> 8))
            }
            return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
        }
        let lower = value.lowercased()
        for (prefix, channel) in [("rgbi:", intensity), ("rgb:", scaledHex)] where lower.hasPrefix(prefix) {
            let parts = value.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 3 else { return nil }
            var channels: [UInt8] = []
            for part in parts {
                guard let read = channel(part) else { return nil }
                channels.append(read)
            }
            return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
        }
        return X11ColorNames.color(named: value)
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
