import SkinKit

/// The root of a view tree: takes its traits from the store, owns the appearance rules, and renders
/// the tree into a Canvas. A skin or trait change is one pass: the Style cache is dropped, traits
/// flow down (calling `traitCollectionDidChange` where they changed), then the next render resolves.
public final class Window: View {
    public let store: SkinStore
    public let appearance: AppearanceRegistry
    let styles: StyleCache
    private var observation: SkinObservation?
    /// Counts the store's changes; views run their `refreshSkin` again when it moved on.
    public private(set) var changeGeneration = 0

    public init(store: SkinStore, appearance: AppearanceRegistry = AppearanceRegistry()) {
        self.store = store
        self.appearance = appearance
        self.styles = StyleCache(store: store)
        super.init()
        // The window's background is the canvas's initial fill (see `render(size:)`), not a second pass.
        attach(to: self)
        observation = store.addObserver { [weak self] change in self?.storeDidChange(change) }
    }

    private func storeDidChange(_ change: SkinChange) {
        changeGeneration += 1
        switch change.kind {
        case .traits:
            styles.storeSwitched()
            updateTraits(inherited: store.traits)
        case .skin:
            styles.storeSwitched()
        case .contents:
            styles.invalidate()
        }
    }

    /// The drawing context for this window's store.
    public var drawContext: DrawContext { DrawContext(store: store, styles: styles, animationFrame: animationFrame) }

    /// The step animations draw (see `DrawContext.animationFrame`).
    public var animationFrame = 0

    /// Lays out the subviews to fill the window, each stacked from the top.
    public override func layoutSubviews() {
        for subview in subviews where !subview.isHidden {
            subview.refreshIfNeeded()
            subview.frame = frame
            subview.layoutSubviews()
        }
    }

    /// Lays the tree out at `size` and draws it into a new canvas.
    public func render(size: Size) -> Canvas {
        frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        layoutSubviews()
        let base = store.resolvedColor("background").composited(over: .white)
        var canvas = Canvas(
            width: size.width, height: size.height,
            fill: Cell(character: " ", foreground: base, background: base, backgroundKey: "background"))
        render(in: &canvas, clip: canvas.bounds, context: drawContext)
        return canvas
    }

    /// Lays the tree out at the canvas's size and draws it over what the canvas already shows
    /// (a layer such as the previewer's overlays).
    public func render(over canvas: inout Canvas) {
        frame = canvas.bounds
        layoutSubviews()
        render(in: &canvas, clip: canvas.bounds, context: drawContext)
    }
}
