/// The xterm palettes that terminal colors are reduced to, with their CIELAB values precomputed.
public enum TerminalPalette {
    /// xterm's default colors for indices 0–15 (the palette assumed for 16 and 8 colors).
    public static let xtermBase: [RGBColor] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { RGBColor(hex: $0) }

    /// All 256 xterm colors: the 16 base colors, the 6×6×6 cube and the 24 grays.
    public static let xterm256: [RGBColor] = {
        var colors = xtermBase
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        for r in levels { for g in levels { for b in levels { colors.append(RGBColor(red: r, green: g, blue: b)) } } }
        for i in 0..<24 { let v = UInt8(8 + 10 * i); colors.append(RGBColor(red: v, green: v, blue: v)) }
        return colors
    }()

    static let xterm256Lab: [CIELAB] = xterm256.map(CIELAB.init)

    /// The palette indices a depth may use: 16–255 for 256 colors (0–15 are re-themed by every
    /// terminal), 0–15 for 16 colors, 0–7 for 8 colors; empty for truecolor and none.
    public static func candidateIndices(for depth: ColorDepth) -> Range<Int> {
        switch depth {
        case .palette256: return 16..<256
        case .palette16: return 0..<16
        case .palette8: return 0..<8
        case .truecolor, .none: return 0..<0
        }
    }

    /// Grays of the 16- and 8-color palettes: black, white (7), bright black (8), bright white (15).
    static let achromatic16 = [0, 7, 8, 15]
    static let achromatic8 = [0, 7]
    /// Below this CIELAB chroma a color counts as gray; with 16 or 8 colors it then maps to a gray,
    /// because every chromatic candidate is far away and CIEDE2000 ranks far colors poorly
    /// (it would turn #839496 into magenta).
    static let grayChroma = 12.0

    /// The palette index nearest to `color` by CIEDE2000 among the indices `depth` may use.
    /// `base16` replaces xterm's colors 0–15 (a skin's own terminal palette, as CIELAB).
    public static func nearestIndex(to color: RGBColor, depth: ColorDepth, base16: [CIELAB]? = nil, excluding excluded: Int? = nil) -> Int? {
        let lab = CIELAB(color)
        let isGray = (lab.a * lab.a + lab.b * lab.b).squareRoot() < grayChroma
        let candidates: [Int]
        switch depth {
        case .palette16 where isGray: candidates = achromatic16
        case .palette8 where isGray: candidates = achromatic8
        default: candidates = Array(candidateIndices(for: depth))
        }
        guard let first = candidates.first(where: { $0 != excluded }) else { return nil }
        var best = first
        var bestDistance = Double.infinity
        for index in candidates where index != excluded {
            let candidate = index < 16 ? base16?[index] ?? xterm256Lab[index] : xterm256Lab[index]
            let distance = lab.deltaE2000(candidate)
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }
}
