/// A skin image in terminal terms: a glyph or lines of text art, with where it came from.
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

    public var lines: [String]
    public var source: Source

    public init(lines: [String], source: Source = .inline) {
        self.lines = lines.isEmpty ? [""] : lines
        self.source = source
    }

    /// A one-line glyph such as `★`.
    public init(glyph: String) { self.init(lines: [glyph]) }

    /// Width in cells of the widest line.
    public var width: Int { lines.map(TextWidth.of).max() ?? 0 }
    public var height: Int { lines.count }

    /// Shown for an image that is missing or not loaded yet.
    public static let placeholder = SkinImage(lines: ["▢"])
}
