import FoundationEssentials
import SkinImageCodec
import SkinKit
import SkinRaster
import SkinUI

/// Exports a canvas as a PNG picture: each cell drawn with a real monospace font (`CellFonts`,
/// `CellPainter`), colors as the output of `profile` shows them (`Canvas.displayed(by:)`).
///
/// The file also carries the canvas's cells (the SVG export, compressed, in an `iTXt` chunk named
/// `cellsKeyword`), so a PNG golden is compared and reviewed cell by cell like the other formats;
/// the pixels depend on the installed fonts, the cells do not. Deterministic for the same cells and
/// font files: no time chunk, fixed compression.
public struct PNGExporter: Sendable {
    /// The `iTXt` keyword of the cells.
    public static let cellsKeyword = "termskin-cells"

    public var profile: OutputProfile
    public let fonts: CellFonts

    public init(profile: OutputProfile = OutputProfile(), fonts: CellFonts) {
        self.profile = profile
        self.fonts = fonts
    }

    /// The PNG file's bytes.
    public func export(_ canvas: Canvas) throws(PictureError) -> Data {
        let cells = SVGExporter(profile: profile).export(canvas)
        do {
            return Data(try PNGEncoder.encode(image(canvas), text: (Self.cellsKeyword, cells)))
        } catch {
            throw PictureError("cannot write the PNG: \(error.message)")
        }
    }

    /// The picture of `canvas`, one cell per `fonts.cellWidth × fonts.cellHeight` pixels.
    public func image(_ canvas: Canvas) -> RGBImage {
        let shown = canvas.displayed(by: profile)
        let painter = CellPainter(fonts: fonts)
        var image = painter.image(columns: canvas.width, rows: canvas.height, background: .black)
        for row in 0..<shown.height {
            for glyph in shown.glyphs(inRow: row) {
                let (foreground, background) = Markup.shownColors(glyph.cell)
                painter.paint(
                    glyph.character, span: glyph.width, column: glyph.x, row: row, foreground: foreground,
                    background: background, attributes: glyph.cell.attributes, into: &image)
            }
        }
        return image
    }
}
