import FoundationEssentials

/// An sRGB color with 8-bit channels and an alpha in 0...1; the unit every skin color resolves to.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Opacity from 0 (transparent) to 1 (opaque); composited over the background when rendered.
    public var alpha: Double

    /// An alpha outside 0...1 is clamped; NaN (which no comparison clamps, and which would trap
    /// when compositing converts it to a channel) is taken as opaque.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    }

    /// Builds a color from a 24-bit `0xRRGGBB` integer.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    public static let black = RGBColor(hex: 0x000000)
    public static let white = RGBColor(hex: 0xFFFFFF)

    /// The 24-bit value `0xRRGGBB`, ignoring alpha.
    public var hexValue: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        // Built by hand: String(format:) goes through Foundation's locale machinery, and screenshots
        // and lint call this once per cell or finding.
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(9)
        for channel in isOpaque ? [red, green, blue] : [red, green, blue, UInt8(clamping: Int((alpha * 255).rounded()))] {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public var description: String { hexString }

    public var isOpaque: Bool { alpha >= 1 }

    /// The same color with another alpha (like `UIColor.withAlphaComponent`).
    public func withAlpha(_ alpha: Double) -> RGBColor {
        RGBColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Source-over compositing of this color onto an opaque background; the result is opaque.
    public func composited(over background: RGBColor) -> RGBColor {
        if alpha >= 1 { return self }
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return RGBColor(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// Linear mix of two colors: `fraction` 0 gives `self`, 1 gives `other`.
    public func blended(with other: RGBColor, fraction: Double) -> RGBColor {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
        return RGBColor(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: alpha * (1 - t) + other.alpha * t)
    }

    /// Mixed towards white by `amount` (0...1), keeping alpha.
    public func lighter(by amount: Double) -> RGBColor { blended(with: .white.withAlpha(alpha), fraction: amount) }

    /// Mixed towards black by `amount` (0...1), keeping alpha.
    public func darker(by amount: Double) -> RGBColor { blended(with: .black.withAlpha(alpha), fraction: amount) }

    // MARK: Luminance and contrast (WCAG 2.x)

    /// WCAG relative luminance, 0 for black to 1 for white.
    public var relativeLuminance: Double {
        0.2126 * SRGBTransfer.linear(red) + 0.7152 * SRGBTransfer.linear(green) + 0.0722 * SRGBTransfer.linear(blue)
    }

    /// WCAG contrast ratio between two opaque colors, from 1 to 21.
    public func contrastRatio(with other: RGBColor) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// True when the color reads as dark (luminance below the midpoint of black and white contrast).
    public var isDark: Bool { relativeLuminance < 0.179 }
}
