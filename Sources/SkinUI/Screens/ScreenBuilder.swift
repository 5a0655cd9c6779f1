import SkinKit

/// Builds a screen document's views out of the existing widgets: content set, overrides applied as
/// explicit skin keys or values (dynamic and static) or collected as appearance rules (proxy),
/// forced traits set on subtrees. The caller attaches the views, then freezes `staticViews`.
public struct ScreenBuilder {
    /// Widgets whose values are read once (`"skinning": "static"`), frozen after they attach.
    public private(set) var staticViews: [View] = []
    /// Appearance rules of `"skinning": "proxy"` widgets: a rule per widget type and property.
    public private(set) var proxyRules: [(type: View.Type, property: ThemeProperty, value: ThemeValue)] = []
    /// Each built view's widget, for the inspector (its file path in the screen).
    public private(set) var origins: [ObjectIdentifier: ScreenWidget] = [:]

    public init() {}

    /// The view for `widget` and its children. `inRow`: laid out in an hstack (widths fit their content).
    public mutating func build(_ widget: ScreenWidget, inRow: Bool = false) -> View {
        let view = makeView(widget)
        origins[ObjectIdentifier(view)] = widget
        if let style = widget.traits { view.overrideTraits = TraitOverrides(userInterfaceStyle: style) }
        if let width = widget.width {
            view.width = .fixed(width)
        } else if inRow, !(view is ScreenSpacer) {
            if !(view is StackView) { view.width = .fit }
        }
        if let height = widget.height { view.height = .fixed(height) }
        apply(widget.overrides, of: widget, to: view)
        if widget.skinning == .static { staticViews.append(view) }
        return view
    }

    private mutating func apply(_ overrides: [(property: String, value: ScreenValue)], of widget: ScreenWidget, to view: View) {
        for (name, value) in overrides {
            let property = ThemeProperty(name)
            guard let declaration = widget.kind.viewType.declarations[property.baseProperty] else { continue }
            let themed: ThemeValue
            switch (declaration.kind, value) {
            case (.color, .key(let key)): themed = .color(.skin(key))
            case (.color, .color(let color)): themed = .color(.fixed(color))
            case (.font, .key(let key)): themed = .font(.skin(key))
            case (.image, .key(let key)): themed = .image(.skin(key))
            case (.font, .color), (.image, .color): continue
            }
            if widget.skinning == .proxy {
                proxyRules.append((widget.kind.viewType, property, themed))
                continue
            }
            switch themed {
            case .color(let color): view.setColor(color, for: property)
            case .font(let font): view.setFont(font, for: property)
            case .image(let image): view.setImage(image, for: property)
            }
        }
    }

    private mutating func makeView(_ widget: ScreenWidget) -> View {
        switch widget.kind {
        case .vstack:
            let children = widget.children.map { build($0) }
            // Bars are kept first on a short screen, then widgets in file order.
            let priorities = widget.children.enumerated().map { index, child in
                child.kind == .navigationBar || child.kind == .tabBar ? 0 : index + 1
            }
            let alignment = ScreenColumn.Alignment(rawValue: widget.text("alignment") ?? "fill") ?? .fill
            return ScreenColumn(
                spacing: Int(widget.number("spacing") ?? 0), padding: Int(widget.number("padding") ?? 0),
                alignment: alignment, children, priorities: priorities)
        case .hstack:
            var children = widget.children.map { build($0, inRow: true) }
            switch widget.text("alignment") {
            case "center"?: children = [ScreenSpacer()] + children + [ScreenSpacer()]
            case "trailing"?: children = [ScreenSpacer()] + children
            default: break
            }
            let padding = Int(widget.number("padding") ?? 0)
            let row = StackView(
                axis: .horizontal, spacing: Int(widget.number("spacing") ?? 1),
                padding: EdgeInsets(top: 0, left: padding, bottom: 0, right: padding), children)
            row.height = .fit
            return row
        case .navigationBar:
            return NavigationBar(
                title: widget.text("title") ?? "", backTitle: widget.text("back"), trailingTitle: widget.text("trailing"),
                prefersLargeTitle: widget.flag("large") ?? false)
        case .tabBar:
            let bar = TabBar(items: tabItems(widget), selectedIndex: Int(widget.number("selected") ?? 0))
            bar.height = .fixed(1)
            return bar
        case .list: return TableView(rows: rows(widget))
        case .button:
            let button = Button(widget.text("title") ?? "")
            button.isHighlighted = widget.text("state") == "highlighted"
            button.isEnabled = widget.text("state") != "disabled"
            return button
        case .label:
            let alignment: TextAlignment = widget.text("align") == "center" ? .center : widget.text("align") == "trailing" ? .trailing : .leading
            return Label(widget.text("text") ?? "", alignment: alignment)
        case .textField: return TextField(text: widget.text("text") ?? "", placeholder: widget.text("placeholder") ?? "")
        case .switch: return Switch(widget.text("label") ?? "", isOn: widget.flag("on") ?? false)
        case .checkbox: return Checkbox(widget.text("label") ?? "", isOn: widget.flag("on") ?? false)
        case .slider: return Slider(value: min(1, max(0, widget.number("value") ?? 0.5)))
        case .progress: return ProgressBar(progress: min(1, max(0, widget.number("value") ?? 0.5)))
        case .segmented: return SegmentedControl(segments: widget.texts("segments"), selectedIndex: Int(widget.number("selected") ?? 0))
        case .image: return ImageView(image: .skin("logo"))
        case .banner: return Banner(icon: widget.text("icon") ?? "⚠", message: widget.text("message") ?? "")
        case .alert:
            return AlertView(
                title: widget.text("title") ?? "", message: widget.text("message") ?? "",
                cancelTitle: widget.text("cancel") ?? "Cancel", destructiveTitle: widget.text("destructive") ?? "Delete")
        case .spacer: return ScreenSpacer()
        case .badge: return Badge(count: Int(widget.number("count") ?? 0))
        case .searchBar: return SearchBar(placeholder: widget.text("placeholder") ?? "Search")
        case .toolbar: return Toolbar(items: widget.texts("items").map { Toolbar.Item($0) })
        }
    }

    private func tabItems(_ widget: ScreenWidget) -> [TabBar.Item] {
        guard case .array(let items, _)? = widget.content["items"] else { return [] }
        return items.map { item in
            let fields = Self.fields(item)
            return TabBar.Item(title: fields["title"].flatMap(Self.text) ?? "", image: .skin(fields["image"].flatMap(Self.text) ?? "tab.home"))
        }
    }

    private func rows(_ widget: ScreenWidget) -> [TableView.Row] {
        guard case .array(let sections, _)? = widget.content["sections"] else { return [] }
        var rows: [TableView.Row] = []
        for section in sections {
            let fields = Self.fields(section)
            if let title = fields["title"].flatMap(Self.text) { rows.append(.header(title)) }
            guard case .array(let items, _)? = fields["rows"] else { continue }
            for (index, item) in items.enumerated() {
                let row = Self.fields(item)
                if index > 0 { rows.append(.separator) }
                var extras = TableView.RowExtras()
                extras.accessory = row["accessory"].flatMap(Self.text).flatMap(TableView.RowExtras.Accessory.init(rawValue:))
                if case .number(let count, _)? = row["badge"] { extras.badge = Int(count) }
                extras.image = row["image"].flatMap(Self.text)
                var selected = false
                if case .bool(let flag, _)? = row["selected"] { selected = flag }
                rows.append(
                    .item(
                        title: row["title"].flatMap(Self.text) ?? "", detail: row["detail"].flatMap(Self.text) ?? "",
                        isSelected: selected, extras: extras))
            }
        }
        return rows
    }

    private static func fields(_ json: ScreenJSON) -> [String: ScreenJSON] {
        guard case .object(let members, _) = json else { return [:] }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private static func text(_ json: ScreenJSON) -> String? {
        if case .string(let text, _) = json { return text }
        return nil
    }
}
