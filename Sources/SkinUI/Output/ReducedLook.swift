import SkinKit

/// How an output draws one cell: the colors it writes (nil: the terminal's own, when drawing
/// without color), the attributes (reverse added or removed without color), and the colors a
/// picture of the output paints before reverse is applied.
public struct ReducedLook: Hashable, Sendable {
    public var foreground: ReducedColor?
    public var background: ReducedColor?
    public var attributes: TextAttributes
    public var shownForeground: RGBColor
    public var shownBackground: RGBColor
}
