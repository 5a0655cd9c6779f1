import FoundationEssentials

/// A CSS color as csscolorparser 0.6.2 reads it (`src/parser/mod.rs`), for WezTerm, which hands it
/// every value its own notations do not take: `transparent`, CSS's names (`CSSColorNames`),
/// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (also without `#`), and the functions `rgb()`/`rgba()`,
/// `hsl()`/`hsla()`, `hwb()`/`hwba()`, `hsv()`/`hsva()` with comma-, space- or `/`-separated
/// arguments (numbers or percentages; hues in degrees, `deg`, `grad`, `rad` or `turn`). The alpha
/// is kept. `lab()` and `lch()` are not read.
enum CSSColorText {
    static func parse(_ text: String) -> RGBColor? {
        let value = text.trimmingSpaces.lowercased()
        if value == "transparent" { return RGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if let named = CSSColorNames.color(named: value) { return named }
        if value.hasPrefix("#") { return hex(value.dropFirst()) }
        if let open = value.firstIndex(of: "("), value.hasSuffix(")") {
            let name = String(value[..<open]).trimmingSpaces
            let arguments = value[value.index(after: open)..<value.index(before: value.endIndex)]
                .replacing(",", with: " ").replacing("/", with: " ")
                .split(whereSeparator: \.isWhitespace).map(String.init)
            return function(name, arguments)
        }
        return hex(Substring(value))
    }

    /// 3, 4, 6 or 8 hex digits (CSS's `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` after the `#`).
    static func hex(_ digits: Substring) -> RGBColor? {
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let wide = digits.count > 4 ? Array(digits) : digits.flatMap { [$0, $0] }
        let bytes = stride(from: 0, to: wide.count, by: 2).compactMap { UInt8(String(wide[$0..<$0 + 2]), radix: 16) }
        return RGBColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count > 3 ? Double(bytes[3]) / 255 : 1)
    }

    private static func function(_ name: String, _ arguments: [String]) -> RGBColor? {
        guard arguments.count == 3 || arguments.count == 4 else { return nil }
        let alpha = arguments.count == 4 ? percentOrNumber(arguments[3])?.value : 1
        guard let alpha else { return nil }
        switch name {
        case "rgb", "rgba":
            let channels = arguments.prefix(3).map(percentOr255)
            guard let red = channels[0], let green = channels[1], let blue = channels[2],
                red.percent == green.percent, green.percent == blue.percent
            else { return nil }
            return color(red.value, green.value, blue.value, alpha)
        case "hsl", "hsla", "hwb", "hwba", "hsv", "hsva":
            guard let hue = angle(arguments[0]), let second = percentOrNumber(arguments[1]), let third = percentOrNumber(arguments[2]),
                second.percent == third.percent
            else { return nil }
            let (s, t) = (clamped(second.value), clamped(third.value))
            let h = normalized(hue)
            switch name.prefix(3) {
            case "hsl": return color(hsl(h, s, t), alpha)
            case "hwb": return color(hwb(h, s, t), alpha)
            default: return color(hsv(h, s, t), alpha)
            }
        default:
            return nil
        }
    }

    private static func percentOrNumber(_ text: String) -> (value: Double, percent: Bool)? {
        if text.hasSuffix("%") { return number(text.dropLast()).map { ($0 / 100, true) } }
        return number(Substring(text)).map { ($0, false) }
    }

    private static func percentOr255(_ text: String) -> (value: Double, percent: Bool)? {
        guard let read = percentOrNumber(text) else { return nil }
        return read.percent ? read : (read.value / 255, false)
    }

    /// Degrees, from `deg`, `grad`, `rad`, `turn` or a bare number.
    private static func angle(_ text: String) -> Double? {
        for (unit, scale) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)] where text.hasSuffix(unit) {
            return number(text.dropLast(unit.count)).map { $0 * scale }
        }
        return number(Substring(text))
    }

    /// A decimal as Rust's `f64::from_str` takes it (finite only).
    private static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    private static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }

    private static func normalized(_ hue: Double) -> Double {
        let turned = hue.truncatingRemainder(dividingBy: 360)
        return turned < 0 ? turned + 360 : turned
    }

    private static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double) -> (Double, Double, Double) {
        if saturation == 0 { return (lightness, lightness, lightness) }
        let n2 = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation
        let n1 = 2 * lightness - n2
        func channel(_ h: Double) -> Double {
            let h = (h.truncatingRemainder(dividingBy: 6) + 6).truncatingRemainder(dividingBy: 6)
            if h < 1 { return n1 + (n2 - n1) * h }
            if h < 3 { return n2 }
            if h < 4 { return n1 + (n2 - n1) * (4 - h) }
            return n1
        }
        let h = hue / 60
        return (channel(h + 2), channel(h), channel(h - 2))
    }

    private static func hwb(_ hue: Double, _ white: Double, _ black: Double) -> (Double, Double, Double) {
        if white + black >= 1 {
            let gray = white / (white + black)
            return (gray, gray, gray)
        }
        let (r, g, b) = hsl(hue, 1, 0.5)
        let scale = 1 - white - black
        return (r * scale + white, g * scale + white, b * scale + white)
    }

    private static func hsv(_ hue: Double, _ saturation: Double, _ value: Double) -> (Double, Double, Double) {
        let lightness = (2 - saturation) * value / 2
        var s = saturation
        if lightness != 0 {
            s = lightness == 1 ? 0 : lightness < 0.5 ? saturation * value / (lightness * 2) : saturation * value / (2 - lightness * 2)
        }
        return hsl(hue, s, lightness)
    }

    private static func color(_ rgb: (Double, Double, Double), _ alpha: Double) -> RGBColor { color(rgb.0, rgb.1, rgb.2, alpha) }

    /// Channels in 0–1 to bytes as csscolorparser's `to_rgba8` does (× 255 + 0.5, truncated).
    private static func color(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> RGBColor {
        func byte(_ value: Double) -> UInt8 { UInt8(clamped(value) * 255 + 0.5) }
        return RGBColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: clamped(alpha))
    }
}
