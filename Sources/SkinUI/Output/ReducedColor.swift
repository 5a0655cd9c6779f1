import SkinKit

/// A color as an output writes it: the color shown, and the palette entry that shows it at 256, 16
/// and 8 colors (nil in truecolor).
public struct ReducedColor: Hashable, Sendable {
    public var shown: RGBColor
    public var index: Int?

    public init(shown: RGBColor, index: Int?) {
        self.shown = shown
        self.index = index
    }
}
