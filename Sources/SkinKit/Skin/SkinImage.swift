import SkinImageCodec

/// A skin image in terminal terms: a glyph or lines of text art, or decoded PNG/JPEG pixels drawn
/// with half blocks, with where it came from.
public struct SkinImage: Hashable, Sendable {
    /// Where the image comes from, as in seed 000: inline text, a file in the skin's folder, or a URL.
    public enum Source: Hashable, Sendable {
        case inline
        case file(String)
        case url(String)
        /// A file the skin names that is not beside it (it lives in the app's asset catalog):
        /// drawn as the placeholder, reported as a warning.
        case missingFile(String)
    }

    /// How pixels are coloured (UIKit's `imageRenderingMode`): as drawn, or as a template whose
    /// alpha is filled with the widget's tint color. `automatic` is template in bars, original elsewhere.
    public enum RenderingMode: String, Hashable, Sendable, CaseIterable {
        case automatic
        case original = "alwaysOriginal"
        case template = "alwaysTemplate"

        /// The short name (`original`, `template`) beside UIKit's (`alwaysOriginal`). Spelled out:
        /// describing a case through reflection cost a skin load more than decoding its images.
        public var shortName: String {
            switch self {
            case .automatic: "automatic"
            case .original: "original"
            case .template: "template"
            }
        }

        /// The names a skin file may write (UIKit's and the short ones), as the JSON Schema lists them.
        public static var writtenNames: [String] {
            allCases.flatMap { [$0.rawValue, $0.shortName] }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }

        /// Accepts the UIKit names and the short ones (`original`, `template`), any case.
        public init?(parsing text: String) {
            let lower = text.lowercased()
            guard let mode = Self.allCases.first(where: { $0.rawValue.lowercased() == lower || "always" + $0.shortName == lower || $0.shortName == lower })
            else {
                return nil
            }
            self = mode
        }
    }

    /// Text art lines; for a pixel image, what a text-only output shows (the placeholder).
    public var lines: [String]
    public var source: Source
    /// Decoded pixel variants (plain, @2x, @3x), fewest pixels first; empty for text art.
    public var bitmaps: [RGBABitmap]
    public var renderingMode: RenderingMode

    public init(lines: [String], source: Source = .inline, renderingMode: RenderingMode = .automatic) {
        self.lines = lines.isEmpty ? [""] : lines
        self.source = source
        self.bitmaps = []
        self.renderingMode = renderingMode
    }

    /// An image of one color (CJSkinSwift's `SkinImageFromColor`): one pixel, drawn stretched over
    /// the image's cells as UIImageView's default `scaleToFill` stretches it.
    public init(color: RGBColor, renderingMode: RenderingMode = .original) {
        let alpha = UInt8((min(1, max(0, color.alpha)) * 255).rounded())
        let pixel = RGBABitmap(width: 1, height: 1, pixels: [color.red, color.green, color.blue, alpha])
        self.init(bitmaps: pixel.map { [$0] } ?? [], source: .inline, renderingMode: renderingMode)
    }

    /// A pixel image from its scale variants (any order; at least one).
    public init(bitmaps: [RGBABitmap], source: Source, renderingMode: RenderingMode = .automatic) {
        self.lines = Self.placeholder.lines
        self.source = source
        self.bitmaps = bitmaps.sorted { $0.width * $0.height < $1.width * $1.height }
        self.renderingMode = renderingMode
    }

    /// A one-line glyph such as `★`.
    public init(glyph: String) { self.init(lines: [glyph]) }

    /// The URL of an image to download, when its pixels are not here yet.
    public var pendingURL: String? {
        guard bitmaps.isEmpty, case .url(let url) = source else { return nil }
        return url
    }

    /// True when the image has pixels to draw with half blocks.
    public var isBitmap: Bool { !bitmaps.isEmpty }

    /// Width in cells: of the widest line, or the plain variant at one pixel per column.
    public var width: Int {
        if let plain = bitmaps.first { return plain.width }
        return lines.map(TextWidth.of).max() ?? 0
    }

    /// Height in cells: lines, or the plain variant at two pixels per row (half blocks).
    public var height: Int {
        if let plain = bitmaps.first { return (plain.height + 1) / 2 }
        return lines.count
    }

    /// The variant to draw into `columns × rows` cells (`2 × rows` pixels high): the smallest that
    /// covers the area, else the largest — CJSkin's @3x/@2x/plain choice made by cells instead of screen scale.
    public func bitmap(columns: Int, rows: Int) -> RGBABitmap? {
        bitmaps.first { $0.width >= columns && $0.height >= rows * 2 } ?? bitmaps.last
    }

    /// The same image with another rendering mode (seed 000's `SkinImageRenderingMode`).
    public func withRenderingMode(_ mode: RenderingMode) -> SkinImage {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// This image with the pixels of its URL when `downloaded` has them.
    public func filled(from downloaded: [String: RGBABitmap]) -> SkinImage {
        guard let url = pendingURL, let bitmap = downloaded[url] else { return self }
        return SkinImage(bitmaps: [bitmap], source: source, renderingMode: renderingMode)
    }

    /// Shown for an image that is missing or not loaded yet.
    public static let placeholder = SkinImage(lines: ["▢"])
}
