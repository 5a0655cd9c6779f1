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
/// the store's `changeCount` stays the same. A switch of skin or traits keeps them (the traits are
/// in each key): a skin's values are put aside and taken back when that skin is shown again, for
/// the last `keptSkins` skins, until the skins' contents change.
final class StyleCache {
    let store: SkinStore
    private var cache: [String: [String: StyleValue]] = [:]
    private var resolvedValues: [ResolvedValueKey: ResolvedValue] = [:]
    /// The store's `changeCount` the resolved values were read in (or carried to by `storeSwitched`).
    private var resolvedChangeCount = -1
    /// The skin the resolved values were read in.
    private var resolvedSkin = ""
    /// Values resolved in skins shown before, the most recent last.
    private var otherSkins: [(name: String, values: [ResolvedValueKey: ResolvedValue])] = []
    /// How many skins' values are put aside (the picker steps through thousands of skins).
    static let keptSkins = 16

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
            // The store changed without `storeSwitched` (a downloaded image): nothing kept holds.
            resolvedValues.removeAll(keepingCapacity: true)
            otherSkins.removeAll()
            resolvedChangeCount = store.changeCount
            resolvedSkin = store.currentSkinName
        }
        resolvedValues[key] = Value.entry(value)
    }

    func style(for typeName: String) -> [String: StyleValue] {
        if let cached = cache[typeName] { return cached }
        let style = store.style(for: typeName)
        cache[typeName] = style
        return style
    }

    /// The store selected another skin or traits and nothing in the skins changed (its observers
    /// call this): the resolved values stay valid; on a skin switch the current skin's are put
    /// aside and the new skin's, if kept, taken back.
    func storeSwitched() {
        cache.removeAll(keepingCapacity: true)
        knownHasStyles = nil
        // Valid only if they were for the state just before this change.
        guard resolvedChangeCount == store.changeCount - 1 else {
            resolvedValues.removeAll(keepingCapacity: true)
            otherSkins.removeAll()
            return
        }
        let name = store.currentSkinName
        if name != resolvedSkin {
            otherSkins.removeAll { $0.name == resolvedSkin }
            if !resolvedValues.isEmpty { otherSkins.append((resolvedSkin, resolvedValues)) }
            if otherSkins.count > Self.keptSkins { otherSkins.removeFirst(otherSkins.count - Self.keptSkins) }
            if let index = otherSkins.firstIndex(where: { $0.name == name }) {
                resolvedValues = otherSkins.remove(at: index).values
            } else {
                resolvedValues = [:]
            }
            resolvedSkin = name
        }
        resolvedChangeCount = store.changeCount
    }

    /// The skins' contents changed: everything is read again.
    func invalidate() {
        cache.removeAll(keepingCapacity: true)
        resolvedValues.removeAll(keepingCapacity: true)
        otherSkins.removeAll()
        resolvedChangeCount = -1
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
