import Foundation
import SkinKit
import SkinUI
import Testing

@testable import SkinShot

/// decode(export(canvas)) gives back the cells' look, for every colored format and depth.
@Suite struct RoundTripTests {
    /// Every attribute alone and all together, wide characters at the start, middle and end, and
    /// colors that the palettes reduce differently.
    static func everything() -> Canvas {
        var canvas = SampleCanvas.styled()
        var all = Canvas(width: 24, height: 2, fill: Cell(foreground: SampleCanvas.solarizedBase0, background: RGBColor(hex: 0xFDF6E3)))
        all.draw(
            "漢all", x: 0, y: 0, foreground: RGBColor(hex: 0x268BD2),
            attributes: [.bold, .dim, .italic, .underline, .strikethrough, .reverse])
        all.draw("字", x: 22, y: 0, foreground: RGBColor(hex: 0xCB4B16), background: RGBColor(hex: 0x333333))
        all.draw("end 🙂 é", x: 0, y: 1, foreground: RGBColor(hex: 0x1A2B3C), background: RGBColor(hex: 0xF0E0D0))
        var merged = Canvas(width: 24, height: 7)
        for y in 0..<5 { for x in 0..<24 { merged[x, y] = canvas[x, y] } }
        for y in 0..<2 { for x in 0..<24 { merged[x, y + 5] = all[x, y] } }
        canvas = merged
        return canvas
    }

    static let colored: [ScreenshotFormat] = [.ansi, .svg, .html, .png]

    @Test(arguments: colored, ColorDepth.allCases)
    func decodeOfExportIsTheCanvasAsShownAtThatDepth(format: ScreenshotFormat, depth: ColorDepth) throws {
        let canvas = Self.everything()
        let decoded = try format.decode(try format.export(canvas, depth: depth))
        if format == .ansi && depth == .none {
            // No colors are written: characters and attributes come back, colors are the defaults;
            // cells whose background differs in lightness from the page come back reversed.
            #expect(decoded.size == canvas.size)
            let pageIsDark = canvas.dominantBackground?.isDark ?? true
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    var attributes = canvas[x, y].attributes
                    if ColorQuantizer.isReversedWithoutColor(background: canvas[x, y].background, terminalIsDark: pageIsDark) {
                        attributes.formSymmetricDifference(.reverse)
                    }
                    #expect(decoded[x, y] == Cell(character: canvas[x, y].character, attributes: attributes))
                }
            }
        } else {
            let expected = SampleCanvas.withoutKeys(canvas.displayed(at: depth))
            let diff = CanvasDiff(expected: expected, actual: decoded)
            #expect(diff.isMatch, "\(diff.report(name: "\(format) at \(depth)"))")
        }
    }

    @Test func textKeepsTheCharactersOfEveryRow() throws {
        let canvas = Self.everything()
        let decoded = try ScreenshotFormat.txt.decode(try ScreenshotFormat.txt.export(canvas))
        #expect(decoded.height == canvas.height)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let character = x < decoded.width ? decoded[x, y].character : " "
                #expect(character == canvas[x, y].character, "cell (\(x),\(y))")
            }
        }
    }

    @Test(arguments: ScreenshotFormat.allCases)
    func exportIsTheSameBytesEveryTime(format: ScreenshotFormat) throws {
        let canvas = Self.everything()
        for depth in ColorDepth.allCases {
            let first = try format.export(canvas, depth: depth)
            let second = try format.export(canvas, depth: depth)
            #expect(first == second)
        }
    }
}
