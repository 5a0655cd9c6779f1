import SkinKit
import SkinUI

/// What widgets read from a skin: the documented skin keys and the Style types and properties.
/// Lint reads these only through this type, so the widget declaration tables can replace its body.
public struct WidgetVocabulary: Sendable {
    /// Color, Font and Image keys widgets read (the keys of the embedded default skin).
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

    /// The vocabulary of this build: keys from `EmbeddedSkin`, Style properties read off one
    /// instance of each widget type in each of its states.
    public static func current() -> WidgetVocabulary {
        let base = EmbeddedSkin.catalog().catalog.defaultSkin
        var styles: [String: Set<String>] = [:]
        for view in sampleWidgets() {
            let names = view.colorProperties.map(\.0.name) + view.fontProperties.map(\.0.name)
            styles[type(of: view).typeName, default: []].formUnion(names)
        }
        return WidgetVocabulary(colorKeys: Set(base.colors.keys), fontKeys: Set(base.fonts.keys), imageKeys: Set(base.images.keys),
                                styleProperties: styles)
    }

    /// One of each widget type, and one per state where the properties depend on the state.
    private static func sampleWidgets() -> [View] {
        let disabled = Button("b")
        disabled.isEnabled = false
        let highlighted = Button("b")
        highlighted.isHighlighted = true
        let focused = Button("b")
        focused.isFocused = true
        return [Button("b"), disabled, highlighted, focused, Label("l"), Card(title: "c"), AppearanceCard(title: "c"),
                ImageView(image: .skin("logo")), NavigationBar(title: "n"), ProgressBar(progress: 0.5),
                SegmentedControl(segments: ["a", "b"]), Slider(value: 0.5), Switch("s", isOn: true), Switch("s", isOn: false),
                TabBar(items: []), TextField(placeholder: "p"), StackView(axis: .vertical, [])]
    }
}
