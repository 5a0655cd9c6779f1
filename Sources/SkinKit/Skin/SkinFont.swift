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
        func has(_ word: String) -> Bool { lower.containsBytes(of: word) }
        var result = FontWeight.attributes(inName: lower)
        if has("italic") || has("oblique") { result.insert(.italic) }
        return result
    }
}
