import FoundationEssentials
import Glibc

/// Conversions of 0–1 RGB components from the color spaces iTerm2 and Xcode asset catalogs write into sRGB.
enum ColorSpaceConversion {
    typealias Components = (Double, Double, Double)

    /// Display P3 → sRGB: both use the sRGB transfer curve; the primaries differ (D65 both), so
    /// linear P3 is multiplied by the P3→sRGB matrix. Out-of-gamut results are clipped by the caller.
    static func displayP3ToSRGB(_ p3: Components) -> Components {
        let (sr, sg, sb) = displayP3ToLinearSRGB(p3)
        return (encoded(sr), encoded(sg), encoded(sb))
    }

    /// Display P3 → linear sRGB, not clipped: a component outside 0–1 is a color sRGB cannot show.
    static func displayP3ToLinearSRGB(_ p3: Components) -> Components {
        let r = linear(p3.0)
        let g = linear(p3.1)
        let b = linear(p3.2)
        return (
            1.2249401 * r - 0.2249404 * g + 0.0000000 * b,
            -0.0420569 * r + 1.0420571 * g + 0.0000000 * b,
            -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        )
    }

    /// Apple's Generic RGB, approximated as a pure gamma 1.8 curve with sRGB's primaries.
    static func genericRGBToSRGB(_ generic: Components) -> Components {
        (encoded(pow(generic.0, 1.8)), encoded(pow(generic.1, 1.8)), encoded(pow(generic.2, 1.8)))
    }

    /// The sRGB transfer curve, encoded → linear.
    static func linear(_ value: Double) -> Double { SRGBTransfer.linear(value) }

    /// The sRGB transfer curve, linear → encoded, clipped to 0–1.
    static func encoded(_ value: Double) -> Double { SRGBTransfer.encoded(value) }
}
