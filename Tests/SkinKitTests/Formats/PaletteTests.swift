import Foundation
import Testing

@testable import SkinKit

@Suite struct PaletteTests {
    static let sixteen = (0..<16).map { String(format: "\"#%02X%02X%02X\"", 16 * $0, 100, 255 - 16 * $0) }

    @Test func aSkinFileDeclaresAPalette() throws {
        let json = ##"{"mine": {"Color": {"text": "#000000"}, "Palette": ["## + Self.sixteen.joined(separator: ", ") + "]}}"
        let result = SkinLoader().load(data: Data(json.utf8), file: "mine.json")
        #expect(result.errors.isEmpty, "\(result.errors)")
        let palette = try #require(result.skins.first?.palette?.resolve(in: TraitCollection()))
        #expect(palette.count == 16)
        #expect(palette[1].hexString == "#1064EF")
    }

    @Test func aLightAndDarkPalette() throws {
        let list = "[" + Self.sixteen.joined(separator: ",") + "]"
        let json = ##"{"mine": {"Palette": {"light": "## + list + ##", "dark": "## + list.replacingOccurrences(of: "#00", with: "#01") + "}}}"
        let skin = try #require(SkinLoader().load(data: Data(json.utf8), file: "mine.json").skins.first)
        #expect(skin.palette?.resolve(in: TraitCollection(userInterfaceStyle: .light))[0].hexString == "#0064FF")
        #expect(skin.palette?.resolve(in: TraitCollection(userInterfaceStyle: .dark))[0].hexString == "#0164FF")
    }

    @Test func aShortPaletteIsAnErrorWithItsPlace() {
        let json = ##"{"mine": {"Palette": ["#000000", "#FFFFFF"]}}"##
        let result = SkinLoader().load(data: Data(json.utf8), file: "mine.json")
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.description == "mine.json:1: mine.Palette: a palette is a list of 16 colors (ANSI 0–15), found 2 colors")
    }

    @Test func sixteenColorsReduceToTheSkinsOwnPalette() {
        let palette = (0..<16).map { RGBColor(hex: 0x102030 + UInt32($0) * 0x0A0000) }
        var own = ColorQuantizer(depth: .palette16, palette: palette)
        var xterm = ColorQuantizer(depth: .palette16)
        let reddish = RGBColor(hex: 0x6A2030)
        let index = own.index(for: reddish)
        #expect(index == 9)  // 0x102030 + 9 × 0x0A0000 = 0x6A2030: exactly palette entry 9
        #expect(own.displayed(reddish) == palette[9])
        #expect(xterm.displayed(reddish) != palette[9])
        #expect(TerminalPalette.xtermBase.contains(xterm.displayed(reddish)))
        var eight = ColorQuantizer(depth: .palette8, palette: palette)
        #expect(palette.prefix(8).contains(eight.displayed(reddish)))
    }

    @Test func aPaletteOfTheWrongSizeIsIgnored() {
        var quantizer = ColorQuantizer(depth: .palette16, palette: [.black, .white])
        #expect(quantizer.palette == nil)
        #expect(TerminalPalette.xtermBase.contains(quantizer.displayed(RGBColor(hex: 0x6A2030))))
    }
}
