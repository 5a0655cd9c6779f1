/// A value with light, dark and high-contrast variants, or computed by a provider from the traits
/// (FluentDarkModeKit's dynamic proxies; UIKit's `colorWithDynamicProvider`).
public struct Dynamic<Value: Sendable>: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        case constant(Value)
        indirect case variants(light: Value, dark: Value, lightHighContrast: Value?, darkHighContrast: Value?)
        case provider(@Sendable (TraitCollection) -> Value)
    }

    @usableFromInline
    let storage: Storage

    /// A value that is the same in every trait collection.
    public init(_ value: Value) { storage = .constant(value) }

    /// A value with a light and a dark variant, and optional high-contrast ones.
    public init(light: Value, dark: Value, lightHighContrast: Value? = nil, darkHighContrast: Value? = nil) {
        storage = .variants(light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast)
    }

    /// A value computed from the traits each time it is resolved.
    public init(provider: @escaping @Sendable (TraitCollection) -> Value) { storage = .provider(provider) }

    /// True when the value may differ between trait collections.
    public var isDynamic: Bool {
        if case .constant = storage { return false }
        return true
    }

    /// The value for `traits`.
    @inlinable
    public func resolve(in traits: TraitCollection) -> Value { resolveVariant(in: traits).value }

    /// The value for `traits` and which variant supplied it (for the inspector).
    @inlinable
    public func resolveVariant(in traits: TraitCollection) -> (value: Value, variant: DynamicVariant) {
        switch storage {
        case .constant(let value):
            return (value, .any)
        case .provider(let provider):
            return (provider(traits), .provider)
        case .variants(let light, let dark, let lightHighContrast, let darkHighContrast):
            let high = traits.contrast == .high
            if traits.effectiveStyle == .dark {
                if high, let darkHighContrast { return (darkHighContrast, .darkHighContrast) }
                return (dark, .dark)
            }
            if high, let lightHighContrast { return (lightHighContrast, .lightHighContrast) }
            return (light, .light)
        }
    }

    /// A value derived from this one that stays dynamic (like a dynamic color's `withAlphaComponent`).
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Value) -> Other) -> Dynamic<Other> {
        switch storage {
        case .constant(let value):
            return Dynamic<Other>(transform(value))
        case .variants(let light, let dark, let lightHighContrast, let darkHighContrast):
            return Dynamic<Other>(
                light: transform(light), dark: transform(dark),
                lightHighContrast: lightHighContrast.map(transform),
                darkHighContrast: darkHighContrast.map(transform))
        case .provider(let provider):
            return Dynamic<Other>(provider: { transform(provider($0)) })
        }
    }

    /// Combines two dynamic values into one that resolves both in the same traits.
    public func combined<Other: Sendable, Result: Sendable>(
        with other: Dynamic<Other>, _ combine: @escaping @Sendable (Value, Other) -> Result
    ) -> Dynamic<Result> {
        if case .constant(let a) = storage, case .constant(let b) = other.storage { return Dynamic<Result>(combine(a, b)) }
        let this = self
        return Dynamic<Result>(provider: { traits in combine(this.resolve(in: traits), other.resolve(in: traits)) })
    }
}

/// Which variant of a dynamic value a resolve chose.
public enum DynamicVariant: String, Sendable, Hashable {
    case any, light, dark, lightHighContrast, darkHighContrast, provider
}

extension Dynamic where Value == RGBColor {
    /// The same color with another alpha, still dynamic.
    public func withAlpha(_ alpha: Double) -> Dynamic<RGBColor> { map { $0.withAlpha(alpha) } }
    /// Mixed with another dynamic color, still dynamic.
    public func blended(with other: Dynamic<RGBColor>, fraction: Double) -> Dynamic<RGBColor> {
        combined(with: other) { $0.blended(with: $1, fraction: fraction) }
    }
    /// Lighter by `amount`, still dynamic.
    public func lighter(by amount: Double) -> Dynamic<RGBColor> { map { $0.lighter(by: amount) } }
    /// Darker by `amount`, still dynamic.
    public func darker(by amount: Double) -> Dynamic<RGBColor> { map { $0.darker(by: amount) } }
}

extension Dynamic: Equatable where Value: Equatable {
    /// Constant and variant values compare by content; providers never compare equal.
    public static func == (lhs: Dynamic, rhs: Dynamic) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.constant(let a), .constant(let b)): return a == b
        case (.variants(let a1, let a2, let a3, let a4), .variants(let b1, let b2, let b3, let b4)):
            return a1 == b1 && a2 == b2 && a3 == b3 && a4 == b4
        default: return false
        }
    }
}
