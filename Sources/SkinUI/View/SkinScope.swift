import SkinKit

/// A subtree drawn with another store's skin and traits — JHTheme applying a non-current theme to
/// one object. Skin keys, dynamic values, the Style section, appearance rules' skin keys and images
/// inside it resolve against `store`; its style and contrast are the store's (the color depth still
/// flows from the window). A change of `store` re-attaches the subtree, as moving it to a window
/// would: `refreshSkin` closures run again and read the scope's store through `skinStore`.
public final class SkinScope: View {
    /// The store the subtree reads; owned by whoever made the scope (it may be shared).
    public let store: SkinStore
    private let styles: StyleCache
    private var observation: SkinObservation?

    public init(store: SkinStore, _ content: View) {
        self.store = store
        styles = StyleCache(store: store)
        super.init()
        height = .fill
        addSubview(content)
        applyStoreTraits()
        observation = store.addObserver { [weak self] _ in self?.storeDidChange() }
    }

    public override var skinStore: SkinStore? { store }

    /// The context the subtree is drawn in (its store and Style section); static values are read in it.
    var drawContext: DrawContext { DrawContext(store: store, styles: styles) }

    private func storeDidChange() {
        styles.invalidate()
        applyStoreTraits()
        guard let window else { return }
        for subview in subviews { subview.attach(to: window) }
    }

    /// The subtree takes the store's style and contrast, whatever the window's are.
    private func applyStoreTraits() {
        let traits = store.traits
        let overrides = TraitOverrides(userInterfaceStyle: traits.effectiveStyle, contrast: traits.contrast)
        if overrides != overrideTraits { overrideTraits = overrides }
    }

    /// Fills the scope with its content.
    public override func layoutSubviews() {
        for subview in subviews where !subview.isHidden {
            subview.refreshIfNeeded()
            subview.frame = frame
            subview.layoutSubviews()
        }
    }

    public override func intrinsicSize(maxWidth: Int) -> Size {
        subviews.first { !$0.isHidden }?.intrinsicSize(maxWidth: maxWidth) ?? Size(width: 0, height: 0)
    }

    /// The subtree draws with the scope's store and its Style section.
    public override func renderSubviews(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        super.renderSubviews(in: &canvas, clip: clip, context: DrawContext(store: store, styles: styles, animationFrame: context.animationFrame))
    }
}
