/// Reads a color as GTK 3's `gdk_rgba_parse` does, for the VTE terminals (termite, Terminator,
/// xfce4-terminal): `#RGB`, `#RRGGBB`, `#RRRGGGBBB`, `#RRRRGGGGBBBB` (Pango's `pango_color_parse`:
/// a channel's digits repeated to 16 bits, so `#abc` is `#AABBCC` and `#RRRRGGGGBBBB` keeps its high
/// byte), `rgb(R,G,B)` and `rgba(R,G,B,A)` (0–255 or percentages, clamped; the alpha is not read), and
/// X11's color names (Pango's table, case and spaces ignored: `Light Blue`, `lightblue`).
enum GdkColorText {
    /// The notations read, for an error's "expected …".
    static let notations = "#RGB, #RRGGBB, #RRRRGGGGBBBB, rgb(R,G,B), rgba(R,G,B,A) or an X11 color name"

    /// The color `text` spells, or nil when GTK would not read it.
    static func parse(_ text: String) -> RGBColor? {
        let value = text.trimmingSpaces
        if value.hasPrefix("#") { return ColorChannels.runs(value.dropFirst(), repeatedHex) }
        if value.hasPrefix("rgba") { return function(value.dropFirst(4), parts: 4) }
        if value.hasPrefix("rgb") { return function(value.dropFirst(3), parts: 3) }
        guard !value.isEmpty else { return nil }
        return X11ColorNames.color(named: value.filter { $0 != " " })
    }

    /// 1–4 hex digits repeated to fill 16 bits, then the high byte: `a` is `AA`, `abc` is `AB`.
    private static func repeatedHex(_ digits: Substring) -> UInt8? {
        guard (1...4).contains(digits.count), digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        return digits.count == 1 ? UInt8(value * 17) : UInt8(value >> (4 * (digits.count - 2)))
    }

    /// `(R,G,B)` or `(R,G,B,A)`: each channel a decimal in 0–255 or a percentage, clamped, as
    /// VTE draws it (16 bits, then the high byte).
    private static func function(_ text: Substring, parts count: Int) -> RGBColor? {
        let body = Whitespace.trimmingSpaces(text)
        guard body.hasPrefix("("), body.hasSuffix(")") else { return nil }
        let parts = body.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == count else { return nil }
        var channels: [UInt8] = []
        for part in parts.prefix(3) {
            var number = Whitespace.trimmingSpaces(part)
            let percent = number.hasSuffix("%")
            if percent { number = String(number.dropLast()).trimmingSpaces }
            guard let read = Double(number), read.isFinite, number.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }) else { return nil }
            let fraction = min(max(read / (percent ? 100 : 255), 0), 1)
            channels.append(UInt8(Int(fraction * 65535 + 1e-6) >> 8))
        }
        if count == 4 {
            let alpha = Whitespace.trimmingSpaces(parts[3])
            guard Double(alpha)?.isFinite == true, alpha.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }) else { return nil }
        }
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
    }
}
