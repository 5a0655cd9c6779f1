import SkinKit

/// A page built from a screen file (`Screens/NAME.screen.json`): the app's own screen out of the
/// existing widgets, beside Gallery, Palette and Compare, with focus, keys and the inspector as on
/// the gallery. A reload that breaks the file keeps the last good screen (`errors` says why).
public final class ScreenPage: StackView {
    /// The screen's name (its file name less `.screen.json`): `shot --page NAME`, `page NAME`.
    public let name: String
    /// The last screen that decoded (nil until one has).
    public private(set) var document: ScreenDocument?
    /// The last load's errors; empty after a good one.
    public private(set) var errors: [SkinError] = []
    public let host = ScreenHost()
    public let tabBar = PageSwitcher(items: [])
    public let statusLine: WrappingLabel
    public let hintLine: HintBar
    /// The widgets built from the file, for the inspector (each view's place in the file).
    public private(set) var builder = ScreenBuilder()

    public init(load: ScreenLoad) {
        name = load.name
        statusLine = StatusArea.makeStatusLine()
        hintLine = StatusArea.styledHint(HintBar())
        super.init(axis: .vertical, spacing: 0, padding: .zero, [])
        height = .fill
        host.screenName = name
        addSubviews([host, tabBar, StatusArea(statusLine: statusLine, hintLine: hintLine)])
        _ = self.load(load)
    }

    /// Takes a new load of the file: a good one replaces the screen; a broken one keeps the last
    /// good screen and records its errors. True when the screen was rebuilt.
    @discardableResult
    public func load(_ load: ScreenLoad) -> Bool {
        errors = load.errors
        guard let document = load.document else { return false }
        self.document = document
        rebuild()
        return true
    }

    /// Builds the views again from the last good document: static values are read again and the
    /// proxy's rules applied again (the page's `b`).
    public func rebuild() {
        guard let document else { return }
        var builder = ScreenBuilder()
        let root = builder.build(document.root)
        self.builder = builder
        if let registry = window?.appearance { installRules(in: registry) }
        host.device = document.device
        host.setRoot(root)
        freezeStatic()
    }

    /// Registers the proxy widgets' rules (kept to this screen's page) in the window's registry.
    public func installRules(in registry: AppearanceRegistry) {
        let owner = "screen \(name)"
        registry.removeRules(containedIn: owner)
        let name = self.name
        for rule in builder.proxyRules {
            // Inside any host of this screen: this page's, and the Compare page's panels showing it.
            registry.setValue(
                rule.value, for: rule.property, ofExactly: rule.type,
                whenContainedIn: { ($0 as? ScreenHost)?.screenName == name }, containerName: owner)
        }
    }

    /// Reads the static widgets' values once, now (needs the window).
    public func freezeStatic() {
        guard window != nil else { return }
        for view in builder.staticViews { view.freezeSkinValues() }
    }

    public override func didAttach() {
        super.didAttach()
        freezeStatic()
    }

    /// The screen file's widget a view was built from (or its nearest built ancestor).
    public func widget(for view: View) -> ScreenWidget? {
        var current: View? = view
        while let candidate = current, candidate !== self {
            if let widget = builder.origins[ObjectIdentifier(candidate)] { return widget }
            current = candidate.superview
        }
        return nil
    }
}

extension ScreenPage: PreviewPage {
    /// The skin image of a screen's tab (default's `☰`), its own, not Compare's `tab.settings`.
    public static let imageKey = "tab.screen"
    /// Screen pages name themselves; this is what they have in common.
    public static let info = PreviewSession.Page(name: "screen", title: "Screen", imageKey: imageKey)
    public var pageInfo: PreviewSession.Page {
        PreviewSession.Page(name: name, title: document?.title ?? name, imageKey: Self.imageKey)
    }
    public var tabs: TabBar { tabBar }
    public var hasFocusableWidgets: Bool { true }
    public func handle(pageKey key: KeyPress, inspectorVisible: Bool) -> PageKeyResult? { nil }
    public func show(status: String) { statusLine.text = status }
    public var statusNote: String? {
        errors.isEmpty ? nil : "screen error: the last good screen is shown"
    }
}

/// Holds a screen's root widget: the whole width, or a centred phone-width column with side lines
/// when the screen asks for a device.
public final class ScreenHost: View {
    /// The screen shown: a proxy widget's appearance rules apply inside hosts of its screen.
    public var screenName: String?
    public var device: ScreenDevice?
    public private(set) var root: View?

    public override init() {
        super.init()
        height = .fill
    }

    private static let table = View.declarations.adding([.color(.borderColor, "separator")])
    public override class var declarations: PropertyDeclarations { table }

    func setRoot(_ view: View) {
        root?.removeFromSuperview()
        root = view
        addSubview(view)
    }

    /// The root's frame: the device's column, centred, when one is asked and the page is wider.
    var contentFrame: Rect {
        guard let device, frame.width > device.width + 2 else { return frame }
        return Rect(x: frame.x + (frame.width - device.width) / 2, y: frame.y, width: device.width, height: frame.height)
    }

    public override func intrinsicSize(maxWidth: Int) -> Size { Size(width: maxWidth, height: 0) }

    public override func layoutSubviews() {
        root?.refreshIfNeeded()
        root?.frame = contentFrame
        root?.layoutSubviews()
    }

    public override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let content = contentFrame
        guard content != frame else { return }
        let line = color(.borderColor, in: context)
        for y in frame.y..<frame.maxY {
            drawText("│", x: content.x - 1, y: y, color: line, in: &canvas, clip: clip)
            drawText("│", x: content.maxX, y: y, color: line, in: &canvas, clip: clip)
        }
    }
}
