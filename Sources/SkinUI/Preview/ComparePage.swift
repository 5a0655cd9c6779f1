import SkinKit

/// The Compare page: the gallery's widget set twice, side by side, each panel in a `SkinScope` with
/// its own store — two skins, one skin light and dark, or normal and high contrast (`CompareMode`).
/// The right panel shows the session's current skin; the left the compare skin (two skins) or the
/// same skin. "Show differences" marks every cell whose displayed colors differ between the panels.
public final class ComparePage: StackView {
    /// The stores the two panels draw with; `sync` keeps them in step with the session's store.
    public let leftStore: SkinStore
    public let rightStore: SkinStore
    /// The two cards of widgets, titled with their skin and traits, each inside its scope.
    public let leftPanel: Card
    public let rightPanel: Card
    /// The panels' scopes: their frames are the areas "show differences" compares.
    public let leftScope: SkinScope
    public let rightScope: SkinScope
    /// The title row (mode and both sides), and the caption row under the panels (the count).
    public let titleLine: Label
    public let captionLine: Label
    /// The page switcher, the session's status and the key hints, as on the other pages.
    public let tabBar = PageSwitcher(items: [])
    public let statusLine: WrappingLabel
    public let hintLine: PageHintBar

    public private(set) var mode = CompareMode.skins
    /// The left panel's skin in the two-skins mode.
    public private(set) var compareSkinName: String
    public private(set) var showsDifferences = false
    /// Set when the compare skin disappeared (a reload without it) and `default` took its place.
    public private(set) var fallbackNote: String?

    private let sessionStore: SkinStore
    private var observation: SkinObservation?
    /// True after the session's skins were replaced (a reload) until the panels' stores take them.
    private var catalogChanged = false
    private let panels: StackView

    /// The caption when differences are not shown: what the page compares and how to see more.
    static let captionWithoutDifferences = "same widgets, same positions: differences show which cells change"

    public init(store: SkinStore) {
        sessionStore = store
        compareSkinName = store.catalog.name(after: store.currentSkinName)
        leftStore = SkinStore(catalog: store.catalog, skinName: compareSkinName, traits: store.traits)
        rightStore = SkinStore(catalog: store.catalog, skinName: store.currentSkinName, traits: store.traits)
        leftPanel = Card(title: "", GalleryPage.widgetSet(caption: "compare"))
        rightPanel = Card(title: "", GalleryPage.widgetSet(caption: "compare"))
        leftScope = SkinScope(store: leftStore, leftPanel)
        rightScope = SkinScope(store: rightStore, rightPanel)
        panels = StackView(axis: .horizontal, spacing: 1, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1), [leftScope, rightScope])
        panels.height = .fill
        titleLine = Label("")
        titleLine.height = .fixed(1)
        titleLine.backgroundColor = .skin("navBar.background")
        titleLine.textColor = .skin("navBar.title")
        titleLine.font = .skin("title")
        captionLine = Label("")
        captionLine.height = .fixed(1)
        captionLine.textColor = .skin("secondaryText")
        captionLine.font = .skin("caption")
        statusLine = StatusArea.makeStatusLine()
        // `b` and `a` rebuild and restyle the Gallery page, which this page does not show.
        hintLine = StatusArea.styledHint(PageHintBar(pageHint: Self.pageHint(for: .skins), leaving: [.rebuildPage, .changeAppearance]))
        super.init(axis: .vertical, spacing: 0, padding: .zero, [])
        height = .fill
        addSubviews([titleLine, panels, captionLine, tabBar, StatusArea(statusLine: statusLine, hintLine: hintLine)])
        // A reload is noted now and taken at the next `sync` (the page syncs only while shown).
        observation = store.addObserver { [weak self] change in if change.kind == .contents { self?.catalogChanged = true } }
        sync()
    }

    /// The keys only this page gives a meaning to in `mode`, named from the key table.
    static func pageHint(for mode: CompareMode) -> [PageHint] {
        var entries = [PageHint(.nextCompareMode, "mode"), PageHint(.toggleDifferences, "differences")]
        if mode == .skins { entries.append(PageHint(.previousSkin, "left skin")) }
        return entries
    }

    // MARK: State (the session's commands, scripts and `shot` set it)

    /// Shows another mode.
    public func setMode(_ newMode: CompareMode) {
        mode = newMode
        sync()
    }

    /// Sets the left panel's skin for the two-skins mode; an unknown name is the store's error.
    public func setCompareSkin(_ name: String) throws(SkinError) {
        guard sessionStore.catalog[name] != nil else { throw sessionStore.unknownSkinError(name) }
        compareSkinName = name
        fallbackNote = nil
        sync()
    }

    /// Moves the compare skin `offset` places through the skins, wrapping around.
    public func selectCompareSkin(offset: Int) {
        let names = sessionStore.catalog.allNames
        guard !names.isEmpty else { return }
        let index = names.firstIndex(of: compareSkinName) ?? 0
        try? setCompareSkin(names[((index + offset) % names.count + names.count) % names.count])
    }

    /// Turns "show differences" on or off.
    public func setShowsDifferences(_ shows: Bool) {
        showsDifferences = shows
        sync()
    }

    /// Brings both panels' stores in step with the session's: its skins (after a reload, with its
    /// downloaded images), skin and traits, each side with the mode's skin and trait overrides.
    /// A compare skin the catalog lost falls back to `default`, with a note. The session calls it
    /// after each command and store change while the page is shown; the setters call it too.
    func sync() {
        if catalogChanged {
            catalogChanged = false
            let old = leftStore.catalog
            for scoped in [leftStore, rightStore] {
                for (url, bitmap) in sessionStore.remoteImages where scoped.remoteImages[url] == nil {
                    scoped.setRemoteImage(bitmap, for: url, refresh: false)
                }
                scoped.replaceCatalog(sessionStore.catalog)
            }
            if !sessionStore.catalog.keeps(compareSkinName, from: old) {
                fallbackNote = "compare skin '\(compareSkinName)' is gone: the left panel shows \(Skin.defaultName)"
                compareSkinName = Skin.defaultName
            }
        }
        let overrides = mode.overrides
        let leftSkin = mode == .skins ? compareSkinName : sessionStore.currentSkinName
        try? leftStore.selectSkin(leftSkin)
        try? rightStore.selectSkin(sessionStore.currentSkinName)
        leftStore.setTraits(sessionStore.traits.applying(overrides.left))
        rightStore.setTraits(sessionStore.traits.applying(overrides.right))
        leftPanel.title = Self.panelTitle(leftStore)
        rightPanel.title = Self.panelTitle(rightStore)
        if mode == .vision { rightPanel.title += " · \(comparedVision.rawValue)" }
        titleLine.text = " Compare · \(mode.title) · left: \(leftPanel.title) · right: \(rightPanel.title)"
        captionLine.text = showsDifferences ? "" : " " + Self.captionWithoutDifferences
        hintLine.pageHint = Self.pageHint(for: mode)
    }

    /// What a panel shows: skin, style, and high contrast when on.
    static func panelTitle(_ store: SkinStore) -> String {
        let traits = store.traits
        return ControlCharacters.escaped("\(store.currentSkinName) · \(traits.effectiveStyle.rawValue)"
            + (traits.contrast == .high ? " · high contrast" : ""))
    }

    // MARK: Layout and drawing

    /// The two panels get the same width (a spare column stays empty), so that cells at the same
    /// offset show the same part of the same widget.
    public override func layoutSubviews() {
        let inner = max(0, frame.width - panels.padding.left - panels.padding.right - panels.spacing)
        leftScope.width = .fixed(inner / 2)
        rightScope.width = .fixed(inner / 2)
        super.layoutSubviews()
    }

    /// The differing cells of the panels in `canvas` as rendered, as the previewed output shows them.
    public func differences(in canvas: Canvas) -> CompareDifferences {
        var profile = OutputProfile(traits: sessionStore.traits)
        if mode == .vision { profile.vision = .normal }
        return CompareDifferences(in: canvas, left: leftScope.frame, right: rightScope.frame, profile: profile, palette: sessionStore.terminalPalette)
    }

    /// The vision the right panel shows in the vision mode: the previewed one, or deuteranopia (the
    /// most common deficiency) while the preview shows normal vision.
    public var comparedVision: VisionDeficiency {
        sessionStore.traits.vision == .normal ? .deuteranopia : sessionStore.traits.vision
    }

    /// Draws the page, then — with differences shown — marks them and counts them in the caption line.
    /// In the vision mode the right panel is drawn as `comparedVision` sees it, and the rest of the
    /// screen in normal vision (`PreviewSession.outputProfile` leaves vision to this page then).
    public override func renderSubviews(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        super.renderSubviews(in: &canvas, clip: clip, context: context)
        if mode == .vision, !isHidden { canvas.simulate(comparedVision, in: rightScope.frame.intersection(clip)) }
        guard showsDifferences, !isHidden else { return }
        let found = differences(in: canvas)
        found.mark(in: &canvas, left: leftScope.frame, right: rightScope.frame)
        let caption = found.count == 1 ? " 1 cell differs" : " \(found.count) cells differ"
        let marked = caption + " (marked \(CompareDifferences.blankMarker) or underlined, in both panels)"
        captionLine.drawCaption(truncated(marked, to: captionLine.frame.width), in: &canvas, clip: clip, context: context)
    }
}

private extension Label {
    /// Draws `text` in this label's row with its color and font (over what the label drew).
    func drawCaption(_ text: String, in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        drawText(text, x: frame.x, y: frame.y, color: color(.textColor, in: context), font: font(.font, in: context).value,
                 in: &canvas, clip: clip.intersection(frame))
    }
}

extension ComparePage: PreviewPage {
    public static let info = PreviewSession.Page(name: "compare", title: "Compare", imageKey: "tab.settings")
    public var tabs: TabBar { tabBar }

    /// The page switcher's keys; arrows move only the inspector's pointer here.
    public func handle(pageKey key: KeyPress, inspectorVisible: Bool) -> PageKeyResult? {
        switch key {
        case .up, .down, .left, .right: return inspectorVisible ? nil : .handled
        default: return switcherKey(key)
        }
    }

    /// The panels follow the session's skin and traits while the page is shown.
    public func show(status: String) {
        sync()
        statusLine.text = status
    }

    public var statusNote: String? { fallbackNote }

    /// In the vision mode the page draws its simulated panel itself: the output shows normal vision.
    public func outputProfile(_ profile: OutputProfile) -> OutputProfile {
        guard mode == .vision else { return profile }
        var normal = profile
        normal.vision = .normal
        return normal
    }
}
