/// The text/background and part/background pairs the widgets draw today, read off their draw code.
/// The one function lint asks; it is meant to be re-pointed at the widgets' property declarations.
public enum DrawnPairs {
    public static func current() -> [DrawnPair] {
        typealias Source = DrawnPair.Source
        func style(_ widget: String, _ properties: String..., key: String) -> Source {
            Source(widget: widget, properties: properties, key: key)
        }
        let text = DrawnPair.textRatio, ui = DrawnPair.uiRatio
        let surface = style("Card", "backgroundColor", key: "surface")
        let page = Source(widget: nil, properties: [], key: "background")
        return [
            DrawnPair(widget: "Label", foreground: style("Label", "textColor", key: "text"), background: surface, minimumRatio: text),
            DrawnPair(widget: "Label", state: "on the page", foreground: style("Label", "textColor", key: "text"), background: page, minimumRatio: text),
            DrawnPair(widget: "Label", state: "status line", foreground: Source(widget: nil, properties: [], key: "status.text"),
                      background: Source(widget: nil, properties: [], key: "status.background"), minimumRatio: text),
            DrawnPair(widget: "Card", foreground: style("Card", "titleColor", key: "secondaryText"), background: surface, minimumRatio: text),
            DrawnPair(widget: "Button", foreground: style("Button", "titleColor", key: "button.title"),
                      background: style("Button", "backgroundColor", key: "button.background"), minimumRatio: text),
            DrawnPair(widget: "Button", state: "highlighted", foreground: style("Button", "titleColor.highlighted", "titleColor", key: "button.title"),
                      background: style("Button", "backgroundColor.highlighted", key: "button.highlighted"), minimumRatio: text),
            DrawnPair(widget: "Button", state: "focused", foreground: style("Button", "tintColor.focused", key: "button.focused"),
                      background: style("Button", "backgroundColor", key: "button.background"), minimumRatio: ui),
            DrawnPair(widget: "NavigationBar", foreground: style("NavigationBar", "titleColor", key: "navBar.title"),
                      background: style("NavigationBar", "backgroundColor", key: "navBar.background"), minimumRatio: text),
            DrawnPair(widget: "NavigationBar", state: "bar item", foreground: style("NavigationBar", "tintColor", key: "navBar.item"),
                      background: style("NavigationBar", "backgroundColor", key: "navBar.background"), minimumRatio: ui),
            DrawnPair(widget: "TabBar", foreground: style("TabBar", "tintColor", key: "tabBar.item"),
                      background: style("TabBar", "backgroundColor", key: "tabBar.background"), minimumRatio: ui),
            DrawnPair(widget: "TabBar", state: "selected", foreground: style("TabBar", "selectedColor", key: "tabBar.selected"),
                      background: style("TabBar", "backgroundColor", key: "tabBar.background"), minimumRatio: text),
            DrawnPair(widget: "TextField", foreground: style("TextField", "textColor", key: "field.text"),
                      background: style("TextField", "backgroundColor", key: "field.background"), minimumRatio: text),
            DrawnPair(widget: "SegmentedControl", foreground: style("SegmentedControl", "textColor", key: "segment.text"),
                      background: style("SegmentedControl", "backgroundColor", key: "segment.background"), minimumRatio: text),
            DrawnPair(widget: "SegmentedControl", state: "selected", foreground: style("SegmentedControl", "textColor", key: "segment.text"),
                      background: style("SegmentedControl", "selectedColor", key: "segment.selected"), minimumRatio: text),
            DrawnPair(widget: "Switch", foreground: style("Switch", "textColor", key: "text"), background: surface, minimumRatio: text),
            DrawnPair(widget: "Switch", state: "on", foreground: style("Switch", "thumbColor", key: "switch.thumb"),
                      background: style("Switch", "tintColor", key: "switch.on"), minimumRatio: ui),
            DrawnPair(widget: "Slider", foreground: style("Slider", "thumbColor", key: "slider.thumb"), background: surface, minimumRatio: ui),
            DrawnPair(widget: "ProgressBar", foreground: style("ProgressBar", "textColor", key: "secondaryText"), background: surface, minimumRatio: text),
            DrawnPair(widget: "ProgressBar", state: "filled part", foreground: style("ProgressBar", "tintColor", key: "progress.fill"),
                      background: surface, minimumRatio: ui),
            DrawnPair(widget: "ImageView", foreground: style("ImageView", "tintColor", key: "accent"), background: surface, minimumRatio: ui),
        ]
    }
}
