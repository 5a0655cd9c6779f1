import SkinImageCodec
import SkinKit
import Testing

@testable import SkinUI

/// Issue 20, item 19: a tinted icon one row tall keeps its shape in braille dots instead of
/// averaging into a square of half blocks.
struct BarIconShapeTests {
    /// 16×16: opaque rows 0–3 and 8–11 (two bars), transparent elsewhere.
    static let stripes: RGBABitmap? = {
        var pixels: [UInt8] = []
        for y in 0..<16 { for _ in 0..<16 { pixels += (y / 4) % 2 == 0 ? [0, 0, 0, 255] : [0, 0, 0, 0] } }
        return RGBABitmap(width: 16, height: 16, pixels: pixels)
    }()

    func drawn(_ mode: SkinImage.RenderingMode) throws -> Canvas {
        let image = SkinImage(bitmaps: [try #require(Self.stripes)], source: .inline, renderingMode: mode)
        var canvas = Canvas(width: 4, height: 1, fill: Cell(character: " ", foreground: .black, background: HalfBlockRendererTests.background))
        HalfBlockRenderer.drawBarIcon(
            image, x: 0, y: 0, tint: RGBColor(hex: 0xFFCC00), key: "tab.home", canvas: &canvas,
            clip: Rect(x: 0, y: 0, width: 4, height: 1))
        return canvas
    }

    @Test func aTemplateIconIsItsMaskInBrailleInTheTint() throws {
        let canvas = try drawn(.template)
        // Dot rows 0 and 2 of both dot columns: U+2800 + 0x01 + 0x04 + 0x08 + 0x20.
        #expect(canvas[0, 0].character == "\u{282D}" && canvas[1, 0].character == "\u{282D}", "\(canvas.text(ofRow: 0))")
        #expect(canvas[0, 0].foreground == RGBColor(hex: 0xFFCC00))
        #expect(canvas[0, 0].background == HalfBlockRendererTests.background, "the bar's background stays")
        #expect(canvas[2, 0].character == " ", "two cells wide, as before")
    }

    @Test func anOriginalIconKeepsItsColorsInHalfBlocks() throws {
        #expect(try drawn(.original)[0, 0].character == HalfBlockRenderer.glyph)
    }
}
