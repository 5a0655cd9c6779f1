import SkinKit

/// What a view needs while drawing: the store for skin keys and the window's Style cache.
public struct DrawContext {
    public let store: SkinStore?
    let styles: StyleCache?
    /// The step of running animations (an activity indicator's spinner); only the terminal
    /// advances it, so screenshots show step 0.
    public var animationFrame = 0

    init(store: SkinStore?, styles: StyleCache?, animationFrame: Int = 0) {
        self.store = store
        self.styles = styles
        self.animationFrame = animationFrame
    }

    /// The Style section's value for a widget type and property in the current skin.
    func style(_ typeName: String, _ property: ThemeProperty) -> StyleValue? {
        styles?.style(for: typeName)[property.name]
    }
}

/// The current skin's Style section per widget type, computed once per skin rather than per draw.
final class StyleCache {
    private let store: SkinStore
    private var cache: [String: [String: StyleValue]] = [:]

    init(store: SkinStore) { self.store = store }

    func style(for typeName: String) -> [String: StyleValue] {
        if let cached = cache[typeName] { return cached }
        let style = store.style(for: typeName)
        cache[typeName] = style
        return style
    }

    func invalidate() { cache.removeAll(keepingCapacity: true) }
}
