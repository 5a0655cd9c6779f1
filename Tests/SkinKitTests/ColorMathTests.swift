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
}
