import Testing

@testable import SkinKit

struct ColorMathTests {
    @Test func luminanceAndContrastFollowWCAG() {
        #expect(RGBColor.white.relativeLuminance == 1)
        #expect(RGBColor.black.relativeLuminance == 0)
        #expect(abs(RGBColor.white.contrastRatio(with: .black) - 21) < 1e-9)
        // #777777 on white is the classic 4.48:1 case.
        let grey = RGBColor(hex: 0x777777)
        #expect(abs(grey.contrastRatio(with: .white) - 4.48) < 0.01)
    }

    @Test func alphaCompositesOverTheBackground() {
        let half = RGBColor(red: 255, green: 0, blue: 0, alpha: 0.5)
        #expect(half.composited(over: .white) == RGBColor(red: 255, green: 128, blue: 128))
        #expect(half.composited(over: .black) == RGBColor(red: 128, green: 0, blue: 0))
        #expect(RGBColor.white.composited(over: .black) == .white)
    }

    @Test func labOfWhiteAndBlack() {
        let white = CIELAB(.white)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(CIELAB(.black).l) < 0.01)
    }

    /// Pairs from Sharma, Wu and Dalal's CIEDE2000 test data.
    @Test(arguments: [
        (CIELAB(l: 50, a: 2.6772, b: -79.7751), CIELAB(l: 50, a: 0, b: -82.7485), 2.0425),
        (CIELAB(l: 50, a: 2.5, b: 0), CIELAB(l: 50, a: 0, b: -2.5), 4.3065),
        (CIELAB(l: 60.2574, a: -34.0099, b: 36.2677), CIELAB(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (CIELAB(l: 2.0776, a: 0.0795, b: -1.135), CIELAB(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
    ])
    func ciede2000MatchesReferenceData(first: CIELAB, second: CIELAB, expected: Double) {
        #expect(abs(first.deltaE2000(second) - expected) < 0.0001)
    }

    @Test func nearest256IsPerceptualNotCubeRounding() throws {
        // Solarized base03: channel rounding into the cube gives navy #00005F (index 17).
        let solarized = RGBColor(hex: 0x002B36)
        let index = try #require(TerminalPalette.nearestIndex(to: solarized, depth: .palette256))
        #expect(index != 17)
        #expect((16..<256).contains(index))
        let lab = CIELAB(solarized)
        let chosen = lab.deltaE2000(CIELAB(TerminalPalette.xterm256[index]))
        #expect(chosen < lab.deltaE2000(CIELAB(TerminalPalette.xterm256[17])))
        for candidate in 16..<256 {
            #expect(chosen <= lab.deltaE2000(CIELAB(TerminalPalette.xterm256[candidate])) + 1e-12)
        }
    }

    @Test func exactPaletteColorsMapToThemselves() {
        #expect(TerminalPalette.nearestIndex(to: RGBColor(hex: 0x5F87AF), depth: .palette256) == 67)
        #expect(TerminalPalette.nearestIndex(to: RGBColor(hex: 0xFF0000), depth: .palette16) == 9)
        #expect(TerminalPalette.nearestIndex(to: RGBColor(hex: 0xFF0000), depth: .palette8) == 1)
        #expect(TerminalPalette.nearestIndex(to: .white, depth: .truecolor) == nil)
    }

    @Test func grayStaysGrayAtLowDepths() {
        // Solarized base0: CIEDE2000 alone would pick magenta (index 5) from the 8 colors.
        let gray = RGBColor(hex: 0x839496)
        #expect(TerminalPalette.nearestIndex(to: gray, depth: .palette8) == 7)
        #expect([7, 8].contains(TerminalPalette.nearestIndex(to: gray, depth: .palette16)))
        #expect(TerminalPalette.nearestIndex(to: RGBColor(hex: 0x202020), depth: .palette16) == 0)
        #expect(TerminalPalette.nearestIndex(to: RGBColor(hex: 0x0040DD), depth: .palette8) == 4, "a saturated blue stays blue")
    }

    @Test func quantizerCachesAndShowsPaletteColors() {
        var quantizer = ColorQuantizer(depth: .palette8)
        let shown = quantizer.displayed(RGBColor(hex: 0x2040F0))
        #expect(TerminalPalette.xtermBase.prefix(8).contains(shown))
        var mono = ColorQuantizer(depth: .none)
        #expect(mono.displayed(RGBColor(hex: 0x202020)) == .black)
        #expect(mono.displayed(RGBColor(hex: 0xE0E0E0)) == .white)
    }

    /// The search every candidate's CIEDE2000 (before the lightness bound ruled most out): the first
    /// index of the smallest distance.
    static func exhaustiveNearest(_ color: RGBColor, depth: ColorDepth, base16: [CIELAB]?, excluding excluded: Int?) -> Int? {
        let lab = CIELAB(color)
        let isGray = (lab.a * lab.a + lab.b * lab.b).squareRoot() < 12
        let candidates: [Int]
        switch depth {
        case .palette16 where isGray: candidates = [0, 7, 8, 15]
        case .palette8 where isGray: candidates = [0, 7]
        default: candidates = Array(TerminalPalette.candidateIndices(for: depth))
        }
        guard let first = candidates.first(where: { $0 != excluded }) else { return nil }
        var best = first
        var bestDistance = Double.infinity
        for index in candidates where index != excluded {
            let candidate = index < 16 ? base16?[index] ?? CIELAB(TerminalPalette.xterm256[index]) : CIELAB(TerminalPalette.xterm256[index])
            let distance = lab.deltaE2000(candidate)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return best
    }

    @Test func theBoundedSearchFindsWhatTheExhaustiveOneFinds() {
        // Every palette color itself (ties with equal entries: 16 and 0 are both black), the grays, and 2,000 others.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: seed >> 40) & 0xFFFFFF
        }
        let solarized = [
            0x002B36, 0x073642, 0x586E75, 0x657B83, 0x839496, 0x93A1A1, 0xEEE8D5, 0xFDF6E3,
            0xB58900, 0xCB4B16, 0xDC322F, 0xD33682, 0x6C71C4, 0x268BD2, 0x2AA198, 0x859900,
        ].map { CIELAB(RGBColor(hex: $0)) }
        let colors =
            TerminalPalette.xterm256 + (0..<256).map { RGBColor(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
            + (0..<2_000).map { _ in RGBColor(hex: next()) }
        var differences: [String] = []
        for color in colors {
            for depth in [ColorDepth.palette256, .palette16, .palette8] {
                for (base16, excluded) in [(nil, nil), (solarized, nil), (nil, 16), (solarized, 7)] as [([CIELAB]?, Int?)] {
                    let found = TerminalPalette.nearestIndex(to: color, depth: depth, base16: base16, excluding: excluded)
                    let expected = Self.exhaustiveNearest(color, depth: depth, base16: base16, excluding: excluded)
                    if found != expected {
                        differences.append(
                            "\(color.hexString) \(depth) \(String(describing: excluded)): \(String(describing: found)) ≠ \(String(describing: expected))")
                    }
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func askingWhetherAnIndexIsTheNearestAgreesWithTheSearch() {
        var seed: UInt64 = 0x0123_4567_89AB_CDEF
        func next() -> UInt32 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: seed >> 40)
        }
        let colors = TerminalPalette.xterm256 + (0..<600).map { _ in RGBColor(hex: next() & 0xFFFFFF) }
        var differences: [String] = []
        for color in colors {
            for depth in [ColorDepth.palette256, .palette16, .palette8, .truecolor] {
                let nearest = TerminalPalette.nearestIndex(to: color, depth: depth)
                // The answer, its neighbours, the grays' entries, the cube's ends and a few others.
                let asked =
                    [nearest ?? 0, (nearest ?? 0) + 1, max(0, (nearest ?? 0) - 1), 0, 7, 8, 15, 16, 231, 255]
                    + (0..<3).map { _ in Int(next() % 256) }
                for index in asked where TerminalPalette.isNearestIndex(index, to: color, depth: depth) != (nearest == index) {
                    differences.append("\(color.hexString) \(depth) \(index): nearest \(String(describing: nearest))")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func theDistanceBoundNeverExceedsTheDistance() {
        var generator = SystemRandomNumberGenerator()
        var over: [String] = []
        // Random pairs, and each against every palette entry (the pairs the search bounds).
        var pairs = (0..<50_000).map { _ in
            (RGBColor(hex: UInt32.random(in: 0...0xFFFFFF, using: &generator)), RGBColor(hex: UInt32.random(in: 0...0xFFFFFF, using: &generator)))
        }
        for _ in 0..<100 {
            let color = RGBColor(hex: UInt32.random(in: 0...0xFFFFFF, using: &generator))
            pairs += TerminalPalette.xterm256.map { (color, $0) }
        }
        for (first, second) in pairs {
            let (a, b) = (CIELAB(first), CIELAB(second))
            if TerminalPalette.distanceBound(a, (a.a * a.a + a.b * a.b).squareRoot(), b, (b.a * b.a + b.b * b.b).squareRoot()) > a.deltaE2000(b) {
                over.append("\(first.hexString) \(second.hexString)")
            }
            if abs(a.l - b.l) / TerminalPalette.maximumLightnessScale > a.deltaE2000(b) {
                over.append("lightness: \(first.hexString) \(second.hexString)")
            }
        }
        #expect(over.isEmpty, "\(over.prefix(10))")
    }
}
