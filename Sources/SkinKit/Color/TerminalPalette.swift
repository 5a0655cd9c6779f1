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
        for i in 0..<24 {
            let v = UInt8(8 + 10 * i)
            colors.append(RGBColor(red: v, green: v, blue: v))
        }
        return colors
    }()

    static let xterm256Lab: [CIELAB] = xterm256.map(CIELAB.init)
    /// The CIELAB chroma of each of `xterm256Lab`, for `distanceBound`.
    static let xterm256Chroma: [Double] = xterm256Lab.map { ($0.a * $0.a + $0.b * $0.b).squareRoot() }
    /// `candidateIndices` as arrays, made once.
    static let indices256 = Array(16..<256), indices16 = Array(0..<16), indices8 = Array(0..<8)

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

    /// The palette index nearest to `color` by CIEDE2000 among the indices `depth` may use (the
    /// lowest of equally near ones). `base16` replaces xterm's colors 0–15 (a skin's own terminal
    /// palette, as CIELAB).
    public static func nearestIndex(to color: RGBColor, depth: ColorDepth, base16: [CIELAB]? = nil, excluding excluded: Int? = nil) -> Int? {
        let search = Search(color: color, depth: depth, base16: base16)
        guard let first = search.candidates.first(where: { $0 != excluded }) else { return nil }
        // Start from a likely winner (the cube entry of the nearest channel levels), so that most
        // candidates are ruled out by the cheap bound below; ties still go to the lowest index.
        let guess = depth == .palette256 ? cubeIndex(of: color) : first
        var best = search.candidates.contains(guess) && guess != excluded ? guess : first
        let start = best
        var bestDistance = search.distance(to: best)
        for index in search.candidates where index != excluded && index != start {
            // Bounds from below, cheapest first: the lightness difference alone (`lightnessBound`),
            // then one without trigonometry (`distanceBound`). A candidate past the best so far
            // cannot win, and most are ruled out without their CIEDE2000.
            if search.lightnessBound(to: index) > bestDistance * (1 + 1e-9) { continue }
            if search.bound(to: index) > bestDistance * (1 + 1e-9) { continue }
            let distance = search.distance(to: index)
            if distance < bestDistance || (distance == bestDistance && index < best) {
                bestDistance = distance
                best = index
            }
        }
        return best
    }

    /// Whether `nearestIndex(to: color, depth: depth)` is `index`, answered without the whole search
    /// when it is not (lint asks whether two colors share an entry: most pairs do not).
    public static func isNearestIndex(_ index: Int, to color: RGBColor, depth: ColorDepth) -> Bool {
        let search = Search(color: color, depth: depth, base16: nil)
        guard search.candidates.contains(index) else { return false }
        // The likeliest winner first: the cube entry of the nearest levels, or among 16 or 8 colors
        // the one with the lowest bound. When even `index`'s bound is past it, `index` loses.
        let guess =
            depth == .palette256
            ? cubeIndex(of: color)
            : search.candidates.filter { $0 != index }.min { search.bound(to: $0) < search.bound(to: $1) } ?? index
        if guess != index, search.candidates.contains(guess), search.bound(to: index) > search.distance(to: guess) * (1 + 1e-9) { return false }
        let distance = search.distance(to: index)
        // `index` loses to a nearer candidate, or to an equally near one with a lower index.
        func beats(_ other: Int) -> Bool {
            let otherDistance = search.distance(to: other)
            return otherDistance < distance || (otherDistance == distance && other < index)
        }
        if guess != index, search.candidates.contains(guess), beats(guess) { return false }
        for other in search.candidates where other != index && other != guess {
            if search.lightnessBound(to: other) > distance * (1 + 1e-9) { continue }
            if search.bound(to: other) > distance * (1 + 1e-9) { continue }
            if beats(other) { return false }
        }
        return true
    }

    /// One color against the candidates of a depth.
    private struct Search {
        let lab: CIELAB
        let chroma: Double
        let candidates: [Int]
        let base16: [CIELAB]?
        /// The palette tables, read once per search (each use of a static `let` goes through `swift_once`).
        let table = xterm256Lab
        let chromas = xterm256Chroma

        init(color: RGBColor, depth: ColorDepth, base16: [CIELAB]?) {
            lab = CIELAB(color)
            chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
            self.base16 = base16
            let isGray = chroma < grayChroma
            switch depth {
            case .palette16 where isGray: candidates = achromatic16
            case .palette8 where isGray: candidates = achromatic8
            case .palette256: candidates = indices256
            case .palette16: candidates = indices16
            case .palette8: candidates = indices8
            case .truecolor, .none: candidates = []
            }
        }

        func entry(_ index: Int) -> CIELAB { index < 16 ? base16?[index] ?? table[index] : table[index] }

        func distance(to index: Int) -> Double { lab.deltaE2000(entry(index)) }

        func lightnessBound(to index: Int) -> Double { abs(entry(index).l - lab.l) / maximumLightnessScale }

        func bound(to index: Int) -> Double {
            let candidate = entry(index)
            let candidateChroma = index < 16 && base16 != nil ? (candidate.a * candidate.a + candidate.b * candidate.b).squareRoot() : chromas[index]
            return distanceBound(lab, chroma, candidate, candidateChroma)
        }
    }

    /// The largest S_L of CIEDE2000 for lightnesses in 0...100: 1 + 0.015·50²/√(20 + 50²) ≈ 1.747,
    /// so the distance is at least |ΔL| / 1.75 (the first and cheapest bound of the search).
    static let maximumLightnessScale = 1.75

    /// A lower bound of `first.deltaE2000(second)`. With x = ΔL′/S_L, y = ΔC′/S_C, z = ΔH′/S_H the
    /// distance is √(x² + y² + z² + R_T·y·z); as |R_T| ≤ √3, y² + z² + R_T·y·z ≥ (1 − √3/2)(y² + z²).
    /// S_H ≤ S_C (T < 2), ΔC′² + ΔH′² = Δa′² + Δb′² ≥ Δa² + Δb², and C̄′ ≤ 1.5 C̄ (G ≤ 0.5), so
    /// y² + z² ≥ (Δa² + Δb²) / (1 + 0.0675 C̄)².
    /// `firstChroma` and `secondChroma`: √(a² + b²) of each.
    static func distanceBound(_ first: CIELAB, _ firstChroma: Double, _ second: CIELAB, _ secondChroma: Double) -> Double {
        let offset = (first.l + second.l) / 2 - 50
        let square = offset * offset
        let x = (second.l - first.l) / (1 + 0.015 * square / (20 + square).squareRoot())
        let da = second.a - first.a
        let db = second.b - first.b
        let meanChroma = (firstChroma + secondChroma) / 2
        let scale = 1 + 0.0675 * meanChroma
        return (x * x + 0.1339 * (da * da + db * db) / (scale * scale)).squareRoot()
    }

    /// The 6×6×6 cube entry (16–231) of the levels nearest to each channel of `color`.
    static func cubeIndex(of color: RGBColor) -> Int {
        func level(_ value: UInt8) -> Int {
            switch value {
            case ..<48: return 0
            case ..<115: return 1
            case ..<155: return 2
            case ..<195: return 3
            case ..<235: return 4
            default: return 5
            }
        }
        return 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
    }
}
