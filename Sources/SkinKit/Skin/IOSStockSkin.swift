/// The embedded `ios` skin: stock iOS as UIKit draws it. Its colors are `IOSSystemColors` under
/// UIKit's own names (`label`, `systemGroupedBackground`, `systemBlue`, …, with their light, dark and
/// increased-contrast values), and a role map says which UIKit color paints which widget part, as
/// UIKit's stock controls use them. An app's skin can be set beside it on the Compare page.
public enum IOSStockSkin {
    /// The skin's name.
    public static let name = "ios"

    /// Widget key → the UIKit color its stock control uses (UIKit's defaults for a grouped table
    /// screen with a navigation bar and a tab bar; the tint is `systemBlue`). Where UIKit draws with
    /// a shadow or a material a cell cannot show (the slider's white thumb, the segmented control's
    /// raised segment), the nearest gray that stays visible in light and dark stands in.
    public static let stockColors: [(widgetKey: String, uikitName: String)] = [
        ("background", "systemGroupedBackground"),
        ("surface", "secondarySystemGroupedBackground"),
        ("text", "label"),
        ("secondaryText", "secondaryLabel"),
        ("accent", "systemBlue"),
        ("border", "opaqueSeparator"),
        ("separator", "separator"),
        ("highlight", "systemGray4"),
        ("error", "systemRed"),
        ("navBar.background", "secondarySystemBackground"),
        ("navBar.title", "label"),
        ("navBar.item", "systemBlue"),
        ("tabBar.background", "secondarySystemBackground"),
        ("tabBar.item", "systemGray"),
        ("tabBar.selected", "systemBlue"),
        ("button.background", "systemBlue"),
        ("button.title", "white"),
        ("button.highlighted", "systemIndigo"),
        ("button.disabled", "tertiarySystemFill"),
        ("button.disabledTitle", "tertiaryLabel"),
        ("button.focused", "systemOrange"),
        ("switch.on", "systemGreen"),
        ("switch.off", "systemGray5"),
        ("switch.thumb", "white"),
        ("slider.track", "systemGray4"),
        ("slider.fill", "systemBlue"),
        ("slider.thumb", "systemGray"),
        ("progress.track", "systemGray5"),
        ("progress.fill", "systemBlue"),
        ("segment.background", "systemGray6"),
        ("segment.selected", "systemGray4"),
        ("segment.text", "label"),
        ("field.background", "tertiarySystemBackground"),
        ("field.text", "label"),
        ("field.placeholder", "placeholderText"),
        ("status.background", "secondarySystemBackground"),
        ("status.text", "secondaryLabel"),
        ("badge.text", "white"),
    ]

    /// UIKit's text styles (point sizes and weights of the default Dynamic Type size) for the widget
    /// font keys.
    public static let stockFonts: [(widgetKey: String, font: SkinFont)] = [
        ("largeTitle", SkinFont(name: "SFProDisplay-Bold", size: 34)),
        ("title", SkinFont(name: "SFProText-Semibold", size: 17)),
        ("body", SkinFont(name: "SFProText-Regular", size: 17)),
        ("caption", SkinFont(name: "SFProText-Regular", size: 12)),
        ("button", SkinFont(name: "SFProText-Regular", size: 17)),
        ("tab", SkinFont(name: "SFProText-Medium", size: 10)),
        ("link", SkinFont(name: "SFProText-Regular", size: 17)),
        ("placeholder", SkinFont(name: "SFProText-Regular", size: 17)),
    ]

    /// The skin: every UIKit system color under its own name, the stock role map, UIKit's text styles.
    public static var skin: Skin {
        var skin = Skin(
            name: name, source: .embedded, colors: IOSSystemColors.colors,
            fonts: Dictionary(uniqueKeysWithValues: stockFonts.map { ($0.widgetKey, Dynamic($0.font)) }))
        skin.roleMap = Dictionary(uniqueKeysWithValues: stockColors.map { ($0.widgetKey, $0.uikitName) })
        return skin
    }
}
