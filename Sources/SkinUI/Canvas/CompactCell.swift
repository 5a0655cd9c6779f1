import SkinKit

/// How a canvas stores a cell: plain data (no String, no reference counting), so that filling,
/// drawing and comparing frames costs no retain/release. The skin keys are ids in the canvas's
/// `keys` table and a long grapheme is an id in its table of long graphemes; `Canvas` subscripts
/// turn it into a `Cell` with Strings for everyone else.
public struct CompactCell: Hashable, Sendable {
    public var grapheme: CellGrapheme
    public var foreground: RGBColor
    public var background: RGBColor
    public var attributes: TextAttributes
    /// The foreground's skin key in the canvas's `keys` (0: none).
    public var foregroundKeyID: UInt32
    /// The background's skin key in the canvas's `keys` (0: none).
    public var backgroundKeyID: UInt32

    public init(
        grapheme: CellGrapheme, foreground: RGBColor, background: RGBColor, attributes: TextAttributes,
        foregroundKeyID: UInt32, backgroundKeyID: UInt32
    ) {
        self.grapheme = grapheme
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.foregroundKeyID = foregroundKeyID
        self.backgroundKeyID = backgroundKeyID
    }

    /// Whether this cell looks the same as `other` (grapheme, colors, attributes; keys ignored) when
    /// that can be told from the cells alone; nil when a long grapheme needs its canvas's table
    /// (then ask `Canvas.looksSame(at:as:)`).
    @inlinable public func looksSame(as other: CompactCell) -> Bool? {
        guard foreground == other.foreground, background == other.background, attributes == other.attributes else { return false }
        if grapheme.isLong || other.grapheme.isLong { return grapheme.isLong && other.grapheme.isLong ? nil : false }
        return grapheme == other.grapheme
    }
}
