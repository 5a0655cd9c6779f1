import Foundation
import SkinImageCodec
import SkinKit
import SkinRaster
import SkinShot
import SkinUI
import Testing

/// `shot --format png`: a known canvas rasterized with the installed monospace font, its pixels
/// read back from the PNG file (libpng) and checked cell by cell.
@Suite(.serialized)
struct PNGRasterTests {
    static let red = RGBColor(hex: 0xE01010), blue = RGBColor(hex: 0x1030C0), green = RGBColor(hex: 0x20A040)
    static let white = RGBColor(hex: 0xF0F0F0), navy = RGBColor(hex: 0x101840), yellow = RGBColor(hex: 0xF0D000)

    /// Row 0: █ (red on blue), blank (green), ▀ (white on navy), A (yellow on navy), ─ ─ (white on navy).
    /// Row 1: 世 (wide, white on navy), A underlined, A reversed, A dim, │ │.
    static func canvas() -> Canvas {
        var canvas = Canvas(width: 8, height: 3, fill: Cell(character: " ", foreground: white, background: navy))
        canvas[0, 0] = Cell(character: "█", foreground: red, background: blue)
        canvas[1, 0] = Cell(character: " ", foreground: red, background: green)
        canvas[2, 0] = Cell(character: "▀", foreground: white, background: navy)
        canvas[3, 0] = Cell(character: "A", foreground: yellow, background: navy)
        canvas[4, 0] = Cell(character: "─", foreground: white, background: navy)
        canvas[5, 0] = Cell(character: "─", foreground: white, background: navy)
        canvas.draw("世", x: 0, y: 1, foreground: white, background: navy)
        canvas[2, 1] = Cell(character: "A", foreground: yellow, background: navy, attributes: .underline)
        canvas[3, 1] = Cell(character: "A", foreground: yellow, background: navy, attributes: .reverse)
        canvas[4, 1] = Cell(character: "A", foreground: yellow, background: navy, attributes: .dim)
        canvas[6, 0] = Cell(character: "│", foreground: white, background: navy)
        canvas[6, 1] = Cell(character: "│", foreground: white, background: navy)
        return canvas
    }

    /// The PNG file of the canvas, decoded by libpng, and the fonts that drew it.
    static func picture(scale: Int = 1) throws -> (bitmap: RGBABitmap, fonts: CellFonts, data: Data) {
        let fonts = try CellFonts(scale: scale)
        let data = try PNGExporter(fonts: fonts).export(canvas())
        return (try ImageDecoder.decode([UInt8](data)), fonts, data)
    }

    /// Every pixel's color in cell box (`column`, `row`), `span` cells wide.
    static func colors(_ bitmap: RGBABitmap, _ fonts: CellFonts, column: Int, row: Int, span: Int = 1) -> [[UInt32]] {
        (0..<fonts.cellHeight).map { y in
            (0..<(fonts.cellWidth * span)).map { x in
                let p = bitmap.pixel(x: column * fonts.cellWidth + x, y: row * fonts.cellHeight + y)
                return UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
            }
        }
    }

    @Test func theFontIsFoundAndTheCellIsMeasured() throws {
        let fonts = try CellFonts()
        #expect(fonts.family == CellFonts.preferredFamily, "fonts-dejavu-core is installed by .ci/run")
        #expect(fonts.cellWidth == 10 && fonts.cellHeight == 19, "DejaVu Sans Mono at 16 px: \(fonts.cellWidth)×\(fonts.cellHeight)")
        #expect(fonts.styleFiles.count == 4)
        #expect(fonts.styleFiles[1].hasSuffix("DejaVuSansMono-Bold.ttf"), "\(fonts.styleFiles)")
        #expect(fonts.styleFiles[2].hasSuffix("DejaVuSansMono-Oblique.ttf"), "\(fonts.styleFiles)")
    }

    @Test func blockAndBlankCellsAreExactlyTheirColors() throws {
        let (bitmap, fonts, _) = try Self.picture()
        #expect(bitmap.width == 8 * fonts.cellWidth && bitmap.height == 3 * fonts.cellHeight)
        let full = Self.colors(bitmap, fonts, column: 0, row: 0)
        #expect(full.allSatisfy { $0.allSatisfy { $0 == Self.red.hexValue } }, "█ is the foreground at every pixel")
        let blank = Self.colors(bitmap, fonts, column: 1, row: 0)
        #expect(blank.allSatisfy { $0.allSatisfy { $0 == Self.green.hexValue } }, "a blank cell is the background at every pixel")
        let half = Self.colors(bitmap, fonts, column: 2, row: 0)
        for (y, row) in half.enumerated() {
            let expected = y < fonts.cellHeight / 2 ? Self.white.hexValue : Self.navy.hexValue
            #expect(row.allSatisfy { $0 == expected }, "▀ splits at the middle row: row \(y)")
        }
    }

    @Test func aGlyphCellHoldsForegroundBackgroundAndOnlyMixesOfThem() throws {
        let (bitmap, fonts, _) = try Self.picture()
        let cell = Self.colors(bitmap, fonts, column: 3, row: 0).flatMap { $0 }
        #expect(cell.contains(Self.yellow.hexValue) && cell.contains(Self.navy.hexValue))
        // Antialiased edges are mixes of the two, rounded to CellPainter.coverageLevels steps.
        #expect(Set(cell).count <= CellPainter.coverageLevels, "\(Set(cell).count) colors")
        let reversed = Self.colors(bitmap, fonts, column: 3, row: 1).flatMap { $0 }
        #expect(
            reversed.filter { $0 == Self.yellow.hexValue }.count > reversed.filter { $0 == Self.navy.hexValue }.count,
            "reverse: the glyph in the background color on the foreground")
        let underlined = Self.colors(bitmap, fonts, column: 2, row: 1)
        #expect(underlined[fonts.underline.top].allSatisfy { $0 == Self.yellow.hexValue }, "the underline row is the foreground")
    }

    @Test func dimTextIsTheForegroundAtSixtyPercent() throws {
        let (bitmap, fonts, _) = try Self.picture()
        let cell = Self.colors(bitmap, fonts, column: 4, row: 1).flatMap { $0 }
        func channel(_ background: UInt8, _ foreground: UInt8) -> UInt32 { UInt32((Int(background) * 102 + Int(foreground) * 153 + 127) / 255) }
        let dim = channel(Self.navy.red, Self.yellow.red) << 16 | channel(Self.navy.green, Self.yellow.green) << 8 | channel(Self.navy.blue, Self.yellow.blue)
        #expect(cell.contains(dim) && !cell.contains(Self.yellow.hexValue), "the glyph's solid pixels are the dimmed color")
    }

    @Test func boxDrawingJoinsAcrossCells() throws {
        let (bitmap, fonts, _) = try Self.picture()
        let left = Self.colors(bitmap, fonts, column: 4, row: 0)
        let right = Self.colors(bitmap, fonts, column: 5, row: 0)
        let lineRows = (0..<fonts.cellHeight).filter { y in left[y].allSatisfy { $0 == Self.white.hexValue } }
        #expect(!lineRows.isEmpty, "─ is a solid line across its cell")
        for y in lineRows { #expect(right[y].allSatisfy { $0 == Self.white.hexValue }, "and continues into the next cell") }
        let top = Self.colors(bitmap, fonts, column: 6, row: 0)
        let bottom = Self.colors(bitmap, fonts, column: 6, row: 1)
        let lineColumns = (0..<fonts.cellWidth).filter { x in top.allSatisfy { $0[x] == Self.white.hexValue } }
        #expect(!lineColumns.isEmpty, "│ runs from the top of its cell to the bottom")
        for x in lineColumns { #expect(bottom.allSatisfy { $0[x] == Self.white.hexValue }, "│ over │ joins") }
    }

    @Test func aWideCellSpansTwoCells() throws {
        let (bitmap, fonts, _) = try Self.picture()
        let wide = Self.colors(bitmap, fonts, column: 0, row: 1, span: 2)
        let inkLeft = wide.contains { $0[..<fonts.cellWidth].contains { $0 != Self.navy.hexValue } }
        let inkRight = wide.contains { $0[fonts.cellWidth...].contains { $0 != Self.navy.hexValue } }
        #expect(inkLeft && inkRight, "世 is drawn across both cells (by a CJK font, or as one missing-glyph box)")
    }

    @Test func boldAndItalicDrawOtherwise() throws {
        let fonts = try CellFonts()
        let regular = fonts.mask(for: "A")
        let bold = fonts.mask(for: "A", bold: true)
        let italic = fonts.mask(for: "A", italic: true)
        #expect(regular != bold && regular != italic && bold != italic)
        #expect(bold.values.map(Int.init).reduce(0, +) > regular.values.map(Int.init).reduce(0, +), "bold covers more")
    }

    @Test func scaleTwoDoublesTheCell() throws {
        let one = try CellFonts(scale: 1)
        let two = try CellFonts(scale: 2)
        #expect(
            abs(two.cellWidth - 2 * one.cellWidth) <= 1 && abs(two.cellHeight - 2 * one.cellHeight) <= 2,
            "\(one.cellWidth)×\(one.cellHeight) → \(two.cellWidth)×\(two.cellHeight)")
        let (bitmap, fonts, _) = try Self.picture(scale: 2)
        let full = Self.colors(bitmap, fonts, column: 0, row: 0)
        #expect(full.allSatisfy { $0.allSatisfy { $0 == Self.red.hexValue } })
    }

    @Test func twoRunsGiveTheSameBytesAndTheCellsComeBack() throws {
        let first = try Self.picture().data
        let second = try Self.picture().data
        #expect(first == second, "fonts opened twice draw the same PNG bytes")
        let decoded = try ScreenshotFormat.png.decode(first)
        #expect(CanvasDiff(expected: SampleCanvas.withoutKeys(Self.canvas()), actual: decoded).isMatch)
    }
}
