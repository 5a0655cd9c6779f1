import FoundationEssentials
import Glibc

/// A color in CIELAB (D65), the space where perceptual distances are measured.
public struct CIELAB: Hashable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts an sRGB color (alpha ignored) to CIELAB with the D65 white point.
    public init(_ color: RGBColor) {
        let r = SRGBTransfer.linear(color.red)
        let g = SRGBTransfer.linear(color.green)
        let bl = SRGBTransfer.linear(color.blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * bl) / 1.0
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x)
        let fy = f(y)
        let fz = f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The CIE76 distance (Euclidean in Lab).
    public func deltaE76(_ other: CIELAB) -> Double {
        let dl = l - other.l
        let da = a - other.a
        let db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The CIEDE2000 color difference (kL = kC = kH = 1).
    public func deltaE2000(_ other: CIELAB) -> Double {
        let deg = Double.pi / 180
        let c1 = (a * a + b * b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let cBar = (c1 + c2) / 2
        let cBar7 = pow(cBar, 7)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * a
        let a2p = (1 + g) * other.a
        let c1p = (a1p * a1p + b * b).squareRoot()
        let c2p = (a2p * a2p + other.b * other.b).squareRoot()
        func hue(_ bb: Double, _ ap: Double) -> Double {
            if bb == 0 && ap == 0 { return 0 }
            let h = atan2(bb, ap) / deg
            return h >= 0 ? h : h + 360
        }
        let h1p = hue(b, a1p)
        let h2p = hue(other.b, a2p)
        let dLp = other.l - l
        let dCp = c2p - c1p
        var dhp = 0.0
        if c1p * c2p != 0 {
            dhp = h2p - h1p
            if dhp > 180 { dhp -= 360 } else if dhp < -180 { dhp += 360 }
        }
        let dHp = 2 * (c1p * c2p).squareRoot() * sin(dhp / 2 * deg)
        let lBarp = (l + other.l) / 2
        let cBarp = (c1p + c2p) / 2
        var hBarp = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                hBarp = (h1p + h2p) / 2
            } else if h1p + h2p < 360 {
                hBarp = (h1p + h2p + 360) / 2
            } else {
                hBarp = (h1p + h2p - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos((hBarp - 30) * deg) + 0.24 * cos(2 * hBarp * deg)
            + 0.32 * cos((3 * hBarp + 6) * deg) - 0.20 * cos((4 * hBarp - 63) * deg)
        let dTheta = 30 * exp(-pow((hBarp - 275) / 25, 2))
        let cBarp7 = pow(cBarp, 7)
        let rc = 2 * (cBarp7 / (cBarp7 + pow(25, 7))).squareRoot()
        let lTerm = pow(lBarp - 50, 2)
        let sl = 1 + 0.015 * lTerm / (20 + lTerm).squareRoot()
        let sc = 1 + 0.045 * cBarp
        let sh = 1 + 0.015 * cBarp * t
        let rt = -sin(2 * dTheta * deg) * rc
        let x = dLp / sl
        let y = dCp / sc
        let z = dHp / sh
        return (x * x + y * y + z * z + rt * y * z).squareRoot()
    }
}
