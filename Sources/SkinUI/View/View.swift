import SkinKit

/// A node of the widget tree: frame, subviews, traits flowing down from the window with per-subtree
/// overrides, skinnable properties (explicit > appearance > skin Style > widget default) and drawing.
open class View {
    public private(set) weak var superview: View?
    // The properties a walk over thousands of rows reads or writes per row are
    // `@exclusivity(unchecked)`: each is read, assigned, or changed in place by a call that
    // touches nothing else of its view (`subviews.removeAll { $0 === self }`), so no access can
    // overlap another, and a switch with 100,000 rows paid more for the runtime's access checks
    // than for the walk itself (issue 26).
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// Moves on whenever `subviews` changes: a walk over a copy of the list that sees it unchanged
    /// knows every row is still a child without loading each row's weak `superview`.
    @exclusivity(unchecked) public private(set) var subviewsVersion = 0
    /// The window this view is attached to, through its ancestors; nil when detached.
    public private(set) weak var window: Window?
    /// The store this view's skin keys resolve against: the nearest `SkinScope`'s, else the window's.
    public var skinStore: SkinStore? { superview?.skinStore ?? window?.store }
    /// Position and size in window coordinates, set by layout.
    public var frame: Rect = .zero
    public var width: Dimension = .fill
    @exclusivity(unchecked) public var height: Dimension = .fit {
        didSet { if height != oldValue { superview?.subviewGeometryVersion &+= 1 } }
    }
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.subviewGeometryVersion &+= 1 } }
    }
    /// Moves on whenever a subview's `height` or `isHidden` is set: a container that kept where its
    /// rows stand knows when that is out of date without reading every row.
    @exclusivity(unchecked) public private(set) var subviewGeometryVersion = 0
    /// Traits this view forces on itself and its subtree (seed 004's `overrideUserInterfaceStyle`).
    public var overrideTraits = TraitOverrides() {
        didSet { if let parentTraits = superview?.traitCollection ?? window?.store.traits { updateTraits(inherited: parentTraits) } }
    }
    /// The traits values resolve against: the parent's with this view's overrides applied.
    @exclusivity(unchecked) public private(set) var traitCollection = TraitCollection()

    /// Values set on this view itself (explicit, or frozen by static skinning); they win over all else.
    var explicitValues: [ThemeProperty: ThemeValue] = [:]
    /// Values from the window's appearance rules, applied when the view attached.
    private var appearance: [ThemeProperty: ThemeValue] = [:]

    /// Seed 000's `refreshSkin`: runs with this view when it attaches (or at once, when set on an
    /// attached view) and again after every skin, trait or contents change, before the view is next
    /// laid out or drawn — so a change costs nothing for rows of a long list that are scrolled out
    /// of sight until they come back. Nothing holds the view for it: a freed view is never called.
    /// (Any other object subscribes with `SkinStore.refreshSkin`, which runs at once on each change.)
    public var refreshSkin: ((View) -> Void)? {
        didSet {
            refreshedGeneration = -1
            refreshIfNeeded()
        }
    }
    /// The window's change generation this view's `refreshSkin` last ran in.
    @exclusivity(unchecked) private var refreshedGeneration = -1

    public init() {}

    /// The type name used for appearance rules and the skin's Style section (`Button`, `Label`, …).
    /// `_typeName` gives what `String(describing:)` gives for a class without its dynamic casts
    /// (each first cast scans every protocol conformance of the binary: ~10 % of a `shot`).
    open class var typeName: String { _typeName(self, qualified: false) }
    /// `typeName` of this view's class, worked out once: every themed property of every draw asks for it.
    private lazy var styleTypeName: String = type(of: self).typeName

    /// True for controls that keyboard focus can land on.
    open var isFocusable: Bool { false }
    /// Set by the page's focus handling.
    public var isFocused = false

    // MARK: Tree

    /// Adds a subview; when this view is attached, the subview attaches too (appearance applied now).
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        subviewsVersion &+= 1
        view.superview = self
        if let window { view.attach(to: window) }
    }

    public func addSubviews(_ views: [View]) { views.forEach(addSubview) }

    /// Adds a subview at `index` in drawing order (0: beneath all others).
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        subviewsVersion &+= 1
        view.superview = self
        if let window { view.attach(to: window) }
    }

    /// Removes this view from its parent; it detaches from the window with its subtree.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        parent.subviewsVersion &+= 1
        superview = nil
        if window != nil { detach() }
    }

    func attach(to window: Window) {
        self.window = window
        let inherited = superview?.traitCollection ?? window.store.traits
        traitCollection = inherited.applying(overrideTraits)
        appearance = window.appearance.values(for: self)
        refreshedGeneration = -1
        refreshIfNeeded()
        for subview in subviews { subview.attach(to: window) }
        didAttach()
    }

    func detach() {
        window = nil
        appearance = [:]
        for subview in subviews { subview.detach() }
    }

    /// Called after this view attached to a window (like `didMoveToWindow`).
    open func didAttach() {}

    /// Runs `refreshSkin` when the window changed since it last ran; containers call it before
    /// laying a child out, and `render` before drawing.
    public func refreshIfNeeded() {
        guard let refreshSkin, let window, refreshedGeneration != window.changeGeneration else { return }
        refreshedGeneration = window.changeGeneration
        refreshSkin(self)
    }

    // MARK: Traits

    /// Recomputes traits from the parent's and tells every view whose traits really changed.
    func updateTraits(inherited: TraitCollection) {
        let previous = traitCollection
        let traits = overrideTraits.isEmpty ? inherited : inherited.applying(overrideTraits)
        traitCollection = traits
        if traits != previous {
            traitChangeCount += 1
            traitCollectionDidChange(previous)
        }
        // A leaf (most rows of a long list) has nothing more to walk.
        guard !subviews.isEmpty else { return }
        let current = traitCollection
        // A copy of the list, holding each subview strongly: a `traitCollectionDidChange` that
        // removes views cannot pull one away (or free it) mid-walk.
        for subview in subviews {
            subview.updateTraits(inherited: current)
        }
    }

    /// How many times `traitCollectionDidChange` was called on this view (the inspector shows it).
    @exclusivity(unchecked) public private(set) var traitChangeCount = 0

    /// Called when this attached view's resolved traits changed (not when they stayed the same).
    open func traitCollectionDidChange(_ previous: TraitCollection?) {}

    // MARK: Skinnable properties

    /// The themed properties this widget type draws with, declared once (see `PropertyDeclaration`).
    /// Subclasses add theirs to their superclass's with `PropertyDeclarations.adding`.
    open class var declarations: PropertyDeclarations { Self.baseDeclarations }
    private static let baseDeclarations = PropertyDeclarations([.color(.backgroundColor, nil)])

    /// The control states this widget type can be drawn in; freezing reads every one of them.
    open class var controlStates: [ControlState] { [.normal] }

    /// The state drawn now; state-dependent properties read their value for it.
    open var controlState: ControlState { .normal }

    /// Sets a property explicitly (wins over appearance and Style); nil clears it.
    public func setColor(_ color: ThemedColor?, for property: ThemeProperty) { explicitValues[property] = color.map(ThemeValue.color) }
    public func setFont(_ font: ThemedFont?, for property: ThemeProperty) { explicitValues[property] = font.map(ThemeValue.font) }
    public func setImage(_ image: ThemedImage?, for property: ThemeProperty) { explicitValues[property] = image.map(ThemeValue.image) }

    /// The explicit value of a property, if one is set.
    public func explicitColor(_ property: ThemeProperty) -> ThemedColor? { explicitValues[property].flatMap(RGBColor.themed(from:)) }
    public func explicitFont(_ property: ThemeProperty) -> ThemedFont? { explicitValues[property].flatMap(SkinFont.themed(from:)) }
    public func explicitImage(_ property: ThemeProperty) -> ThemedImage? { explicitValues[property].flatMap(SkinImage.themed(from:)) }

    /// The background; nil keeps what the parent drew (unless the widget type declares a default).
    public var backgroundColor: ThemedColor? {
        get { explicitColor(.backgroundColor) }
        set { setColor(newValue, for: .backgroundColor) }
    }

    /// A color property in `state` (default: the current one), by precedence: explicit, appearance,
    /// skin Style, then the declared default; nil when none applies.
    public func color(_ property: ThemeProperty, state: ControlState? = nil, in context: DrawContext) -> Resolved<RGBColor>? {
        resolve(property, state: state ?? controlState, in: context)
    }

    /// A font property by the same precedence; the body font when nothing applies.
    /// The declared font type (bold, italic) is applied to a system font (one with no name).
    public func font(_ property: ThemeProperty, state: ControlState? = nil, in context: DrawContext) -> Resolved<SkinFont> {
        var found =
            resolve(property, state: state ?? controlState, in: context)
            ?? Resolved(value: SkinFont.missingValue, key: nil, variant: .any, definedBy: nil, isLive: false)
        if let type = Self.declarations[property]?.fontType, type != .regular { found.value = found.value.applying(type) }
        return found
    }

    /// An image property by the same precedence.
    public func image(_ property: ThemeProperty, state: ControlState? = nil, in context: DrawContext) -> Resolved<SkinImage>? {
        resolve(property, state: state ?? controlState, in: context)
    }

    /// Where a property's value comes from in `state`, unresolved: explicit, appearance and Style for
    /// the state's own property, then the state's declared key, then the normal state's value.
    func themed<Value: ThemeResolvable>(_ property: ThemeProperty, state: ControlState, in context: DrawContext) -> Themed<Value>? {
        let declaration = Self.declarations[property]
        if state != .normal {
            if let own: Themed<Value> = setValue(property.forState(state), in: context) { return own }
            if let key = declaration?.defaultKeys[state] { return .skin(key) }
        }
        if let own: Themed<Value> = setValue(property, in: context) { return own }
        return declaration?.defaultKeys[.normal].map { .skin($0) }
    }

    private func resolve<Value: ThemeResolvable>(_ property: ThemeProperty, state: ControlState, in context: DrawContext) -> Resolved<Value>? {
        // A view that sets nothing itself and has no appearance rule resolves a property exactly as
        // every view of its type in the same state and traits does: once per store change, from
        // the Style cache's table, instead of hashing its type, property and skin key again.
        if explicitValues.isEmpty, appearance.isEmpty, let styles = context.styles, let store = context.store, styles.store === store {
            let key = ResolvedValueKey(type: ObjectIdentifier(type(of: self)), property: property, state: state, traits: traitCollection)
            if let known: Resolved<Value>? = styles.resolved(key) { return known }
            let value: Themed<Value>? = themed(property, state: state, in: context)
            let found = value?.resolve(traits: traitCollection, store: store)
            styles.remember(found, for: key)
            return found
        }
        let value: Themed<Value>? = themed(property, state: state, in: context)
        return value?.resolve(traits: traitCollection, store: context.store)
    }

    /// A value set for exactly `property`: explicitly, by an appearance rule, or by the skin's Style.
    private func setValue<Value: ThemeResolvable>(_ property: ThemeProperty, in context: DrawContext) -> Themed<Value>? {
        // Most views set nothing and have no appearance rule: an empty table is not hashed into.
        if !explicitValues.isEmpty, let explicit = explicitValues[property] { return Value.themed(from: explicit) }
        if !appearance.isEmpty, let rule = appearance[property], let value = Value.themed(from: rule) { return value }
        if let style = context.style(styleTypeName, property), let dynamic = Value.dynamic(fromStyle: style) {
            return .dynamic(dynamic, key: "Style.\(styleTypeName).\(property)")
        }
        return nil
    }

    // MARK: Layout and drawing

    /// The size the content needs when given at most `maxWidth` columns.
    open func intrinsicSize(maxWidth: Int) -> Size { Size(width: 0, height: 0) }

    /// This view as a `FlexibleHeight` (a conforming class returns `self`), asked by the layouts
    /// instead of an `as? any FlexibleHeight` cast, whose first use per class scans every protocol
    /// conformance of the binary (`FlexibleHeightTests` holds the two to the same answer).
    open var flexibleHeight: (any FlexibleHeight)? { nil }

    /// Positions subviews inside `frame`; the base view lays out nothing.
    open func layoutSubviews() {}

    /// Draws this view's own content (not its subviews) into `canvas`, inside `clip`.
    open func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {}

    /// Draws the background, the content, then the subviews, all clipped to the frame.
    public func render(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard !isHidden else { return }
        refreshIfNeeded()
        let area = clip.intersection(frame)
        guard !area.isEmpty else { return }
        // The one place a view's background is composited (a widget's `draw` never fills it again).
        if let background = color(.backgroundColor, in: context) {
            canvas.fill(frame, background: background.value, key: background.key, clip: area)
        }
        draw(in: &canvas, clip: area, context: context)
        renderSubviews(in: &canvas, clip: area, context: context)
    }

    /// Draws the subviews in order; a container may draw only the ones it knows are visible.
    open func renderSubviews(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        for subview in subviews { subview.render(in: &canvas, clip: clip, context: context) }
    }

    /// Every view of the subtree in drawing order (this view first), gathered into one array.
    public var allViews: [View] {
        var views: [View] = []
        appendSubtree(to: &views)
        return views
    }

    private func appendSubtree(to views: inout [View]) {
        views.append(self)
        for subview in subviews { subview.appendSubtree(to: &views) }
    }

    /// Whether this view or one below it satisfies `predicate`: a walk that stops at the first,
    /// building no list (asked once per frame).
    public func subtreeContains(where predicate: (View) -> Bool) -> Bool {
        if predicate(self) { return true }
        for subview in subviews where subview.subtreeContains(where: predicate) { return true }
        return false
    }
}
