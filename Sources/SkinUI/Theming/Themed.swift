import SkinKit

/// A resource a skin provides by key: colors, fonts and images.
public protocol SkinResource: Sendable {
    /// The store's value for `key` in its current skin.
    static func lookup(_ key: String, in store: SkinStore) -> SkinLookup<Self>
    /// Shown when there is no store to ask (a view not attached to a window).
    static var missingValue: Self { get }
}

extension RGBColor: SkinResource {
    public static func lookup(_ key: String, in store: SkinStore) -> SkinLookup<RGBColor> { store.lookupColor(key) }
    public static var missingValue: RGBColor { SkinStore.missingColor }
}

extension SkinFont: SkinResource {
    public static func lookup(_ key: String, in store: SkinStore) -> SkinLookup<SkinFont> { store.lookupFont(key) }
    public static var missingValue: SkinFont { .body }
}

extension SkinImage: SkinResource {
    public static func lookup(_ key: String, in store: SkinStore) -> SkinLookup<SkinImage> { store.lookupImage(key) }
    public static var missingValue: SkinImage { .placeholder }
}

/// How a widget property gets its value — the three ways the seeds skin a view:
/// - `fixed`: read once (static skinning); stays until someone sets it again.
/// - `dynamic`: a value with variants, resolved against the view's traits at every render.
/// - `skin`: a skin key, resolved against the store's current skin and the view's traits at every
///   render, so it follows skin switches without any closure.
///
/// `Value` is a `SkinResource` wherever it is resolved; the type itself asks only `Sendable` (no
/// check at run time), so that making `Themed<RGBColor>` at start does not scan every protocol
/// conformance of the binary for `RGBColor: SkinResource`.
public enum Themed<Value: Sendable>: Sendable {
    case fixed(Value, key: String? = nil)
    case dynamic(Dynamic<Value>, key: String? = nil)
    case skin(String)

    /// The skin key, when there is one.
    public var key: String? {
        switch self {
        case .fixed(_, let key), .dynamic(_, let key): return key
        case .skin(let key): return key
        }
    }
}

extension Themed where Value: SkinResource {
    /// The value now, with the skin key behind it (for the inspector and the cell's key).
    public func resolve(traits: TraitCollection, store: SkinStore?) -> Resolved<Value> {
        switch self {
        case .fixed(let value, let key):
            return Resolved(value: value, key: key, variant: .any, definedBy: nil, isLive: false)
        case .dynamic(let dynamic, let key):
            let (value, variant) = dynamic.resolveVariant(in: traits)
            return Resolved(value: value, key: key, variant: variant, definedBy: nil, isLive: true)
        case .skin(let key):
            guard let store else {
                return Resolved(value: Value.missingValue, key: key, variant: .any, definedBy: nil, isLive: true)
            }
            let lookup = Value.lookup(key, in: store)
            let (value, variant) = lookup.value.resolveVariant(in: traits)
            return Resolved(value: value, key: key, variant: variant, definedBy: lookup.definedBy, isLive: true)
        }
    }
}

/// A resolved property value with where it came from.
public struct Resolved<Value: Sendable>: Sendable {
    public var value: Value
    public var key: String?
    public var variant: DynamicVariant
    /// The skin that defined the key (nil for values not read from the store at render time).
    public var definedBy: String?
    /// False for a static value read once.
    public var isLive: Bool
}

public typealias ThemedColor = Themed<RGBColor>
public typealias ThemedFont = Themed<SkinFont>
public typealias ThemedImage = Themed<SkinImage>

extension SkinStore {
    /// A static read of a color key: resolved now, keeps its key for the inspector.
    public func staticColor(_ key: String, traits: TraitCollection? = nil) -> ThemedColor {
        .fixed(resolvedColor(key, traits: traits), key: key)
    }

    /// A static read of a font key.
    public func staticFont(_ key: String, traits: TraitCollection? = nil) -> ThemedFont {
        .fixed(font(key).resolve(in: traits ?? self.traits), key: key)
    }

    /// A static read of an image key.
    public func staticImage(_ key: String, traits: TraitCollection? = nil) -> ThemedImage {
        .fixed(image(key).resolve(in: traits ?? self.traits), key: key)
    }
}
