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
        RGBImage(width: columns * fonts.cellWidth, height: rows * fonts.cellHeight,
                 red: background.red, green: background.green, blue: background.blue)
    }

    /// Paints `text` (one grapheme; a space or "" paints only the background) in the box of
    /// `span` cells whose top-left cell is (`column`, `row`).
    public func paint(_ text: String, span: Int = 1, column: Int, row: Int, foreground: RGBColor, background: RGBColor,
                      attributes: TextAttributes = [], into image: inout RGBImage) {
        let width = fonts.cellWidth * max(1, span), height = fonts.cellHeight
        let left = column * fonts.cellWidth, top = row * fonts.cellHeight
        guard left >= 0, top >= 0, left + width <= image.width, top + height <= image.height else { return }
        let ink = attributes.contains(.dim) ? Self.mix(background, foreground, Self.dimShare) : foreground
        for y in top..<(top + height) {
            for x in left..<(left + width) { image.set(x: x, y: y, red: background.red, green: background.green, blue: background.blue) }
        }
        if !text.isEmpty && text != " " {
            let mask = fonts.mask(for: text, span: span, bold: attributes.contains(.bold), italic: attributes.contains(.italic))
            for y in 0..<height {
                for x in 0..<width {
                    let coverage = Self.quantized(mask[x, y])
                    guard coverage > 0 else { continue }
                    let color = Self.mix(background, ink, coverage)
                    image.set(x: left + x, y: top + y, red: color.red, green: color.green, blue: color.blue)
                }
            }
        }
        for (flag, line) in [(TextAttributes.underline, fonts.underline), (.strikethrough, fonts.strikethrough)] where attributes.contains(flag) {
            for y in max(0, line.top)..<min(height, line.top + line.thickness) {
                for x in left..<(left + width) { image.set(x: x, y: top + y, red: ink.red, green: ink.green, blue: ink.blue) }
            }
        }
    }

    /// Coverage rounded to one of `coverageLevels` steps, as 0…255.
    static func quantized(_ coverage: UInt8) -> Int {
        let steps = coverageLevels - 1
        let step = (Int(coverage) * steps + 127) / 255
        return step * 255 / steps
    }

    /// `background` moved toward `foreground` by `share`/255 (integer arithmetic: the same bytes everywhere).
    static func mix(_ background: RGBColor, _ foreground: RGBColor, _ share: Int) -> RGBColor {
        func channel(_ b: UInt8, _ f: UInt8) -> UInt8 { UInt8((Int(b) * (255 - share) + Int(f) * share + 127) / 255) }
        return RGBColor(red: channel(background.red, foreground.red), green: channel(background.green, foreground.green),
                        blue: channel(background.blue, foreground.blue))
    }
}
