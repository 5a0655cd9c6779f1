import FoundationEssentials
import Glibc

/// The sRGB transfer curve (IEC 61966-2-1), the one copy every color computation uses: WCAG
/// luminance, CIELAB, color-space conversions and the vision simulation.
public enum SRGBTransfer {
    /// An encoded 0–1 component → linear light.
    public static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// An 8-bit channel → linear light (from a table of the 256 values).
    public static func linear(_ channel: UInt8) -> Double { channelTable[Int(channel)] }

    /// Linear light → an encoded 0–1 component, clipped to 0–1.
    public static func encoded(_ value: Double) -> Double { encodedExtended(min(max(value, 0), 1)) }

    /// Linear light → encoded, not clipped: below 0 the curve is sign-reflected and above 1 it goes
    /// on (Core Graphics' extended sRGB), so a conversion can tell what sRGB cannot show.
    public static func encodedExtended(_ value: Double) -> Double {
        if value < 0 { return -encodedExtended(-value) }
        return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    /// Linear light → an 8-bit channel, rounded, clipped.
    public static func channel(_ value: Double) -> UInt8 { UInt8((encoded(value) * 255).rounded()) }

    private static let channelTable: [Double] = (0...255).map { linear(Double($0) / 255) }
}
