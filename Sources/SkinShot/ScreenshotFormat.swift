import FoundationEssentials
import SkinKit
import SkinRaster
import SkinUI

/// The file formats a screenshot can be written in, each with an exporter and a decoder back to cells.
public enum ScreenshotFormat: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Plain text: characters only.
    case txt
    /// Text with ANSI SGR escapes, as a terminal would receive it.
    case ansi
    /// A self-contained SVG picture of the cell grid.
    case svg
    /// A standalone HTML page with a `<pre>` of styled spans.
    case html
    /// A PNG picture drawn with a real monospace font, carrying its cells for comparison.
    case png

    /// The file extension, without a dot.
    public var fileExtension: String { rawValue }

    public var description: String { rawValue }

    /// Whether the format shows colors, so that its output depends on the color depth.
    public var showsColor: Bool { self != .txt }

    /// Whether the file is a picture drawn with the installed fonts: its bytes may differ between
    /// machines, so a golden of it passes when its cells match.
    public var isPicture: Bool { self == .png }

    /// Parses a format name as scripts and the command line write it (`svg`, `TXT`, `.html`, `text`, `htm`).
    public init?(parsing text: String) {
        var name = text.lowercased()
        if name.hasPrefix(".") { name.removeFirst() }
        switch name {
        case "txt", "text": self = .txt
        case "ansi", "ans": self = .ansi
        case "svg": self = .svg
        case "html", "htm": self = .html
        case "png": self = .png
        default: return nil
        }
    }

    /// The format of a file, from its extension (`golden/ocean-dark.svg` → `.svg`); nil when unknown.
    public init?(fileName: String) {
        let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return nil }
        self.init(parsing: String(last[last.index(after: dot)...]))
    }

    /// Exports `canvas` in this format, its colors shown as the output of `profile` would show them
    /// (ignored by `txt`); a picture is drawn with `pictures`' fonts, and fails when there are none.
    /// The bytes are the same every time for the same canvas (and, for a picture, font files).
    public func export(_ canvas: Canvas, profile: OutputProfile = OutputProfile(), pictures: PictureFonts = PictureFonts()) throws(PictureError) -> Data {
        let text: String
        switch self {
        case .txt: text = PlainTextExporter().export(canvas)
        case .ansi: text = ANSIExporter(profile: profile).export(canvas)
        case .svg: return Data(SVGExporter(profile: profile).exportBytes(canvas))
        case .html: text = HTMLExporter(profile: profile).export(canvas)
        case .png: return try PNGExporter(profile: profile, fonts: pictures.fonts()).export(canvas)
        }
        return Data(text.utf8)
    }

    /// Exports `canvas` as an output of `depth` with normal vision shows it.
    public func export(_ canvas: Canvas, depth: ColorDepth) throws(PictureError) -> Data { try export(canvas, profile: OutputProfile(depth: depth)) }

    /// Reads a file of this format back into cells, with each decoder's documented defaults;
    /// `width` is the screen's width where the file cannot tell it (`txt` trims trailing blanks).
    public func decode(_ data: Data, width: Int? = nil) throws -> Canvas {
        switch self {
        case .txt: return try PlainTextDecoder().decode(data, width: width)
        case .ansi: return try ANSIDecoder().decode(data)
        case .svg: return try SVGDecoder().decode(data)
        case .html: return try HTMLDecoder().decode(data)
        case .png: return try PNGDecoder().decode(data)
        }
    }
}
