import SkinKit

/// The previewer's state and behaviour, shared by the interactive terminal loop and screenshot
/// scripts: a pure key handler plus `render(size:)`. Nothing here touches a terminal.
public final class PreviewSession {
    public let store: SkinStore
    public let window: Window
    public private(set) var page: GalleryPage
    public private(set) var pageName = "gallery"
    /// A one-line message for the status line (errors from reload, notes from commands).
    public private(set) var message: String?
    public private(set) var isHelpVisible = false
    public private(set) var isInspectorVisible = false
    private let help = OverlayView(title: "Keys", placement: .center)
    private let inspector = OverlayView(title: "Inspector", placement: .right)
    /// The last failed reload's errors in full (wrapped), over the page until a good reload.
    private let problems = OverlayView(title: "Skin error · kept the last good skins", placement: .center)
    /// Errors of the last reload; empty after a good one.
    public private(set) var reloadErrors: [SkinError] = []
    private var problemsWidth = 0
    private var focusIndex = 0
    private var appearanceStep = 0
    private let reloader: (() -> SkinLibrary)?

    /// The smallest terminal the gallery is drawn in; below it a "too small" message is shown.
    public static let minimumSize = Size(width: 80, height: 24)
    /// Pages a script or the CLI may ask for.
    public static let pageNames = ["gallery"]
    /// Skin keys the `a` key cycles the Appearance panel's button background through.
    static let appearanceButtonKeys = ["switch.on", "accent", "error"]

    /// - Parameter reload: reads the skin files again for the reload key (nil: reload unavailable).
    public init(store: SkinStore, reload: (() -> SkinLibrary)? = nil) {
        self.store = store
        self.reloader = reload
        window = Window(store: store)
        page = GalleryPage(store: store)
        installAppearanceRules()
        help.setLines(Self.helpLines)
        window.addSubviews([page, inspector, problems, help])
        page.freezeStaticPanel()
        updateFocus()
    }

    /// What the caller should do after a key.
    public enum Outcome: Sendable, Equatable { case handled, ignored, quit }

    // MARK: Keys

    /// Handles one key as the previewer does.
    @discardableResult
    public func handle(_ key: KeyPress) -> Outcome {
        if let field = focusedView as? TextField, let outcome = edit(field, with: key) { return outcome }
        guard let command = PreviewCommand.command(for: key) else {
            if key == .escape, isHelpVisible || isInspectorVisible {
                isHelpVisible = false
                isInspectorVisible = false
                return .handled
            }
            return .ignored
        }
        return perform(command)
    }

    /// Runs a command; the same path keys take.
    @discardableResult
    public func perform(_ command: PreviewCommand) -> Outcome {
        message = nil
        switch command {
        case .nextSkin: store.selectSkin(offset: 1)
        case .previousSkin: store.selectSkin(offset: -1)
        case .toggleStyle: setStyle(store.traits.effectiveStyle.toggled)
        case .toggleContrast: setContrast(store.traits.contrast.toggled)
        case .cycleDepth: setDepth(store.traits.colorDepth.next)
        case .rebuildPage:
            rebuildPage()
            message = "page rebuilt: static values read again, appearance applied again"
        case .changeAppearance:
            appearanceStep = (appearanceStep + 1) % Self.appearanceButtonKeys.count
            installAppearanceRules()
            message = "appearance: Button background = \(Self.appearanceButtonKeys[appearanceStep]); attached views keep theirs until rebuilt (b)"
        case .reloadSkins: reload()
        case .toggleInspector: isInspectorVisible.toggle()
        case .toggleHelp: isHelpVisible.toggle()
        case .quit: return .quit
        case .focusNext: moveFocus(by: 1)
        case .focusPrevious: moveFocus(by: -1)
        case .activate: activateFocused()
        }
        return .handled
    }

    private func edit(_ field: TextField, with key: KeyPress) -> Outcome? {
        switch key {
        case .character(let c) where c != " " || !field.text.isEmpty:
            field.text.append(c)
            return .handled
        case .backspace, .delete:
            if !field.text.isEmpty { field.text.removeLast() }
            return .handled
        default:
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

    /// Shows a page by name; unknown names are an error listing the pages.
    public func showPage(_ name: String) throws(SkinError) {
        guard Self.pageNames.contains(name) else {
            throw SkinError(message: "no page named '\(name)'; pages: \(Self.pageNames.joined(separator: ", "))")
        }
        pageName = name
    }

    /// Builds the page again: static values are read again and appearance rules applied again.
    public func rebuildPage() {
        let focused = focusIndex
        page.removeFromSuperview()
        page = GalleryPage(store: store)
        window.addSubview(page)
        // Keep overlays above the page.
        for overlay in [inspector, problems, help] { overlay.removeFromSuperview(); window.addSubview(overlay) }
        page.freezeStaticPanel()
        focusIndex = focused
        updateFocus()
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
            reloadErrors = library.errors
            problemsWidth = 0
            return
        }
        reloadErrors = []
        store.replaceCatalog(library.catalog)
        message = "reloaded \(library.catalog.names.count) skins"
    }

    /// Shows a message in the status line (used by the app for its own notes).
    public func setMessage(_ text: String?) { message = text }

    private func installAppearanceRules() {
        let registry = window.appearance
        registry.removeAll()
        registry.setColor(.skin("accent"), for: .borderColor, of: AppearanceCard.self)
        registry.setColor(.skin("accent"), for: .titleColor, of: AppearanceCard.self)
        registry.setColor(.skin(Self.appearanceButtonKeys[appearanceStep]), for: .backgroundColor, of: Button.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("accent"), for: .textColor, of: Label.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("accent"), for: .tintColor, of: Switch.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("switch.on"), for: .tintColor, of: Slider.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("switch.on"), for: .tintColor, of: ProgressBar.self, whenContainedIn: AppearanceCard.self)
        registry.setColor(.skin("highlight"), for: .selectedColor, of: SegmentedControl.self, whenContainedIn: AppearanceCard.self)
        registry.setFont(.fixed(SkinFont(size: 14, attributes: [.italic])), of: Label.self, whenContainedIn: AppearanceCard.self)
    }

    // MARK: Focus

    /// Widgets keyboard focus moves through, in page order.
    public var focusableViews: [View] { page.allViews.filter { $0.isFocusable && !$0.isHidden } }

    public var focusedView: View? {
        let views = focusableViews
        return views.isEmpty ? nil : views[min(focusIndex, views.count - 1)]
    }

    private func moveFocus(by step: Int) {
        let count = focusableViews.count
        guard count > 0 else { return }
        focusIndex = ((focusIndex + step) % count + count) % count
        updateFocus()
    }

    private func updateFocus() {
        let focused = focusedView
        for view in page.allViews { view.isFocused = view === focused }
    }

    private func activateFocused() {
        switch focusedView {
        case let toggle as Switch: toggle.isOn.toggle()
        case let segments as SegmentedControl: segments.selectedIndex = (segments.selectedIndex + 1) % max(1, segments.segments.count)
        case let slider as Slider: slider.value = slider.value >= 1 ? 0 : min(1, slider.value + 0.1)
        case let button as Button: button.isHighlighted.toggle()
        default: break
        }
    }

    // MARK: Rendering

    /// Lays out and draws the current state at `size`.
    public func render(size: Size) -> Canvas {
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            return tooSmallCanvas(size: size)
        }
        page.statusLine.text = statusText
        page.navigationBar.height = .fixed(page.navigationBar.rows(in: window.drawContext))
        help.isHidden = !isHelpVisible
        inspector.isHidden = !isInspectorVisible
        if isInspectorVisible { inspector.setLines(inspectorLines()) }
        showProblems(width: size.width)
        return window.render(size: size)
    }

    /// Fills the error overlay with every reload error, wrapped to the terminal's width.
    private func showProblems(width: Int) {
        problems.isHidden = reloadErrors.isEmpty
        guard !reloadErrors.isEmpty, width != problemsWidth else { return }
        problemsWidth = width
        let textWidth = max(20, width - 8)
        problems.setLines(reloadErrors.flatMap { error in TextWrap.lines(error.description, width: textWidth).map { ($0, "error") } }
            + [("Fix the file and save; the next good save clears this.", "secondaryText")])
    }

    var statusText: String {
        let traits = store.traits
        var parts = [" skin: \(store.currentSkinName)", traits.effectiveStyle.rawValue,
                     traits.contrast == .high ? "high contrast" : "normal contrast", "colors: \(traits.colorDepth.label)"]
        if let message { parts.append(message) }
        return parts.joined(separator: " · ")
    }

    static var helpLines: [(String, String?)] {
        PreviewCommand.helpRows.map { keys, command in
            (keys.padding(toLength: 12, withPad: " ", startingAt: 0) + command.summary, nil)
        }
    }

    /// The focused widget's colors: property, skin key, resolved value, variant and where it came from.
    func inspectorLines() -> [(String, String?)] {
        guard let view = focusedView else { return [("no focused widget", nil)] }
        let context = window.drawContext
        var lines: [(String, String?)] = [("\(type(of: view).typeName) · \(view.traitCollection.effectiveStyle.rawValue)", "accent")]
        for (property, fallback) in view.colorProperties {
            guard let resolved = view.resolveColor(property, default: fallback, in: context) else { continue }
            let origin = resolved.isLive ? (resolved.definedBy.map { "from \($0)" } ?? "dynamic") : "static"
            lines.append(("\(property): \(resolved.key ?? "—")", nil))
            lines.append(("  \(resolved.value.hexString) \(resolved.variant.rawValue) · \(origin)", "secondaryText"))
        }
        return lines
    }

    private func tooSmallCanvas(size: Size) -> Canvas {
        let background = store.resolvedColor("background").composited(over: .white)
        let text = store.resolvedColor("text").composited(over: background)
        var canvas = Canvas(width: size.width, height: size.height,
                            fill: Cell(character: " ", foreground: text, background: background, backgroundKey: "background"))
        let lines = ["Terminal too small", "need \(Self.minimumSize), have \(size)"]
        for (index, line) in lines.enumerated() {
            let shown = DisplayWidth.prefix(line, fitting: size.width)
            let y = size.height / 2 - 1 + index
            guard y >= 0 && y < size.height else { continue }
            canvas.draw(shown, x: max(0, (size.width - DisplayWidth.of(shown)) / 2), y: y, foreground: text,
                        attributes: index == 0 ? [.bold] : [], foregroundKey: "text")
        }
        return canvas
    }
}
