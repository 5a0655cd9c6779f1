import SkinKit

/// The card of the gallery whose widgets take their look from the appearance proxy, so that
/// appearance rules can be scoped to it (`whenContainedIn: AppearanceCard.self`).
public final class AppearanceCard: Card {}

/// The gallery page: a navigation bar, three panels with the same widgets — Dynamic (skin keys and
/// `refreshSkin`), Static (values read once), Appearance (styled by appearance rules) — a caption
/// saying so, a tab bar, and the status and hint lines the session fills in. It owns its appearance rules and its freeze.
public final class GalleryPage: StackView {
    public let dynamicPanel: Card
    public let staticPanel: Card
    public let appearancePanel: AppearanceCard
    public let navigationBar: NavigationBar
    public let tabBar: TabBar
    public let caption: GalleryCaption
    public let statusLine: WrappingLabel
    public let hintLine: HintBar

    /// Skin keys the `a` key cycles the Appearance panel's button background through.
    public static let appearanceButtonKeys = ["switch.on", "accent", "error"]

    /// Builds the page for `store`.
    public init(store: SkinStore) {
        navigationBar = NavigationBar(title: "Gallery", backTitle: "Skins", trailingTitle: "Edit", prefersLargeTitle: true)
        navigationBar.height = .fixed(1)
        dynamicPanel = Card(title: "Dynamic", GalleryPage.widgetSet(caption: "live"))
        staticPanel = Card(title: "Static", GalleryPage.widgetSet(caption: "static"))
        appearancePanel = AppearanceCard(title: "Appearance", GalleryPage.widgetSet(caption: "proxy"))
        for panel in [dynamicPanel, staticPanel, appearancePanel] as [Card] { panel.height = .fill }
        let panels = StackView(
            axis: .horizontal, spacing: 1, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1),
            [dynamicPanel, staticPanel, appearancePanel])
        panels.height = .fill
        tabBar = PageSwitcher(items: [
            TabBar.Item(title: "Home", image: .skin("tab.home")),
            TabBar.Item(title: "Search", image: .skin("tab.search")),
            TabBar.Item(title: "Settings", image: .skin("tab.settings")),
        ])
        caption = GalleryCaption()
        caption.textColor = .skin("secondaryText")
        caption.font = .skin("caption")
        statusLine = StatusArea.makeStatusLine()
        hintLine = StatusArea.styledHint(HintBar())
        super.init(axis: .vertical, spacing: 0, padding: .zero, [])
        addSubviews([navigationBar, panels, caption, tabBar, StatusArea(statusLine: statusLine, hintLine: hintLine)])
        configureDynamicPanel(store: store)
    }

    /// The widgets each panel shows, in the same order: one `GalleryColumn` that keeps the most
    /// important ones when the panel is short and grows its list when it is tall.
    public static func widgetSet(caption: String) -> [View] {
        let greeting = Label("Hello, 世界 · \(caption)")
        let island = StackView(axis: .horizontal, spacing: 1, padding: EdgeInsets(horizontal: 1), [Label("☾ dark"), ProgressBar(progress: 0.7)])
        island.height = .fixed(1)
        island.backgroundColor = .skin("surface")
        island.overrideTraits = TraitOverrides(userInterfaceStyle: .dark)
        let normal = Button("OK")
        let held = Button("Hold")
        held.isHighlighted = true
        let off = Button("Off")
        off.isEnabled = false
        let buttons = StackView(axis: .horizontal, spacing: 1, [normal, held, off])
        buttons.height = .fixed(1)
        let checkboxes = StackView(axis: .horizontal, spacing: 2, [Checkbox("Sync", isOn: true), Checkbox("Cellular", isOn: false)])
        checkboxes.height = .fixed(1)
        let badgeRow = StackView(axis: .horizontal, spacing: 1, [Label("Inbox"), Badge(count: 3), View(), ActivityIndicator("Syncing")])
        badgeRow.subviews[2].width = .fill
        badgeRow.subviews[0].width = .fit
        badgeRow.height = .fixed(1)
        let logo = ImageView(image: .skin("logo"))
        let logoCaption = Label("logo")
        logoCaption.font = .skin("caption")
        logoCaption.textColor = .skin("secondaryText")
        let logoRow = StackView(axis: .horizontal, spacing: 1, [logo, logoCaption])
        logoRow.height = .fit
        // Each widget with its rank: 0 is kept first on a short screen; the skin's image (logo) right
        // after the list, as Image is one of a skin's three kinds of resource.
        let entries: [(View, Int)] = [
            (greeting, 0), (island, 3), (buttons, 1), (Switch("Wi-Fi", isOn: true), 2), (checkboxes, 10),
            (RadioGroup(options: ["Daily", "Weekly"], selectedIndex: 0), 11), (Slider(value: 0.6), 5), (ProgressBar(progress: 0.45), 6),
            (Stepper("Copies", value: 2), 12), (SegmentedControl(segments: ["Day", "Week", "Month"], selectedIndex: 1), 4),
            (SearchBar(placeholder: "Search…"), 7), (SegmentedControl(segments: ["All", "Colors", "Fonts"], selectedIndex: 0), 16),
            (badgeRow, 13), (Banner(message: "Sync failed · retry"), 14), (settingsList(), 8),
            (PageControl(numberOfPages: 4, currentPage: 1), 15),
            (Toolbar(items: [Toolbar.Item("Edit"), Toolbar.Item("Share"), Toolbar.Item("Delete", isEnabled: false)]), 17),
            (AlertView(title: "Delete skin?", message: "This cannot be undone.", destructiveTitle: "Delete"), 18), (logoRow, 9),
        ]
        return [GalleryColumn(entries.map { GalleryColumn.Entry(view: $0.0, priority: $0.1) })]
    }

    /// A settings list long enough to fill a 200×60 screen's panels.
    private static func settingsList() -> TableView {
        TableView(
            sections: [
                (
                    title: "Display",
                    items: [
                        (title: "Appearance", detail: "Auto"), (title: "Text Size", detail: "Large"),
                        (title: "Bold Text", detail: "Off"), (title: "Wallpaper", detail: ""),
                    ]
                ),
                (
                    title: "Account",
                    items: [
                        (title: "Profile", detail: "Ada"), (title: "Notifications", detail: "On"),
                        (title: "Privacy", detail: ""), (title: "Storage", detail: "2 GB"),
                    ]
                ),
                (
                    title: "Sound",
                    items: [
                        (title: "Ringtone", detail: "Reflection"), (title: "Vibration", detail: "On"),
                        (title: "Keyboard Clicks", detail: "Off"),
                    ]
                ),
                (title: "About", items: [(title: "Version", detail: "2.4"), (title: "Licenses", detail: "")]),
            ], selected: "Appearance")
    }

    /// The Dynamic panel also uses `refreshSkin` closures (CJSkin's way), besides skin keys.
    private func configureDynamicPanel(store: SkinStore) {
        guard let greeting = dynamicPanel.allViews.first(where: { $0 is Label }) as? Label else { return }
        greeting.refreshSkin = { [weak store] view in
            guard let label = view as? Label, let store else { return }
            label.text = "Hello, 世界 · \(store.currentSkinName)"
        }
    }

    /// Marks the Static panel's values as read once, now (every declared property, every state).
    public func freezeStaticPanel() {
        staticPanel.freezeSkinValues()
    }

    /// The appearance rules of the gallery (seed 003's `appearance()` and `whenContainedIn`);
    /// `step` picks the Appearance panel's button background from `appearanceButtonKeys`.
    public static func installAppearanceRules(in registry: AppearanceRegistry, step: Int) {
        registry.removeAll()
        registry.setColor(.skin("accent"), for: .borderColor, of: AppearanceCard.self)
        registry.setColor(.skin("accent"), for: .titleColor, of: AppearanceCard.self)
        let buttonKey = appearanceButtonKeys[((step % appearanceButtonKeys.count) + appearanceButtonKeys.count) % appearanceButtonKeys.count]
        registry.setColor(.skin(buttonKey), for: .backgroundColor, of: Button.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("accent"), for: .textColor, of: Label.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("accent"), for: .tintColor, of: Switch.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("switch.on"), for: .tintColor, of: Slider.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("switch.on"), for: .tintColor, of: ProgressBar.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("highlight"), for: .selectedColor, of: SegmentedControl.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("switch.on"), for: .tintColor, of: Checkbox.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("switch.on"), for: .tintColor, of: RadioGroup.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("switch.on"), for: .tintColor, of: PageControl.self, whenContainedIn: AppearanceCard.self)
        registry.setFont(.fixed(SkinFont(size: 14, attributes: [.italic])), of: Label.self, whenContainedIn: AppearanceCard.self)
    }
}

extension GalleryPage: PreviewPage {
    public static let info = PreviewSession.Page(name: "gallery", title: "Gallery", imageKey: "tab.home")
    public var tabs: TabBar { tabBar }
    public var hasFocusableWidgets: Bool { true }
    public func handle(pageKey key: KeyPress, inspectorVisible: Bool) -> PageKeyResult? { nil }
    public func show(status: String) { statusLine.text = status }
}
