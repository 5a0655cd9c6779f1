import SkinKit

/// The Compare page: the gallery's widget set, or a screen file's screen (`CompareSubject`), twice,
/// side by side, each panel in a `SkinScope` with its own store — two skins, one skin light and
/// dark, or normal and high contrast (`CompareMode`).
/// The right panel shows the session's current skin; the left the compare skin (two skins) or the
/// same skin. "Show differences" marks every cell whose displayed colors differ between the panels.
public final class ComparePage: StackView {
    /// The stores the two panels draw with; `sync` keeps them in step with the session's store.
    public let leftStore: SkinStore
    public let rightStore: SkinStore
    /// The two cards of widgets, titled with their skin and traits, each inside its scope; each
    /// holds the gallery's widget set, or a `ScreenHost` with the subject screen.
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
    /// Set once a compare skin is chosen (`S`, a script, `--compare-skin`); until then the compare
    /// skin is the one after the session's current skin, so the panels never show one skin.
    private var compareSkinChosen = false
    public private(set) var showsDifferences = false
    /// Set when the compare skin disappeared (a reload without it) and `default` took its place.
    public private(set) var fallbackNote: String?
    /// What the panels show: the gallery's widgets, or a screen.
    public private(set) var subject = CompareSubject.widgets
    /// The screens the panels can show (the session's screen pages that decoded), in page order.
    public private(set) var screens: [ScreenDocument] = []
    /// Set when the subject screen disappeared (a reload without it) and the widgets took its place.
    public private(set) var subjectNote: String?
    /// The panels' screen builds (nil while they show the widgets), for the inspector.
    public private(set) var leftBuilder: ScreenBuilder?
    public private(set) var rightBuilder: ScreenBuilder?
    /// The subject and screen the panels were built from (rebuilt when either changes).
    private var builtSubject = CompareSubject.widgets
    private var builtDocument: ScreenDocument?
    /// Static screen widgets built before the page had a window are frozen when it attaches.
    private var needsFreeze = false

    private let sessionStore: SkinStore
    private var observation: SkinObservation?
    /// True after the session's skins were replaced (a reload) until the panels' stores take them.
    private var catalogChanged = false
    private let panels: StackView

    /// The caption when differences are not shown: what the page compares and how to see more.
    static let captionWithoutDifferences = "same widgets, same positions: differences show which cells change"

    /// What the page starts from: the session's skins and skin as they were when the session
    /// started, the compare skin (the one after that skin), and whether the skins were read again
    /// since (the session makes the page when it is first needed, as if it had been there all along).
    struct Start {
        var catalog: SkinCatalog
        var skinName: String
        var compareSkinName: String
        var catalogChanged = false

        init(store: SkinStore) {
            catalog = store.catalog
            skinName = store.currentSkinName
            compareSkinName = store.catalog.name(after: store.currentSkinName)
        }
    }

    public convenience init(store: SkinStore) {
        self.init(store: store, start: Start(store: store))
    }

    init(store: SkinStore, start: Start) {
        sessionStore = store
        compareSkinName = start.compareSkinName
        leftStore = SkinStore(catalog: start.catalog, skinName: compareSkinName, traits: store.traits)
        rightStore = SkinStore(catalog: start.catalog, skinName: start.skinName, traits: store.traits)
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
        hintLine = StatusArea.styledHint(PageHintBar(pageHint: Self.pageHint(for: .skins), leaving: Self.leftAlone))
        super.init(axis: .vertical, spacing: 0, padding: .zero, [])
        height = .fill
        addSubviews([titleLine, panels, captionLine, tabBar, StatusArea(statusLine: statusLine, hintLine: hintLine)])
        // A reload is noted now and taken at the next `sync` (the page syncs only while shown).
        observation = store.addObserver { [weak self] change in if change.kind == .contents { self?.catalogChanged = true } }
        sync()
    }

    /// Notes that the session's skins were read again (before the page was made): taken at the next `sync`.
    func noteCatalogChanged() { catalogChanged = true }

    /// The keys only this page gives a meaning to in `mode`, named from the key table.
    /// `n subject` while there are screens to step to.
    static func pageHint(for mode: CompareMode, hasScreens: Bool = false) -> [PageHint] {
        var entries = [PageHint(.nextCompareMode, "mode"), PageHint(.toggleDifferences, "differences")]
        if mode == .skins { entries.append(PageHint(.previousSkin, "left skin")) }
        if hasScreens { entries.append(PageHint(.nextCompareSubject, "subject")) }
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
        compareSkinChosen = true
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

    /// Shows `newSubject` in both panels; a screen not loaded is an error naming the screens.
    public func setSubject(_ newSubject: CompareSubject) throws(SkinError) {
        if case .screen(let name) = newSubject, !screens.contains(where: { $0.name == name }) {
            let names = [CompareSubject.widgetsName] + screens.map(\.name)
            throw SkinError(message: "no screen named '\(ControlCharacters.escaped(name))' to compare; subjects: \(names.joined(separator: ", "))")
        }
        subject = newSubject
        subjectNote = nil
        sync()
    }

    /// The next subject: the widgets, then each screen in page order, wrapping around.
    public func selectNextSubject() {
        let all = [CompareSubject.widgets] + screens.map { CompareSubject.screen($0.name) }
        let index = all.firstIndex(of: subject) ?? 0
        try? setSubject(all[(index + 1) % all.count])
    }

    /// Takes the session's screens (at the start and after each screen reload): a subject screen
    /// that changed is built again; one that is gone gives way to the widgets, with a note.
    public func setScreens(_ documents: [ScreenDocument]) {
        screens = documents
        if case .screen(let name) = subject, !documents.contains(where: { $0.name == name }) {
            subjectNote = "compare screen '\(ControlCharacters.escaped(name))' is gone: the panels show the gallery's widgets"
            subject = .widgets
        }
        sync()
    }

    /// Builds the panels again from the subject (the page's `b`): static values are read again.
    public func rebuildPanels() {
        buildPanels()
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
            if compareSkinChosen, !sessionStore.catalog.keeps(compareSkinName, from: old) {
                fallbackNote = "compare skin '\(compareSkinName)' is gone: the left panel shows \(Skin.defaultName)"
                compareSkinName = Skin.defaultName
            }
        }
        if !compareSkinChosen {
            compareSkinName = sessionStore.catalog.name(after: sessionStore.currentSkinName)
        }
        let overrides = mode.overrides
        let leftSkin = mode == .skins ? compareSkinName : sessionStore.currentSkinName
        try? leftStore.selectSkin(leftSkin)
        try? rightStore.selectSkin(sessionStore.currentSkinName)
        leftStore.setTraits(sessionStore.traits.applying(overrides.left))
        rightStore.setTraits(sessionStore.traits.applying(overrides.right))
        if subject != builtSubject || currentDocument != builtDocument { buildPanels() }
        leftPanel.title = Self.panelTitle(leftStore)
        rightPanel.title = Self.panelTitle(rightStore)
        if mode == .vision { rightPanel.title += " · \(comparedVision.rawValue)" }
        let shown = subject == .widgets ? "" : " · \(ControlCharacters.escaped(subject.title))"
        titleLine.text = " Compare\(shown) · \(mode.title) · left: \(leftPanel.title) · right: \(rightPanel.title)"
        captionLine.text = showsDifferences ? "" : " " + Self.captionWithoutDifferences
        hintLine.pageHint = Self.pageHint(for: mode, hasScreens: !screens.isEmpty)
        hintLine.leaving = subject == .widgets ? Self.leftAlone : [.changeAppearance]
    }

    /// The keys that do nothing on the page while it shows the widgets: `b` and `a` rebuild and
    /// restyle the Gallery page (`b` rebuilds a screen subject's panels).
    static let leftAlone: Set<PreviewCommand> = [.rebuildPage, .changeAppearance]

    /// The subject's screen, nil for the widgets.
    private var currentDocument: ScreenDocument? {
        guard case .screen(let name) = subject else { return nil }
        return screens.first { $0.name == name }
    }

    /// Puts the subject in both panels: the widget set, or the screen built anew by `ScreenBuilder`
    /// in each (its static widgets frozen in their panel's skin and traits, its proxy widgets
    /// taking the screen page's rules through their `ScreenHost`'s name).
    private func buildPanels() {
        let document = currentDocument
        builtSubject = subject
        builtDocument = document
        guard let document else {
            leftBuilder = nil
            rightBuilder = nil
            leftPanel.setContent(GalleryPage.widgetSet(caption: "compare"))
            rightPanel.setContent(GalleryPage.widgetSet(caption: "compare"))
            return
        }
        let (left, leftBuild) = Self.screenContent(document)
        let (right, rightBuild) = Self.screenContent(document)
        leftPanel.setContent([left])
        rightPanel.setContent([right])
        leftBuilder = leftBuild
        rightBuilder = rightBuild
        needsFreeze = true
        freezeStatic()
    }

    private static func screenContent(_ document: ScreenDocument) -> (ScreenHost, ScreenBuilder) {
        var builder = ScreenBuilder()
        let host = ScreenHost()
        host.screenName = document.name
        host.device = document.device
        host.setRoot(builder.build(document.root))
        return (host, builder)
    }

    /// Reads the panels' static screen widgets once, each in its own panel's store (needs the window).
    private func freezeStatic() {
        guard needsFreeze, window != nil else { return }
        needsFreeze = false
        for view in (leftBuilder?.staticViews ?? []) + (rightBuilder?.staticViews ?? []) { view.freezeSkinValues() }
    }

    public override func didAttach() {
        super.didAttach()
        freezeStatic()
    }

    /// The screen file's widget a view in either panel was built from (or its nearest built ancestor).
    public func screenWidget(for view: View) -> ScreenWidget? {
        var current: View? = view
        while let candidate = current, candidate !== self {
            let id = ObjectIdentifier(candidate)
            if let widget = leftBuilder?.origins[id] ?? rightBuilder?.origins[id] { return widget }
            current = candidate.superview
        }
        return nil
    }

    /// What a panel shows: skin, style, and high contrast when on.
    static func panelTitle(_ store: SkinStore) -> String {
        let traits = store.traits
        return ControlCharacters.escaped(
            "\(store.currentSkinName) · \(traits.effectiveStyle.rawValue)"
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

extension Card {
    /// Makes `views` the card's content.
    fileprivate func setContent(_ views: [View]) {
        for old in subviews { old.removeFromSuperview() }
        addSubviews(views)
    }
}

extension Label {
    /// Draws `text` in this label's row with its color and font (over what the label drew).
    fileprivate func drawCaption(_ text: String, in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        drawText(
            text, x: frame.x, y: frame.y, color: color(.textColor, in: context), font: font(.font, in: context).value,
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

    /// The subject when it is a screen (or why it no longer is), and a lost compare skin.
    public var statusNote: String? {
        let shown = subject == .widgets ? subjectNote : ControlCharacters.escaped(subject.title)
        let notes = [shown, fallbackNote].compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: " · ")
    }

    /// In the vision mode the page draws its simulated panel itself: the output shows normal vision.
    public func outputProfile(_ profile: OutputProfile) -> OutputProfile {
        guard mode == .vision else { return profile }
        var normal = profile
        normal.vision = .normal
        return normal
    }
}
