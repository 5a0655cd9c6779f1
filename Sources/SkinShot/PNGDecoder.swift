import FoundationEssentials
import SkinImageCodec
import SkinUI

/// Reads a PNG screenshot written by `PNGExporter` back into cells: from the cells it carries
/// (its `termskin-cells` text), never from its pixels.
public struct PNGDecoder: Sendable {
    /// The most bytes the cells may inflate to (a 500 × 250 screen's SVG is a few MB).
    static let maximumTextBytes = 64 * 1024 * 1024

    public init() {}

    public func decode(_ data: Data) throws -> Canvas {
        let text: String?
        do {
            text = try PNGChunks.text(named: PNGExporter.cellsKeyword, in: [UInt8](data), limit: Self.maximumTextBytes)
        } catch {
            throw ScreenshotDecodingError(format: .png, message: error.message)
        }
        guard let text else {
            throw ScreenshotDecodingError(
                format: .png, message: "the PNG carries no cells (\(PNGExporter.cellsKeyword)); only PNGs termskin wrote can be compared")
        }
        return try SVGDecoder().decode(Data(text.utf8))
    }
}
