import SkinKit
import Testing

@testable import SkinCurses

@Suite struct TerminalColorMapperPaletteTests {
    static let palette = (0..<16).map { RGBColor(hex: 0x102030 + UInt32($0) * 0x0A0000) }

    @Test func sixteenColorsGiveTheIndexOfTheSkinsPaletteEntry() {
        var mapper = TerminalColorMapper(depth: .palette16, terminalHasDirectColor: false, palette: Self.palette)
        #expect(mapper.colorNumber(for: RGBColor(hex: 0x6A2030)) == 9)
        var xterm = TerminalColorMapper(depth: .palette16, terminalHasDirectColor: false)
        #expect(xterm.colorNumber(for: RGBColor(hex: 0x6A2030)) != 9)
    }

    @Test func onADirectColorTerminalThePalettesRGBIsSent() {
        var mapper = TerminalColorMapper(depth: .palette16, terminalHasDirectColor: true, palette: Self.palette)
        #expect(mapper.colorNumber(for: RGBColor(hex: 0x6B2131)) == Int32(Self.palette[9].hexValue))
    }
}
