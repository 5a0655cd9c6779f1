import SkinKit

/// One choosable skin as the picker lists it: plain values, so a list of thousands costs no skin
/// lookups while drawing.
public struct PickerEntry: Sendable, Hashable {
    /// The skin's name, as `SkinStore.selectSkin` takes it.
    public var name: String
    /// Where it comes from, in a few words (a file name, `embedded`, a collection's family).
    public var source: String
    /// True for a skin of the bundled collection; false for the user's own.
    public var isCollection: Bool
    public var variant: PickerVariant
    /// A strip of the skin's colors in light and in dark traits (`PickerEntry.stripLength` each).
    public var lightStrip: [RGBColor]
    public var darkStrip: [RGBColor]

    public init(
        name: String, source: String, isCollection: Bool = false, variant: PickerVariant,
        lightStrip: [RGBColor], darkStrip: [RGBColor]
    ) {
        self.name = name
        self.source = source
        self.isCollection = isCollection
        self.variant = variant
        self.lightStrip = lightStrip
        self.darkStrip = darkStrip
    }

    /// Cells of palette a row shows.
    public static let stripLength = 8

    /// The strip for a style (dark for `.dark`, else light).
    public func strip(for style: UserInterfaceStyle) -> [RGBColor] { style == .dark ? darkStrip : lightStrip }
}
