import SkinImageCodec
import SkinKit

/// Paints cells into a picture: the background over the whole box, then the foreground mixed in
/// by the glyph's coverage, then underline and strikethrough. Colors are taken as given (reduce
/// them for an output and swap reverse first); dim draws the foreground at 60 % over the
/// background, as the SVG exporter's opacity does.
///
/// Antialiased edges: coverage is rounded to `coverageLevels` steps, so a foreground and
/// background pair makes at most `coverageLevels` colors. A frame of a recording then usually
/// holds under 256 colors and its GIF is exact (see `GIFEncoder`), and the PNG is the same picture.
public struct CellPainter: Sendable {
    public let fonts: CellFonts
    /// Steps of coverage from background (0) to foreground (`coverageLevels - 1`).
    public static let coverageLevels = 6
    /// How much of the foreground dim text shows, in 1/255.
    static let dimShare = 153

    public init(fonts: CellFonts) {
        self.fonts = fonts
    }

    /// A picture of `columns × rows` cells filled with `background`.
    public func image(columns: Int, rows: Int, background: RGBColor) -> RGBImage {
        RGBImage(
            width: columns * fonts.cellWidth, height: rows * fonts.cellHeight,
            red: background.red, green: background.green, blue: background.blue)
    }

    /// Paints `text` (one grapheme; a space or "" paints only the background) in the box of
    /// `span` cells whose top-left cell is (`column`, `row`).
    public func paint(
        _ text: String, span: Int = 1, column: Int, row: Int, foreground: RGBColor, background: RGBColor,
        attributes: TextAttributes = [], into image: inout RGBImage
    ) {
        let width = fonts.cellWidth * max(1, span)
        let height = fonts.cellHeight
        let left = column * fonts.cellWidth
        let top = row * fonts.cellHeight
        guard left >= 0, top >= 0, left + width <= image.width, top + height <= image.height else { return }
        let ink = attributes.contains(.dim) ? Self.mix(background, foreground, Self.dimShare) : foreground
        let mask =
            text.isEmpty || text == " "
            ? nil
            : fonts.mask(for: text, span: span, bold: attributes.contains(.bold), italic: attributes.contains(.italic))
        // The colors of each coverage step, worked out once for the cell.
        let shades: [RGBColor] = (0..<Self.coverageLevels).map { Self.mix(background, ink, $0 * 255 / (Self.coverageLevels - 1)) }
        let lines = [(TextAttributes.underline, fonts.underline), (.strikethrough, fonts.strikethrough)]
            .filter { attributes.contains($0.0) }.map(\.1)
        let imageWidth = image.width
        let coverage = mask?.values ?? []
        let steps = shades.map { ($0.red, $0.green, $0.blue) }
        let paper = (background.red, background.green, background.blue)
        let line = (ink.red, ink.green, ink.blue)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            coverage.withUnsafeBufferPointer { coverage in
                for y in 0..<height {
                    var onLine = false
                    for band in lines where y >= band.top && y < band.top + band.thickness { onLine = true }
                    var index = ((top + y) * imageWidth + left) * 3
                    let row = y * width
                    for x in 0..<width {
                        let color = onLine ? line : coverage.isEmpty ? paper : steps[Self.step(coverage[row + x])]
                        pixels[index] = color.0
                        pixels[index + 1] = color.1
                        pixels[index + 2] = color.2
                        index += 3
                    }
                }
            }
        }
    }

    /// The coverage step (0…`coverageLevels - 1`) nearest to `coverage`.
    static func step(_ coverage: UInt8) -> Int {
        (Int(coverage) * (coverageLevels - 1) + 127) / 255
    }

    /// `background` moved toward `foreground` by `share`/255 (integer arithmetic: the same bytes everywhere).
    static func mix(_ background: RGBColor, _ foreground: RGBColor, _ share: Int) -> RGBColor {
        func channel(_ b: UInt8, _ f: UInt8) -> UInt8 { UInt8((Int(b) * (255 - share) + Int(f) * share + 127) / 255) }
        return RGBColor(
            red: channel(background.red, foreground.red), green: channel(background.green, foreground.green),
            blue: channel(background.blue, foreground.blue))
    }
}
