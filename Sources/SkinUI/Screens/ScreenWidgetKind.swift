/// The widget kinds a screen file may use, each the existing widget type it builds and the content
/// fields it takes. Property overrides are the type's declared properties (`WidgetCatalog`), so the
/// schema, the decoder and lint take them from the one declaration.
public enum ScreenWidgetKind: String, Sendable, CaseIterable {
    case vstack, hstack, navigationBar, tabBar, list, button, label, textField, `switch`, slider, segmented,
        image, banner, alert, spacer, badge, progress, checkbox, searchBar, toolbar

    /// The widget type built for this kind (its declarations are the properties a file may set).
    public var viewType: View.Type {
        switch self {
        case .vstack, .hstack: return StackView.self
        case .navigationBar: return NavigationBar.self
        case .tabBar: return TabBar.self
        case .list: return TableView.self
        case .button: return Button.self
        case .label: return Label.self
        case .textField: return TextField.self
        case .switch: return Switch.self
        case .slider: return Slider.self
        case .segmented: return SegmentedControl.self
        case .image: return ImageView.self
        case .banner: return Banner.self
        case .alert: return AlertView.self
        case .spacer: return View.self
        case .badge: return Badge.self
        case .progress: return ProgressBar.self
        case .checkbox: return Checkbox.self
        case .searchBar: return SearchBar.self
        case .toolbar: return Toolbar.self
        }
    }

    /// The content fields of this kind (besides `ScreenField.common`).
    public var fields: [ScreenField] {
        switch self {
        case .vstack, .hstack:
            return [
                ScreenField("children", .children, "the widgets inside, in order"),
                ScreenField("spacing", .integer, "cells between children"),
                ScreenField("padding", .integer, "cells around the children"),
                ScreenField("alignment", .choice(["leading", "center", "trailing", "fill"]), "where children sit across the stack"),
            ]
        case .navigationBar:
            return [
                ScreenField("title", .text, "the title"), ScreenField("back", .text, "the back item's title"),
                ScreenField("trailing", .text, "a trailing text item"), ScreenField("large", .flag, "prefers a large title"),
            ]
        case .tabBar:
            return [ScreenField("items", .tabItems, "tabs: title and skin image key"), ScreenField("selected", .integer, "the selected tab")]
        case .list: return [ScreenField("sections", .sections, "sections of rows")]
        case .button:
            return [ScreenField("title", .text, "the title"), ScreenField("state", .choice(["normal", "highlighted", "disabled"]), "the control state")]
        case .label: return [ScreenField("text", .text, "the text"), ScreenField("align", .choice(["leading", "center", "trailing"]), "alignment")]
        case .textField: return [ScreenField("text", .text, "the text typed"), ScreenField("placeholder", .text, "shown while empty")]
        case .switch, .checkbox: return [ScreenField("label", .text, "the label"), ScreenField("on", .flag, "on or off")]
        case .slider, .progress: return [ScreenField("value", .number, "0 to 1")]
        case .segmented: return [ScreenField("segments", .texts, "segment titles"), ScreenField("selected", .integer, "the selected segment")]
        // The image is the widget's declared `image` property: `"image": "logo"` binds it to a skin key.
        case .image: return []
        case .banner: return [ScreenField("message", .text, "the message"), ScreenField("icon", .text, "a glyph before it")]
        case .alert:
            return [
                ScreenField("title", .text, "the title"), ScreenField("message", .text, "the message"),
                ScreenField("cancel", .text, "the cancel action"), ScreenField("destructive", .text, "the destructive action"),
            ]
        case .spacer: return []
        case .badge: return [ScreenField("count", .integer, "the count (0: hidden)")]
        case .searchBar: return [ScreenField("placeholder", .text, "shown while empty")]
        case .toolbar: return [ScreenField("items", .texts, "item titles")]
        }
    }

    /// Property names a file may override on this kind: the type's declared properties and their
    /// per-state forms (`titleColor.highlighted`), as a skin's Style section takes them.
    public var propertyNames: Set<String> { WidgetCatalog.styleProperties(of: viewType) }

    /// The declared property a name in a file means: the name itself, `background` for
    /// `backgroundColor`, or any `xColor` written as `x` (`title` → `titleColor`).
    public func property(named name: String) -> String? {
        let names = propertyNames
        if names.contains(name) { return name }
        let base = name.split(separator: ".", maxSplits: 1).map(String.init)
        let state = base.count > 1 ? "." + base[1] : ""
        let colored = base[0] + "Color" + state
        if names.contains(colored) { return colored }
        return nil
    }
}
