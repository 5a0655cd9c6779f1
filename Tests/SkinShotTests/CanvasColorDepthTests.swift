import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct CanvasColorDepthTests {
    let canvas: Canvas = {
        var canvas = Canvas(
            width: 2, height: 1,
            fill: Cell(
                foreground: SampleCanvas.solarizedBase0,
                background: SampleCanvas.solarizedBase03))
        canvas.draw("a", x: 0, y: 0, foreground: SampleCanvas.red, attributes: .bold, foregroundKey: "label.text")
        return canvas
    }()

    @Test func truecolorChangesNothing() {
        #expect(canvas.displayed(at: .truecolor) == canvas)
    }

    @Test func paletteDepthsUseTheQuantizersColors() {
        for depth in [ColorDepth.palette256, .palette16, .palette8] {
            var quantizer = ColorQuantizer(depth: depth)
            let shown = canvas.displayed(at: depth)
            #expect(shown[1, 0].background == quantizer.displayed(SampleCanvas.solarizedBase03))
            #expect(shown[0, 0].foreground == quantizer.displayed(SampleCanvas.red))
        }
        #expect(canvas.displayed(at: .palette256)[1, 0].background == RGBColor(hex: 0x262626))
    }

    @Test func keepsCharactersAttributesAndKeys() {
        let shown = canvas.displayed(at: .palette8)
        #expect(shown[0, 0].character == "a")
        #expect(shown[0, 0].attributes == .bold)
        #expect(shown[0, 0].foregroundKey == "label.text")
    }

    @Test func noneShowsTheDefaultPairChosenByTheMostCommonBackground() {
        let dark = canvas.displayed(at: .none)
        for x in 0..<2 {
            #expect(dark[x, 0].foreground == .white)
            #expect(dark[x, 0].background == .black)
        }
        var light = Canvas(width: 3, height: 1, fill: Cell(foreground: RGBColor(hex: 0xEEEEEE), background: RGBColor(hex: 0xFDF6E3)))
        light[0, 0].background = SampleCanvas.solarizedBase03
        let shown = light.displayed(at: .none)
        #expect((1..<3).allSatisfy { shown[$0, 0].foreground == .black && shown[$0, 0].background == .white })
        // The dark cell on a light page is reversed, as the ncurses backend draws it: the default
        // pair with reverse, which paints white on black.
        #expect(shown[0, 0].foreground == .black && shown[0, 0].background == .white && shown[0, 0].attributes == [.reverse])
        #expect(CompareDifferences.shownColors(shown[0, 0]).background == .black)
    }
}
