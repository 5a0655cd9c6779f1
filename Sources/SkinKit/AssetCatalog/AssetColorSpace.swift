import FoundationEssentials
import Glibc

/// The color spaces an asset catalog color is written in (its `"color-space"`), each converted to
/// sRGB as Core Graphics defines them: the extended spaces carry values below 0 and above 1 (a
/// negative value is the sign-reflected curve), both gray spaces have a gamma 2.2 curve
/// (`extendedGray` "has the same colorimetry as `genericGrayGamma2_2`"), Display P3 goes through
/// the P3 → sRGB matrix. What sRGB cannot show is clipped and reported.
enum AssetColorSpace: String, CaseIterable, Sendable {
    case srgb
    case displayP3 = "display-p3"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// True for the spaces with one `white` component instead of `red`, `green` and `blue`.
    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// The component names the space reads, in order.
    var componentNames: [String] { isGray ? ["white"] : ["red", "green", "blue"] }

    /// The color in sRGB (0–1 components, clipped) and whether clipping changed it visibly (by more
    /// than half of one 8-bit step).
    func sRGB(_ components: [Double]) -> (red: Double, green: Double, blue: Double, clipped: Bool) {
        let encoded: [Double]
        switch self {
        case .srgb, .extendedSRGB:
            encoded = components
        case .extendedLinearSRGB:
            encoded = components.map(SRGBTransfer.encodedExtended)
        case .displayP3:
            let (r, g, b) = ColorSpaceConversion.displayP3ToLinearSRGB((components[0], components[1], components[2]))
            encoded = [r, g, b].map(SRGBTransfer.encodedExtended)
        case .grayGamma22, .extendedGray:
            let white = SRGBTransfer.encodedExtended(Self.signed(components[0]) { pow($0, 2.2) })
            encoded = [white, white, white]
        }
        let tolerance = 0.5 / 255
        let clipped = encoded.contains { $0 < -tolerance || $0 > 1 + tolerance }
        let clamped = encoded.map { min(max($0, 0), 1) }
        return (clamped[0], clamped[1], clamped[2], clipped)
    }

    /// `curve` sign-reflected below 0, as Core Graphics extends its curves.
    static func signed(_ value: Double, _ curve: (Double) -> Double) -> Double {
        value < 0 ? -curve(-value) : curve(value)
    }
}
