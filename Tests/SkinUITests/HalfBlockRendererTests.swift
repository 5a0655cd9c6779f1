import SkinImageCodec
import SkinKit
import Testing

@testable import SkinUI

/// Pixel images drawn with `▀`: upper pixel as foreground, lower as background, scaled by area
/// averaging and composited over the view's background.
struct HalfBlockRendererTests {
    static let background = RGBColor(hex: 0x204060)

    /// A 4×2-cell image view on a known background showing `bitmap`, through a PNG file's bytes.
    func render(_ bitmap: RGBABitmap, mode: SkinImage.RenderingMode = .automatic, tint: RGBColor? = nil) throws -> Canvas {
        let decoded = try ImageDecoder.decode(try PNGEncoder.encode(bitmap))
        let store = try Fixtures.store()
        let window = Window(store: store)
        let view = ImageView(image: .fixed(SkinImage(bitmaps: [decoded], source: .inline, renderingMode: mode)))
        view.width = .fixed(4)
        view.height = .fixed(2)
        view.backgroundColor = .fixed(Self.background)
        if let tint { view.setColor(.fixed(tint), for: .tintColor) }
        window.addSubview(view)
        return window.render(size: Size(width: 4, height: 2))
    }

    /// 4×4 pixels: rows are red, half-transparent white, transparent, green-over-transparent.
    static let fourByFour: RGBABitmap? = {
        var pixels: [UInt8] = []
        for _ in 0..<4 { pixels += [255, 0, 0, 255] }
        for _ in 0..<4 { pixels += [255, 255, 255, 128] }
        for _ in 0..<4 { pixels += [0, 0, 0, 0] }
        for x in 0..<4 { pixels += x < 2 ? [0, 255, 0, 255] : [0, 0, 0, 0] }
        return RGBABitmap(width: 4, height: 4, pixels: pixels)
    }()

    @Test func aPNGWithTransparencyRendersUpperAndLowerPixelsPerCell() throws {
        let canvas = try render(try #require(Self.fourByFour))
        let halfWhite = RGBColor(hex: 0xFFFFFF, alpha: 128.0 / 255).composited(over: Self.background)
        for x in 0..<4 {
            #expect(canvas[x, 0].character == "▀")
            #expect(canvas[x, 0].foreground == RGBColor(hex: 0xFF0000), "row 0: red")
            #expect(canvas[x, 0].background == halfWhite, "row 1: white at half alpha over the view's background")
        }
        for x in 0..<2 {
            #expect(canvas[x, 1].character == "▀")
            #expect(canvas[x, 1].foreground == Self.background, "row 2: transparent shows the background")
            #expect(canvas[x, 1].background == RGBColor(hex: 0x00FF00))
        }
        for x in 2..<4 {
            #expect(
                canvas[x, 1].character == " " && canvas[x, 1].background == Self.background,
                "both pixels transparent: the cell is left as the view drew it")
        }
    }

    @Test func aLargerImageIsAreaAveragedToTheViewSize() throws {
        // 8×8: a checkerboard of black and white pixels averages to mid grey in every cell half.
        var pixels: [UInt8] = []
        for y in 0..<8 { for x in 0..<8 { pixels += (x + y) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] } }
        let canvas = try render(try #require(RGBABitmap(width: 8, height: 8, pixels: pixels)))
        let grey = RGBColor(red: 128, green: 128, blue: 128)
        for y in 0..<2 { for x in 0..<4 { #expect(canvas[x, y].foreground == grey && canvas[x, y].background == grey) } }
    }

    @Test func templateModeFillsTheAlphaWithTheTint() throws {
        let tint = RGBColor(hex: 0xFFAA00)
        let canvas = try render(try #require(Self.fourByFour), mode: .template, tint: tint)
        #expect(canvas[0, 0].foreground == tint, "opaque red becomes the tint")
        #expect(canvas[0, 0].background == tint.withAlpha(128.0 / 255).composited(over: Self.background))
        #expect(canvas[0, 1].background == tint)
    }

    @Test func theVariantIsChosenByTheCellsAvailable() throws {
        func solid(_ side: Int) throws -> RGBABitmap {
            try #require(RGBABitmap(width: side, height: side, pixels: [UInt8](repeating: 255, count: side * side * 4)))
        }
        let image = SkinImage(bitmaps: [try solid(12), try solid(4), try solid(8)], source: .inline)
        #expect(image.bitmap(columns: 4, rows: 2)?.width == 4, "4×4 pixels cover 4×2 cells")
        #expect(image.bitmap(columns: 6, rows: 3)?.width == 8)
        #expect(image.bitmap(columns: 20, rows: 10)?.width == 12, "nothing covers it: the largest")
        #expect(image.width == 4 && image.height == 2, "intrinsic size from the plain variant")
    }
}
