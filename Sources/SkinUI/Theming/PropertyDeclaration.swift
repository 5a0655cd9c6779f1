import SkinKit

/// One themed property of a widget type, declared once: its name, the kind of resource it holds and
/// the skin key it reads by default in each control state. Drawing, freezing (static skinning), the
/// appearance proxy, the skin's Style section, the inspector and lint all read these declarations.
public struct PropertyDeclaration: Sendable, Hashable {
    /// The kind of skin resource a property holds.
    public enum Kind: String, Sendable, Hashable { case color, font, image }

    public let property: ThemeProperty
    public let kind: Kind
    /// The skin key read when nothing else sets the property, per state. A state without its own
    /// key falls back to the normal state's value (as UIKit does for `setTitleColor(_:for:)`).
    public let defaultKeys: [ControlState: String]

    public init(_ property: ThemeProperty, kind: Kind, defaultKeys: [ControlState: String]) {
        self.property = property
        self.kind = kind
        self.defaultKeys = defaultKeys
    }

    /// A color property; `key` is its normal-state default (nil: none, e.g. a background that
    /// keeps what the parent drew), `states` the keys of other states.
    public static func color(_ property: ThemeProperty, _ key: String?, states: [ControlState: String] = [:]) -> Self {
        Self(property, kind: .color, defaultKeys: Self.keys(key, states))
    }

    /// A font property with its default font key.
    public static func font(_ property: ThemeProperty, _ key: String?) -> Self {
        Self(property, kind: .font, defaultKeys: Self.keys(key, [:]))
    }

    /// An image property with its default image key (nil: the instance names its image).
    public static func image(_ property: ThemeProperty, _ key: String?) -> Self {
        Self(property, kind: .image, defaultKeys: Self.keys(key, [:]))
    }

    private static func keys(_ normal: String?, _ states: [ControlState: String]) -> [ControlState: String] {
        var keys = states
        if let normal { keys[.normal] = normal }
        return keys
    }

    /// Every skin key this declaration may read by default.
    public var allDefaultKeys: [String] { ControlState.allCases.compactMap { defaultKeys[$0] } }
}

/// A widget type's declarations, looked up by property name on every draw.
public struct PropertyDeclarations: Sendable {
    public let list: [PropertyDeclaration]
    private let byProperty: [ThemeProperty: PropertyDeclaration]

    public init(_ list: [PropertyDeclaration]) {
        self.list = list
        var table: [ThemeProperty: PropertyDeclaration] = [:]
        for declaration in list { table[declaration.property] = declaration }
        byProperty = table
    }

    /// These declarations followed by `more` (a later one with the same name replaces the earlier).
    public func adding(_ more: [PropertyDeclaration]) -> PropertyDeclarations {
        let replaced = Set(more.map(\.property))
        return PropertyDeclarations(list.filter { !replaced.contains($0.property) } + more)
    }

    public subscript(property: ThemeProperty) -> PropertyDeclaration? { byProperty[property] }
}
