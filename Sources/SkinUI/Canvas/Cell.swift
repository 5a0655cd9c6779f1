import SkinKit

/// One terminal cell: a grapheme with opaque resolved colors, attributes and the skin keys behind them.
///
/// A wide grapheme occupies its cell and the next one; the next one holds an empty `character`
/// (a continuation) so that exporters and the terminal backend skip it.
public struct Cell: Hashable, Sendable {
    public var character: String
    public var foreground: RGBColor
    public var background: RGBColor
    public var attributes: TextAttributes
    /// The skin key that produced the foreground (e.g. `label.text`), for the inspector and tests.
    public var foregroundKey: String?
    /// The skin key that produced the background.
    public var backgroundKey: String?

    public init(
        character: String = " ", foreground: RGBColor = .black, background: RGBColor = .white,
        attributes: TextAttributes = [], foregroundKey: String? = nil, backgroundKey: String? = nil
    ) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.foregroundKey = foregroundKey
        self.backgroundKey = backgroundKey
    }

    /// True for the right half of a wide grapheme.
    public var isContinuation: Bool { character.isEmpty }

    /// Same look on screen (character, colors, attributes), ignoring the skin keys.
    public func looksSame(as other: Cell) -> Bool {
        character == other.character && foreground == other.foreground
            && background == other.background && attributes == other.attributes
    }
}
