import SkinKit
import SkinUI

/// What widgets read from a skin: the documented skin keys and the Style types and properties.
/// Lint reads these only through this type, so the widget declaration tables can replace its body.
public struct WidgetVocabulary: Sendable {
    /// Color, Font and Image keys widgets read (the keys of the embedded default skin), and for
    /// colors also the names a terminal scheme's own colors keep (shown by the Palette page).
    public var colorKeys: Set<String>
    public var fontKeys: Set<String>
    public var imageKeys: Set<String>
    /// Widget type name (`Button`) → the property names its Style entry may set (`titleColor.highlighted`).
    public var styleProperties: [String: Set<String>]

    public init(colorKeys: Set<String>, fontKeys: Set<String>, imageKeys: Set<String>, styleProperties: [String: Set<String>]) {
        self.colorKeys = colorKeys
        self.fontKeys = fontKeys
        self.imageKeys = imageKeys
        self.styleProperties = styleProperties
    }

    /// The vocabulary of this build: keys from `EmbeddedSkin`, Style types and properties from the
    /// widgets' property declarations (`WidgetCatalog`).
    public static func current() -> WidgetVocabulary {
        let base = EmbeddedSkin.catalog().catalog.defaultSkin
        var styles: [String: Set<String>] = [:]
        for type in WidgetCatalog.types { styles[type.typeName, default: []].formUnion(WidgetCatalog.styleProperties(of: type)) }
        return WidgetVocabulary(
            colorKeys: Set(base.colors.keys).union(SchemeSkinTable.keptKeyNames), fontKeys: Set(base.fonts.keys), imageKeys: Set(base.images.keys),
            styleProperties: styles)
    }
}
