/// A color-vision deficiency a preview simulates, as a trait (`TraitCollection.vision`): applied to
/// every color an output shows, after dynamic values resolve and before colors are reduced.
///
/// All in linear sRGB (`SRGBTransfer`), severity 1.0:
/// - protanopia and deuteranopia: Machado, Oliveira and Fernandes 2009, "A Physiologically-based
///   Model for Simulation of Color Vision Deficiency", the matrices for severity 1.0 as Chromium's
///   `vision_deficiency.cc` and DaltonLens's `Simulator_Machado2009` use them;
/// - tritanopia: Brettel, Viénot and Mollon 1997, two half-planes chosen by the side of the
///   separation plane, with libDaltonLens's precomputed sRGB matrices (`brettel_tritan_params`);
/// - achromatopsia: every channel becomes the luminance (0.2126, 0.7152, 0.0722, ITU-R BT.709).
public enum VisionDeficiency: String, CaseIterable, Hashable, Sendable, Codable {
    case normal, protanopia, deuteranopia, tritanopia, achromatopsia

    /// `color` as a person with this deficiency sees it (alpha kept).
    public func simulate(_ color: RGBColor) -> RGBColor {
        guard self != .normal else { return color }
        let linear = (SRGBTransfer.linear(color.red), SRGBTransfer.linear(color.green), SRGBTransfer.linear(color.blue))
        let matrix: Matrix
        switch self {
        case .normal: return color
        case .protanopia: matrix = Self.machadoProtanopia
        case .deuteranopia: matrix = Self.machadoDeuteranopia
        case .tritanopia:
            let side = linear.0 * Self.brettelTritanNormal.0 + linear.1 * Self.brettelTritanNormal.1 + linear.2 * Self.brettelTritanNormal.2
            matrix = side >= 0 ? Self.brettelTritanFirst : Self.brettelTritanSecond
        case .achromatopsia: matrix = Self.luminance
        }
        let seen = matrix.applied(to: linear)
        return RGBColor(
            red: SRGBTransfer.channel(seen.0), green: SRGBTransfer.channel(seen.1),
            blue: SRGBTransfer.channel(seen.2), alpha: color.alpha)
    }

    /// A 3×3 matrix by rows.
    struct Matrix: Sendable {
        let rows: [(Double, Double, Double)]

        func applied(to v: (Double, Double, Double)) -> (Double, Double, Double) {
            func row(_ i: Int) -> Double { rows[i].0 * v.0 + rows[i].1 * v.1 + rows[i].2 * v.2 }
            return (row(0), row(1), row(2))
        }
    }

    // Machado et al. 2009, severity 1.0.
    static let machadoProtanopia = Matrix(rows: [
        (0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ])
    static let machadoDeuteranopia = Matrix(rows: [
        (0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ])
    // Brettel et al. 1997, tritan, libDaltonLens: the first plane where the dot product with the
    // separation plane's normal is ≥ 0.
    static let brettelTritanFirst = Matrix(rows: [
        (1.01277, 0.13548, -0.14826), (-0.01243, 0.86812, 0.14431),
        (0.07589, 0.80500, 0.11911),
    ])
    static let brettelTritanSecond = Matrix(rows: [
        (0.93678, 0.18979, -0.12657), (0.06154, 0.81526, 0.12320),
        (-0.37562, 1.12767, 0.24796),
    ])
    static let brettelTritanNormal = (0.03901, -0.02788, -0.01113)
    static let luminance = Matrix(rows: Array(repeating: (0.2126, 0.7152, 0.0722), count: 3))
}
