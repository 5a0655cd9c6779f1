/// A skin font in terminal terms: the seed's Name + Size, turned into text attributes.
///
/// The name's weight and slant words (`Bold`, `Light`, `Italic`, `Oblique`) become attributes; a
/// size at or above `largeTitleSize` makes widgets that can (the navigation bar title) use banner text.
public struct SkinFont: Hashable, Sendable {
    public var name: String?
    public var size: Double
    public var attributes: TextAttributes

    /// Sizes from here up render as banner text where a widget supports it.
    public static let largeTitleSize: Double = 24

    public init(name: String? = nil, size: Double = 14, attributes: TextAttributes? = nil) {
        self.name = name
        self.size = size
        self.attributes = attributes ?? SkinFont.attributes(forName: name)
    }

    public static let body = SkinFont(size: 14)

    /// True when the font is large enough for banner text.
    public var isLarge: Bool { size >= SkinFont.largeTitleSize }

    /// Attributes implied by a font name such as `Menlo-BoldItalic` or `PingFangSC-Light`.
    public static func attributes(forName name: String?) -> TextAttributes {
        guard let lower = name?.lowercased() else { return [] }
        var result: TextAttributes = []
        if lower.contains("bold") || lower.contains("heavy") || lower.contains("black") || lower.contains("semibold") {
            result.insert(.bold)
        } else if lower.contains("light") || lower.contains("thin") {
            result.insert(.dim)
        }
        if lower.contains("italic") || lower.contains("oblique") { result.insert(.italic) }
        return result
    }
}
