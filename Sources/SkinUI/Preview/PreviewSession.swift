import SkinKit

/// The previewer's state and behaviour, shared by the interactive terminal loop and screenshot
/// scripts: keys, focus, overlays and the status line, plus `render(size:)`, which only lays out
/// and draws. Nothing here touches a terminal.
public final class PreviewSession {
    public let store: SkinStore
    /// The page's window.
    public let window: Window
    /// The layer overlays (help, inspector) are built in for each frame, over the page.
    let overlayWindow: Window
    public private(set) var page: GalleryPage
    /// The page shown, as an index into `pages` (and `pageViews`).
    public internal(set) var pageIndex = 0
    /// The script name of the page shown.
    public var pageName: String { pages[min(pageIndex, pages.count - 1)].name }
    /// A message for the status line (errors from reload, notes from commands); wrapped, never cut.
    public internal(set) var message: String?
    public private(set) var isHelpVisible = false
    public private(set) var isInspectorVisible = false
    /// True while the terminal itself should wear the previewed skin's colors (`w`); the terminal
    /// front end applies it, headless outputs ignore it.
    public private(set) var wearsSkin = false
    /// True while the focused text field takes the keys (Enter starts, Esc or Enter ends).
    public private(set) var isEditingText = false
    /// The inspector's pointer: the cell it describes.
    public internal(set) var pointer = Point(x: 0, y: 0)
    /// Errors of the last reload; empty after a good one. Shown (wrapped, as many as the screen
    /// holds) over the page until a good reload.
    public var reloadErrors: [SkinError] { reloadReport.errors }
    /// The overlay's lines for `reloadErrors`, kept between frames.
    var reloadReport = ReloadErrorReport()
    private var focusIndex = 0
    /// The focused widget itself, so that a layout leaving widgets out (a smaller screen) keeps
    /// it focused; the index serves after a rebuild, which makes new widgets.
    private weak var focusTarget: View?
    private var appearanceStep = 0
    private let reloader: (() -> SkinLibrary)?
    /// The maps the library guessed (`SkinLibrary.guessedMaps`), from the start or the last good reload.
    public private(set) var guessedMaps: [GuessedMap]
    private var observation: SkinObservation?
    /// The Palette page (see PreviewSession+Pages.swift) and the skins whose first showing was noted.
    public let palettePage = PalettePage()
    /// The Compare page (see PreviewSession+Compare.swift), made when first shown or asked for:
    /// neither the first frame nor a shot of another page shows it (two more widget sets and a
    /// second skin read at every start). It starts from the session's start (`compareStart`).
    public var comparePage: ComparePage { makeComparePageIfNeeded() }
    /// The Compare page once made.
    private(set) var madeComparePage: ComparePage?
    /// What the Compare page starts from; a reload before it is made is noted here.
    private var compareStart: ComparePage.Start
    var skinsShown: Set<String> = []
    /// The picker (`t`, see PreviewSession+Picker.swift) while it is open; nil when closed.
    public internal(set) var picker: PickerModel?
    /// What the picker remembers (favourites, recently used): kept across openings; the app keeps it in the state file.
    public var pickerMemory = PickerMemory()
    /// How the picker last closed (`termskin pick` reads it).
    public internal(set) var pickerOutcome: PickerOutcome?
    /// Scores a skin of a catalog for the picker's contrast order (the `termskin` target passes lint's;
    /// nil: no contrast order).
    public var contrastScorer: ((SkinCatalog, String) -> Double?)?
    /// The skin shown when the picker opened: Esc goes back to it.
    var pickerReturnSkin: String?
    /// The picker's entries and contrast scores, kept until the skins' contents change.
    var pickerEntries: [PickerEntry]?
    var contrastScores: [String: Double?] = [:]
    let pickerPanel = PickerPanel()

    /// The smallest terminal the gallery is drawn in; below it a "too small" message is shown.
    public static let minimumSize = Size(width: 80, height: 24)
    /// The built-in pages a script or the CLI may ask for (screen files add theirs: `pageNames`).
    public static let pageNames = PreviewSession.pages.map(\.name)
    /// Every page of this session by name: the built-in ones, then one per screen file.
    public var pageNames: [String] { pages.map(\.name) }
    /// Reads the screen files again (nil: the session has none to read).
    var screenReloader: (() -> [ScreenLoad])?
    /// The pages made from screen files, in the order the files were found.
    public internal(set) var screenPages: [ScreenPage] = []
    /// Errors of the last screen reload; shown over the page like skin reload errors.
    var screenReport = ReloadErrorReport()

    /// - Parameters:
    ///   - reload: reads the skin files again for the reload key (nil: reload unavailable).
    ///   - guessedMaps: the maps the library guessed for the skins in `store`.
    ///   - screens: reads the screen files (`Screens/*.screen.json`), at the start and on each screen reload.
    public init(
        store: SkinStore, reload: (() -> SkinLibrary)? = nil, guessedMaps: [GuessedMap] = [],
        screens: (() -> [ScreenLoad])? = nil
    ) {
        self.store = store
        self.reloader = reload
        self.screenReloader = screens
        self.guessedMaps = guessedMaps
        window = Window(store: store)
        overlayWindow = Window(store: store)
        page = GalleryPage(store: store)
        compareStart = ComparePage.Start(store: store)
        GalleryPage.installAppearanceRules(in: window.appearance, step: appearanceStep)
        window.addSubviews([page, palettePage])
        page.freezeStaticPanel()
        if let screens { takeScreens(screens(), refreshing: false) }
        updateFocus()
        observation = store.addObserver { [weak self] change in
            if change.kind == .contents {
                self?.compareStart.catalogChanged = true
                self?.skinsChangedForPicker()
            }
            self?.updateChrome()
        }
        updateChrome()
    }

    /// The Compare page, made now if it was not yet: from the session's start, hidden, placed
    /// after the Palette page, with the screens it can compare, in the order a page made with the
    /// session would have met them.
    private func makeComparePageIfNeeded() -> ComparePage {
        if let madeComparePage { return madeComparePage }
        let made = ComparePage(store: store, start: compareStart)
        madeComparePage = made
        made.isHidden = true
        let after = window.subviews.firstIndex { $0 === palettePage } ?? window.subviews.count - 1
        window.insertSubview(made, at: after + 1)
        made.setScreens(screenPages.compactMap(\.document))
        // As a page made at the start would: a reload since is taken when the page next syncs.
        if compareStart.catalogChanged { made.noteCatalogChanged() }
        return made
    }

    /// What the caller should do after a key.
    public enum Outcome: Sendable, Equatable { case handled, ignored, quit }

    // MARK: Keys

    /// Handles one key as the previewer does.
    @discardableResult
    public func handle(_ key: KeyPress) -> Outcome {
        if isPickerOpen {
            message = nil
            let outcome = handlePickerKey(key)
            updateChrome()
            return outcome
        }
        if case .click(let x, let y) = key {
            click(at: Point(x: x, y: y))
            updateChrome()
            return .handled
        }
        if let outcome = handlePageKey(key) {
            updateChrome()
            return outcome
        }
        if isEditingText, let field = focusedView as? TextField, let outcome = edit(field, with: key) {
            updateChrome()
            return outcome
        }
        guard let command = PreviewCommand.command(for: key) else { return .ignored }
        return perform(command)
    }

    /// Runs a command; the same path keys take.
    @discardableResult
    public func perform(_ command: PreviewCommand) -> Outcome {
        message = nil
        switch command {
        case .nextSkin: noteSkipped(store.selectSkin(offset: 1))
        case .previousSkin: previousSkin()
        case .toggleStyle, .toggleContrast, .cycleDepth, .cycleVision:
            if let setting = TraitSetting.stepped(by: command) { store.setTraits(setting.stepped(store.traits)) }
        case .rebuildPage:
            rebuildPage()
            message = "page rebuilt: static values read again, appearance applied again"
        case .changeAppearance:
            appearanceStep = (appearanceStep + 1) % GalleryPage.appearanceButtonKeys.count
            GalleryPage.installAppearanceRules(in: window.appearance, step: appearanceStep)
            for screen in screenPages { screen.installRules(in: window.appearance) }
            message = "appearance: Button background = \(GalleryPage.appearanceButtonKeys[appearanceStep]); attached views keep theirs until rebuilt (b)"
        case .reloadSkins:
            reload()
            if let screenReloader { takeScreens(screenReloader()) }
        case .saveGuessedMap: saveGuessedMap()
        case .nextPage: showPage(offset: 1)
        case .nextCompareMode: nextCompareMode()
        case .nextCompareSubject: nextCompareSubject()
        case .toggleDifferences: toggleDifferences()
        case .toggleInspector:
            isInspectorVisible.toggle()
            if isInspectorVisible { pointAtFocusedView() }
        case .toggleHelp: isHelpVisible.toggle()
        case .openPicker:
            isHelpVisible = false
            isInspectorVisible = false
            isEditingText = false
            openPicker()
        case .wearSkin:
            wearsSkin.toggle()
            message = wearsSkin ? "the terminal wears the skin's colors (w: its own back)" : "the terminal's own colors are back"
        case .quit: return .quit
        case .focusNext: isInspectorVisible ? movePointer(dx: 0, dy: 1) : moveFocus(by: 1)
        case .focusPrevious: isInspectorVisible ? movePointer(dx: 0, dy: -1) : moveFocus(by: -1)
        case .decrease: isInspectorVisible ? movePointer(dx: -1, dy: 0) : adjustFocused(by: -1)
        case .increase: isInspectorVisible ? movePointer(dx: 1, dy: 0) : adjustFocused(by: 1)
        case .activate: activateFocused()
        case .leaveField:
            isEditingText = false
            isHelpVisible = false
            isInspectorVisible = false
        }
        updateChrome()
        return .handled
    }

    /// Keys while a text field is being edited: characters type, Esc/Enter leave, Tab moves on.
    private func edit(_ field: TextField, with key: KeyPress) -> Outcome? {
        switch key {
        case .character(let c):
            field.text.append(c)
            return .handled
        case .backspace, .delete:
            if !field.text.isEmpty { field.text.removeLast() }
            return .handled
        case .escape, .enter:
            isEditingText = false
            return .handled
        default:
            isEditingText = false
            return nil
        }
    }

    // MARK: State changes (also used by scripts and the CLI)

    public func selectSkin(_ name: String) throws(SkinError) { try store.selectSkin(name) }

    public func setStyle(_ style: UserInterfaceStyle) {
        var traits = store.traits
        traits.userInterfaceStyle = style
        store.setTraits(traits)
    }

    /// The terminal (or a script's `terminal` line) reported its light/dark: a style set to `auto`
    /// follows it at once; a chosen one stays.
    public func terminalReported(_ style: UserInterfaceStyle) {
        var traits = store.traits
        traits.terminalStyle = style
        store.setTraits(traits)
    }

    public func setContrast(_ contrast: Contrast) {
        var traits = store.traits
        traits.contrast = contrast
        store.setTraits(traits)
    }

    /// Sets the previewed color depth: a trait, so providers can react; outputs reduce colors to it.
    public func setDepth(_ depth: ColorDepth) {
        var traits = store.traits
        traits.colorDepth = depth
        store.setTraits(traits)
    }

    public var previewDepth: ColorDepth { store.traits.colorDepth }

    /// The output the previewed traits ask for (depth and vision); a terminal adds its background.
    /// The Compare page's vision mode draws its simulated panel itself: the output shows normal vision then.
    public var outputProfile: OutputProfile {
        currentPage.outputProfile(OutputProfile(traits: store.traits))
    }

    /// Shows a page by name; unknown names are an error listing the pages.
    public func showPage(_ name: String) throws(SkinError) {
        guard let index = pageNames.firstIndex(of: name) else {
            throw SkinError(message: "no page named '\(name)'; pages: \(pageNames.joined(separator: ", "))")
        }
        pageIndex = index
        updateChrome()
    }

    /// Builds the page again: static values are read again and appearance rules applied again.
    public func rebuildPage() {
        page.removeFromSuperview()
        page = GalleryPage(store: store)
        window.insertSubview(page, at: 0)
        page.freezeStaticPanel()
        for screen in screenPages { screen.rebuild() }
        madeComparePage?.rebuildPanels()
        updateFocus()
        updateChrome()
    }

    /// Reads the skin files again; a broken file leaves the last good skins in place and shows why.
    public func reload() {
        guard let reloader else {
            message = "reload: no skin folders to read"
            return
        }
        let library = reloader()
        if let first = library.errors.first {
            let more = library.errors.count > 1 ? " (+\(library.errors.count - 1) more)" : ""
            message = "reload failed, kept the last good skins: \(first)\(more)"
            reloadReport = ReloadErrorReport(errors: library.errors)
            updateChrome()
            return
        }
        // The shown skin, when it is read on first use, is read now: its errors fail the reload too.
        let shownErrors = library.catalog.loadErrors(forSkin: store.currentSkinName)
        if let first = shownErrors.first {
            message = "reload failed, kept the last good skins: \(first)"
            reloadReport = ReloadErrorReport(errors: shownErrors)
            updateChrome()
            return
        }
        reloadReport = ReloadErrorReport()
        guessedMaps = library.guessedMaps
        store.replaceCatalog(library.catalog)
        message = "reloaded \(library.catalog.names.count) skins"
        updateChrome()
    }

    /// The guessed map the current skin reads through, if any.
    public var currentGuessedMap: GuessedMap? {
        guessedMaps.last { $0.skinNames.contains(store.currentSkinName) } ?? store.catalog.deferredGuessedMap(forSkin: store.currentSkinName)
    }

    /// Says on the status line which skins `s` passed over because their files have errors.
    func noteSkipped(_ problems: [SkinError]) {
        guard let first = problems.first else { return }
        let more = problems.count > 1 ? " (+\(problems.count - 1) more)" : ""
        message = "skipped a skin with errors: \(first)\(more)"
    }

    /// Writes the current skin's guessed map beside its file, where every later load reads it.
    private func saveGuessedMap() {
        guard let guessed = currentGuessedMap else {
            message = "no guessed map in use: skin '\(store.currentSkinName)' reads its own keys or a map"
            return
        }
        do {
            try guessed.map.write(to: guessed.savePath)
        } catch {
            message = "cannot save the map: \(error)"
            return
        }
        if reloader != nil { reload() }
        message = "saved the map as \(guessed.savePath)"
    }

    /// Shows a message in the status line (used by the app for its own notes).
    public func setMessage(_ text: String?) {
        message = text
        updateChrome()
    }

    // MARK: Focus and controls

    /// Widgets keyboard focus moves through, in page order.
    /// The focusable widgets shown: hidden ones, and ones the last layout left out (an empty frame
    /// in a laid-out window, see `GalleryColumn`), take no focus.
    public var focusableViews: [View] {
        let laidOut = !window.frame.isEmpty
        return focusRoot.allViews.filter { $0.isFocusable && !$0.isHidden && !(laidOut && $0.frame.isEmpty) }
    }

    public var focusedView: View? {
        let views = focusableViews
        if let target = focusTarget, views.contains(where: { $0 === target }) { return target }
        return views.isEmpty ? nil : views[min(focusIndex, views.count - 1)]
    }

    private func moveFocus(by step: Int) {
        let views = focusableViews
        guard !views.isEmpty else { return }
        let current = focusedView.flatMap { focused in views.firstIndex { $0 === focused } } ?? min(focusIndex, views.count - 1)
        focusIndex = ((current + step) % views.count + views.count) % views.count
        focusTarget = views[focusIndex]
        updateFocus()
    }

    /// The page whose widgets take focus: the current one when it has focusable widgets, else the gallery.
    private var focusRoot: View { currentPage.hasFocusableWidgets ? currentPage : page }

    func updateFocus() {
        let focused = focusedView
        for (_, view) in madePageViews where view.hasFocusableWidgets { for widget in view.allViews { widget.isFocused = widget === focused } }
        if !(focused is TextField) { isEditingText = false }
    }

    /// ← and →: the focused control adjusts (a slider by a tenth, segments by one); a widget with
    /// nothing to adjust passes focus on.
    private func adjustFocused(by step: Int) {
        if let control = focusedView as? KeyboardControl, control.adjust(by: step) { return }
        moveFocus(by: step)
    }

    /// A click: on the tab bar it shows that page; with the inspector open it moves the pointer;
    /// on a control it focuses it (and the pointer follows, for the next `i`).
    private func click(at cell: Point) {
        let bar = currentPage.tabs
        if bar.frame.contains(x: cell.x, y: cell.y), let index = bar.itemIndex(atColumn: cell.x), index < pages.count {
            try? showPage(pages[index].name)
            return
        }
        pointer = cell
        guard !isInspectorVisible, currentPage.hasFocusableWidgets else { return }
        var hit = focusRoot.view(at: cell)
        while let view = hit, !view.isFocusable { hit = view.superview }
        if let view = hit, let index = focusableViews.firstIndex(where: { $0 === view }) {
            focusIndex = index
            focusTarget = view
            updateFocus()
        }
    }

    private func activateFocused() {
        switch focusedView {
        case let control as KeyboardControl: control.activate()
        case is TextField: isEditingText = true
        case is PageSwitcher: showPage(offset: 1)
        default: break
        }
    }

    // MARK: Status

    /// Sets what the page shows of the session's state: status text, hint note, nav bar rows.
    /// Runs after every command and store change, so that rendering changes nothing.
    func updateChrome() {
        updatePages()
        page.navigationBar.height = .fixed(page.navigationBar.rows(in: window.drawContext))
        page.hintLine.offered = currentGuessedMap == nil ? [] : [.saveGuessedMap]
        page.hintLine.note =
            isPickerOpen
            ? PickerKey.hintNote
            : isEditingText
                ? "typing into \"\((focusedView as? TextField)?.placeholder ?? "field")\" · Esc or Enter leaves the field"
                : nil
        for screen in screenPages {
            screen.hintLine.note = page.hintLine.note
            screen.hintLine.offered = page.hintLine.offered
        }
    }

    var statusText: String {
        let traits = store.traits
        var parts = [" skin: \(store.currentSkinName)"] + TraitSetting.all.compactMap { $0.statusLabel(traits) }
        if let guessed = currentGuessedMap { parts.append("map guessed: \(guessed.placedCount) key(s)") }
        if let message { parts.append(message) }
        if let note = currentPage.statusNote { parts.append(note) }
        // Skin names and messages may quote a file's bytes: never let them reach the terminal raw.
        return ControlCharacters.escaped(parts.joined(separator: " · "))
    }
}
