import SkinKit

/// A node of the widget tree: frame, subviews, traits flowing down from the window with per-subtree
/// overrides, skinnable properties (explicit > appearance > skin Style > widget default) and drawing.
open class View {
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    /// The window this view is attached to, through its ancestors; nil when detached.
    public private(set) weak var window: Window?
    /// Position and size in window coordinates, set by layout.
    public var frame: Rect = .zero
    public var width: Dimension = .fill
    public var height: Dimension = .fit
    public var isHidden = false
    /// Traits this view forces on itself and its subtree (seed 004's `overrideUserInterfaceStyle`).
    public var overrideTraits = TraitOverrides() {
        didSet { if let parentTraits = superview?.traitCollection ?? window?.store.traits { updateTraits(inherited: parentTraits) } }
    }
    /// The traits values resolve against: the parent's with this view's overrides applied.
    public private(set) var traitCollection = TraitCollection()
    /// How many times `traitCollectionDidChange` ran (for tests and the inspector).
    public private(set) var traitChangeCount = 0

    var explicitColors: [ThemeProperty: ThemedColor] = [:]
    var explicitFonts: [ThemeProperty: ThemedFont] = [:]
    var explicitImages: [ThemeProperty: ThemedImage] = [:]
    private var appearance: [ThemeProperty: AppearanceRegistry.Value] = [:]

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
    private var refreshedGeneration = -1

    public init() {}

    /// The type name used for appearance rules and the skin's Style section (`Button`, `Label`, …).
    open class var typeName: String { String(describing: self) }

    /// True for controls that keyboard focus can land on.
    open var isFocusable: Bool { false }
    /// Set by the page's focus handling.
    public var isFocused = false

    // MARK: Tree

    /// Adds a subview; when this view is attached, the subview attaches too (appearance applied now).
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        if let window { view.attach(to: window) }
    }

    public func addSubviews(_ views: [View]) { views.forEach(addSubview) }

    /// Removes this view from its parent; it detaches from the window with its subtree.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
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
        traitCollection = inherited.applying(overrideTraits)
        if traitCollection != previous {
            traitChangeCount += 1
            traitCollectionDidChange(previous)
        }
        let traits = traitCollection
        for index in subviews.indices {
            unowned(unsafe) let subview = subviews[index]  // kept alive by `subviews`; no retain per view
            subview.updateTraits(inherited: traits)
        }
    }

    /// Called when this attached view's resolved traits changed (not when they stayed the same).
    open func traitCollectionDidChange(_ previous: TraitCollection?) {}

    // MARK: Skinnable properties

    /// Sets a color property explicitly (wins over appearance and Style); nil clears it.
    public func setColor(_ color: ThemedColor?, for property: ThemeProperty) { explicitColors[property] = color }
    public func setFont(_ font: ThemedFont?, for property: ThemeProperty) { explicitFonts[property] = font }
    public func setImage(_ image: ThemedImage?, for property: ThemeProperty) { explicitImages[property] = image }

    /// The background; nil keeps what the parent drew.
    public var backgroundColor: ThemedColor? {
        get { explicitColors[.backgroundColor] }
        set { explicitColors[.backgroundColor] = newValue }
    }

    /// A color property resolved by precedence: explicit, appearance, skin Style, then `fallback`.
    public func resolveColor(_ property: ThemeProperty, default fallback: ThemedColor?, in context: DrawContext) -> Resolved<RGBColor>? {
        if let explicit = explicitColors[property] { return explicit.resolve(traits: traitCollection, store: context.store) }
        if case .color(let value)? = appearance[property] { return value.resolve(traits: traitCollection, store: context.store) }
        if case .color(let dynamic)? = context.style(Self.typeName, property) {
            return ThemedColor.dynamic(dynamic, key: "Style.\(Self.typeName).\(property)").resolve(traits: traitCollection, store: context.store)
        }
        return fallback?.resolve(traits: traitCollection, store: context.store)
    }

    /// A font property resolved by the same precedence.
    public func resolveFont(_ property: ThemeProperty, default fallback: ThemedFont, in context: DrawContext) -> Resolved<SkinFont> {
        if let explicit = explicitFonts[property] { return explicit.resolve(traits: traitCollection, store: context.store) }
        if case .font(let value)? = appearance[property] { return value.resolve(traits: traitCollection, store: context.store) }
        if case .font(let dynamic)? = context.style(Self.typeName, property) {
            return ThemedFont.dynamic(dynamic, key: "Style.\(Self.typeName).\(property)").resolve(traits: traitCollection, store: context.store)
        }
        return fallback.resolve(traits: traitCollection, store: context.store)
    }

    /// An image property resolved by the same precedence.
    public func resolveImage(_ property: ThemeProperty, default fallback: ThemedImage?, in context: DrawContext) -> Resolved<SkinImage>? {
        if let explicit = explicitImages[property] { return explicit.resolve(traits: traitCollection, store: context.store) }
        if case .image(let value)? = appearance[property] { return value.resolve(traits: traitCollection, store: context.store) }
        return fallback?.resolve(traits: traitCollection, store: context.store)
    }

    /// The color properties this view draws with, for the inspector: property → default.
    open var colorProperties: [(ThemeProperty, ThemedColor?)] { [(.backgroundColor, nil)] }

    /// The font properties this view draws with: property → default.
    open var fontProperties: [(ThemeProperty, ThemedFont)] { [] }

    // MARK: Layout and drawing

    /// The size the content needs when given at most `maxWidth` columns.
    open func intrinsicSize(maxWidth: Int) -> Size { Size(width: 0, height: 0) }

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
        if let background = resolveColor(.backgroundColor, default: nil, in: context) {
            canvas.fill(frame, background: background.value, key: background.key, clip: area)
        }
        draw(in: &canvas, clip: area, context: context)
        renderSubviews(in: &canvas, clip: area, context: context)
    }

    /// Draws the subviews in order; a container may draw only the ones it knows are visible.
    open func renderSubviews(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        for subview in subviews { subview.render(in: &canvas, clip: clip, context: context) }
    }

    /// Every view of the subtree in drawing order (this view first).
    public var allViews: [View] { [self] + subviews.flatMap(\.allViews) }
}
