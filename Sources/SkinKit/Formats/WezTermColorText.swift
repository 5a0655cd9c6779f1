/// A color value as WezTerm reads it (`SrgbaTuple::from_str` in its `color-types/src/lib.rs`,
/// wezterm/wezterm 4ff581a8), each notation tried in its order: `#` with 1–4 hex digits a channel
/// (XParseColor's, the high bits kept: `XColorText`; other lengths are refused there), `rgb:R/G/B`,
/// `rgba:R/G/B/A` or `rgba:R G B A` (0–255 or percentages), `hsl:H S L` (whole degrees and
/// percentages), then a CSS color (`CSSColorText`), then an X11 name (`X11ColorNames`).
enum WezTermColorText {
    static func parse(_ text: String) -> RGBColor? {
        guard text.allSatisfy(\.isASCII) else { return nil }
        if text.hasPrefix("#") || text.hasPrefix("rgb:") { return XColorText.parse(text) }
        if text.hasPrefix("rgba:") { return rgba(text.dropFirst(5)) }
        if text.hasPrefix("hsl:") { return hsl(text.dropFirst(4)) }
        return CSSColorText.parse(text) ?? X11ColorNames.color(named: text)
    }

    /// `R/G/B/A` as X components, or four white-space separated fields, each `N%` or 0–255.
    private static func rgba(_ body: Substring) -> RGBColor? {
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 4 {
            guard let color = XColorText.parse("rgb:" + parts.prefix(3).joined(separator: "/")), let alpha = component(parts[3]) else { return nil }
            return color.withAlpha(alpha)
        }
        let fields = body.split(whereSeparator: \.isWhitespace)
        guard fields.count == 4 else { return nil }
        var values: [Double] = []
        for field in fields {
            if field.hasSuffix("%") {
                guard let percent = Double(field.dropLast()) else { return nil }
                values.append(percent / 100)
            } else {
                guard let number = Double(field), (0...255).contains(number) else { return nil }
                values.append(number / 255)
            }
        }
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBColor(red: byte(values[0]), green: byte(values[1]), blue: byte(values[2]), alpha: min(max(values[3], 0), 1))
    }

    /// One X color component: 1–4 hex digits scaled to 0–1.
    private static func component(_ digits: Substring) -> Double? {
        guard (1...4).contains(digits.count), let value = Int(digits, radix: 16) else { return nil }
        return Double(value) / Double((1 << (4 * digits.count)) - 1)
    }

    /// `H S L` as whole numbers: degrees (wrapping) and percentages, by WezTerm's own formula.
    private static func hsl(_ body: Substring) -> RGBColor? {
        let fields = body.split(whereSeparator: \.isWhitespace).map { Int($0) }
        guard fields.count == 3, let hue = fields[0], let saturation = fields[1], let lightness = fields[2] else { return nil }
        let h = Double((hue % 360 + 360) % 360)
        let s = Double(saturation) / 100
        let l = Double(lightness) / 100
        let a = s * min(l, 1 - l)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - a * max(min(min(k - 3, 9 - k), 1), -1)
        }
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBColor(red: byte(channel(0)), green: byte(channel(8)), blue: byte(channel(4)))
    }
}
