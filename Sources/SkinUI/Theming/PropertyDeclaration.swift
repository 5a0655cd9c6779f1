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
    /// For a color a person must read or see: how legible it must be and what it is drawn on
    /// (lint's contrast and palette checks read this); nil for backgrounds and tracks.
    public let legibility: Legibility?
    /// For a color that tells a state apart (a switch's on track from its off track): the property
    /// it must stay distinguishable from, for every vision (lint's `vision-collapse` reads this).
    public var apartFrom: ThemeProperty?

    /// What a foreground color is drawn on, and the WCAG 2.x AA ratio it needs there.
    public struct Legibility: Sendable, Hashable {
        /// Text needs 4.5:1; large text and UI parts (a thumb, a focus mark, an icon) need 3:1.
        public enum Role: Sendable, Hashable { case text, part }
        public let role: Role
        /// The widget's own properties it is drawn on (each in turn, e.g. a segment's normal and
        /// selected backgrounds); empty: whatever its container shows.
        public let backgrounds: [ThemeProperty]
        /// The states it is drawn in (nil: all the widget's states), e.g. a focus mark never shows
        /// on a disabled button, which takes no focus.
        public var drawnIn: [ControlState]? = nil
        public var minimumRatio: Double { role == .text ? 4.5 : 3.0 }
    }

    /// For a font: the type the widget asks it in.
    public var fontType: SkinFontType = .regular

    public init(_ property: ThemeProperty, kind: Kind, defaultKeys: [ControlState: String], legibility: Legibility? = nil) {
        self.property = property
        self.kind = kind
        self.defaultKeys = defaultKeys
        self.legibility = legibility
    }

    /// A color property; `key` is its normal-state default (nil: none, e.g. a background that
    /// keeps what the parent drew), `states` the keys of other states.
    public static func color(
        _ property: ThemeProperty, _ key: String?, states: [ControlState: String] = [:],
        apartFrom other: ThemeProperty? = nil
    ) -> Self {
        var declaration = Self(property, kind: .color, defaultKeys: Self.keys(key, states))
        declaration.apartFrom = other
        return declaration
    }

    /// A color read as text on `backgrounds` (the widget's own properties; none: the container's).
    public static func text(
        _ property: ThemeProperty, _ key: String, states: [ControlState: String] = [:],
        on backgrounds: ThemeProperty...
    ) -> Self {
        Self(property, kind: .color, defaultKeys: Self.keys(key, states), legibility: Legibility(role: .text, backgrounds: backgrounds))
    }

    /// A color of a UI part that must be seen (3:1) on `backgrounds`.
    public static func part(
        _ property: ThemeProperty, _ key: String, states: [ControlState: String] = [:],
        drawnIn: [ControlState]? = nil, on backgrounds: ThemeProperty...
    ) -> Self {
        Self(
            property, kind: .color, defaultKeys: Self.keys(key, states),
            legibility: Legibility(role: .part, backgrounds: backgrounds, drawnIn: drawnIn))
    }

    /// The default key in `state` (the normal one when the state has none).
    public func defaultKey(in state: ControlState) -> String? { defaultKeys[state] ?? defaultKeys[.normal] }

    /// A font property with its default font key and the type the widget asks it in (CJSkinSwift's
    /// `SkinFont(key, fontType)`: bold or italic applies to the system font only).
    public static func font(_ property: ThemeProperty, _ key: String?, type: SkinFontType = .regular) -> Self {
        var declaration = Self(property, kind: .font, defaultKeys: Self.keys(key, [:]))
        declaration.fontType = type
        return declaration
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
