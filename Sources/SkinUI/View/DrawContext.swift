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
        guard let styles, styles.hasStyles else { return nil }
        let table = styles.style(for: typeName)
        return table.isEmpty ? nil : table[property.name]
    }
}

/// The current skin's Style section per widget type, computed once per skin rather than per draw,
/// and the properties resolved for views that set nothing themselves (`View.resolve`), kept while
/// the store's `changeCount` stays the same.
final class StyleCache {
    let store: SkinStore
    private var cache: [String: [String: StyleValue]] = [:]
    private var resolvedValues: [ResolvedValueKey: ResolvedValue] = [:]
    /// The store's `changeCount` the resolved values were read in.
    private var resolvedChangeCount = -1

    /// Whether the current skin or `default` has a Style section at all (most skins have none:
    /// then no widget type's name is hashed to find nothing).
    private var knownHasStyles: Bool?

    init(store: SkinStore) { self.store = store }

    var hasStyles: Bool {
        if let knownHasStyles { return knownHasStyles }
        let found = !store.catalog.defaultSkin.styles.isEmpty || !store.currentSkin.styles.isEmpty
        knownHasStyles = found
        return found
    }

    /// A property resolved earlier in the store's current state: `.some(nil)` when it resolved to
    /// nothing, nil when not known yet.
    func resolved<Value: ThemeResolvable>(_ key: ResolvedValueKey) -> Resolved<Value>?? {
        guard resolvedChangeCount == store.changeCount, let entry = resolvedValues[key] else { return nil }
        return Value.resolved(from: entry)
    }

    func remember<Value: ThemeResolvable>(_ value: Resolved<Value>?, for key: ResolvedValueKey) {
        if resolvedChangeCount != store.changeCount {
            resolvedValues.removeAll(keepingCapacity: true)
            resolvedChangeCount = store.changeCount
        }
        resolvedValues[key] = Value.entry(value)
    }

    func style(for typeName: String) -> [String: StyleValue] {
        if let cached = cache[typeName] { return cached }
        let style = store.style(for: typeName)
        cache[typeName] = style
        return style
    }

    func invalidate() {
        cache.removeAll(keepingCapacity: true)
        resolvedValues.removeAll(keepingCapacity: true)
        knownHasStyles = nil
    }
}

/// What a property resolves from for a view that sets nothing itself: its type, the property, the
/// control state and its traits.
struct ResolvedValueKey: Hashable {
    let type: ObjectIdentifier
    let property: ThemeProperty
    let state: ControlState
    let traits: TraitCollection

    /// Hashes the parts that tell entries apart in practice (equality still compares all traits):
    /// the type, the property's precomputed hash, the state and the traits' style and contrast.
    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(property)
        let stateNumber: Int
        switch state {
        case .normal: stateNumber = 0
        case .highlighted: stateNumber = 1
        case .disabled: stateNumber = 2
        case .focused: stateNumber = 3
        }
        hasher.combine(stateNumber << 2 | (traits.effectiveStyle == .dark ? 2 : 0) | (traits.contrast == .high ? 1 : 0))
    }
}

/// A resolved property of any resource kind, as `StyleCache` keeps it.
enum ResolvedValue {
    case color(Resolved<RGBColor>?)
    case font(Resolved<SkinFont>?)
    case image(Resolved<SkinImage>?)
}
