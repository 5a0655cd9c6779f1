import SkinKit
import SkinUI
import Testing

@testable import SkinCurses

struct CellStylerTests {
    private func styler(
        _ depth: ColorDepth, direct: Bool = false, italics: Bool = true,
        background: UserInterfaceStyle = .unspecified
    ) -> CellStyler {
        CellStyler(depth: depth, terminalHasDirectColor: direct, supportsItalics: italics, terminalBackground: background)
    }

    private let samples: [RGBColor] = [0x002B36, 0xFDF6E3, 0xFF8800, 0x7F7F7F, 0x123456, 0x00FF7F].map { RGBColor(hex: $0) }

    @Test(arguments: [ColorDepth.palette256, .palette16, .palette8])
    func paletteDepthsUseTheNearestIndex(depth: ColorDepth) {
        var styler = styler(depth)
        for (fg, bg) in zip(samples, samples.reversed()) {
            let style = styler.style(for: Cell(character: "a", foreground: fg, background: bg))
            let expected = ColorPairTable.Colors(
                foreground: Int32(TerminalPalette.nearestIndex(to: fg, depth: depth) ?? -99),
                background: Int32(TerminalPalette.nearestIndex(to: bg, depth: depth) ?? -99))
            #expect(style.colors == expected)
        }
    }

    @Test func truecolorSendsTheRGBValueAndNudgesPaletteLookalikes() {
        var mapper = TerminalColorMapper(depth: .truecolor, terminalHasDirectColor: true)
        #expect(mapper.colorNumber(for: RGBColor(hex: 0xFF8800)) == 0xFF8800)
        #expect(mapper.colorNumber(for: RGBColor(hex: 0x000000)) == 0x000100)
        #expect(mapper.colorNumber(for: RGBColor(hex: 0x000007)) == 0x000107)
        #expect(mapper.colorNumber(for: RGBColor(hex: 0x000008)) == 0x000008)
        for value in 0..<8 {
            #expect((mapper.colorNumber(for: RGBColor(hex: UInt32(value))) ?? 0) >= 8)
        }
    }

    @Test func palettePreviewOnADirectTerminalSendsThePaletteRGB() {
        var mapper = TerminalColorMapper(depth: .palette256, terminalHasDirectColor: true)
        let color = RGBColor(hex: 0x002B36)
        let index = TerminalPalette.nearestIndex(to: color, depth: .palette256) ?? 0
        #expect(mapper.colorNumber(for: color) == TerminalColorMapper.directColorValue(TerminalPalette.xterm256[index]))
    }

    @Test func withoutColorDarkSurfacesAreReversedOnALightTerminal() {
        var light = styler(.none, background: .light)
        let dark = Cell(character: "x", foreground: .white, background: RGBColor(hex: 0x101010))
        let pale = Cell(character: "x", foreground: .black, background: RGBColor(hex: 0xF0F0F0))
        #expect(light.style(for: dark) == CellStyle(colors: nil, attributes: [.reverse]))
        #expect(light.style(for: pale) == CellStyle(colors: nil, attributes: []))
        var darkTerminal = styler(.none, background: .dark)
        #expect(darkTerminal.style(for: dark) == CellStyle(colors: nil, attributes: []))
        #expect(darkTerminal.style(for: pale) == CellStyle(colors: nil, attributes: [.reverse]))
    }

    @Test func withoutColorAReversedCellOnAReversedSurfaceCancelsOut() {
        var light = styler(.none, background: .light)
        let cell = Cell(character: "x", foreground: .white, background: .black, attributes: [.bold, .reverse])
        #expect(light.style(for: cell).attributes == [.bold])
    }

    @Test func italicNeedsSitmAndStrikethroughIsLeftOut() {
        let cell = Cell(character: "x", attributes: [.bold, .italic, .strikethrough, .underline])
        var withItalics = styler(.palette256, italics: true)
        var withoutItalics = styler(.palette256, italics: false)
        #expect(withItalics.style(for: cell).attributes == [.bold, .italic, .underline])
        #expect(withoutItalics.style(for: cell).attributes == [.bold, .underline])
    }
}
