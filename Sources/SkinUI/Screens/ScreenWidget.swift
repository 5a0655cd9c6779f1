import SkinKit

/// One widget of a screen file, decoded: its kind, content, property overrides, how it is skinned,
/// a forced light/dark, its children, and where it is written (for errors and the inspector).
public struct ScreenWidget: Sendable, Equatable {
    public var kind: ScreenWidgetKind
    /// `root`, `root.children[2]`, … — the widget's place in the file, for messages.
    public var path: String
    public var line: Int
    /// Content fields as written (`title`, `value`, `sections`, …), checked against the kind's fields.
    public var content: [String: ScreenJSON]
    /// Property overrides: declared property name → value, in file order.
    public var overrides: [(property: String, value: ScreenValue)]
    public var skinning: ScreenSkinning
    public var traits: UserInterfaceStyle?
    public var width: Int?
    public var height: Int?
    public var children: [ScreenWidget]

    public static func == (lhs: ScreenWidget, rhs: ScreenWidget) -> Bool {
        lhs.kind == rhs.kind && lhs.path == rhs.path && lhs.content == rhs.content && lhs.skinning == rhs.skinning
            && lhs.traits == rhs.traits && lhs.children == rhs.children && lhs.width == rhs.width && lhs.height == rhs.height
            && lhs.overrides.map(\.property) == rhs.overrides.map(\.property) && lhs.overrides.map(\.value) == rhs.overrides.map(\.value)
    }

    /// This widget and every descendant, depth first.
    public var allWidgets: [ScreenWidget] { [self] + children.flatMap(\.allWidgets) }

    /// Texts of a content field (strings as written).
    func text(_ field: String) -> String? {
        if case .string(let text, _)? = content[field] { return text }
        return nil
    }

    func number(_ field: String) -> Double? {
        if case .number(let number, _)? = content[field] { return number }
        return nil
    }

    func flag(_ field: String) -> Bool? {
        if case .bool(let flag, _)? = content[field] { return flag }
        return nil
    }

    func texts(_ field: String) -> [String] {
        guard case .array(let items, _)? = content[field] else { return [] }
        return items.compactMap { if case .string(let text, _) = $0 { return text } else { return nil } }
    }
}

/// A property override's value: a skin key (followed as skins and traits change), or a literal
/// color (`#RRGGBB`, `0x…`, `c(…)`), like a value of a skin's Style entry.
public enum ScreenValue: Sendable, Equatable {
    case key(String)
    case color(RGBColor)

    /// The skin key, when the value is one.
    public var key: String? {
        if case .key(let key) = self { return key }
        return nil
    }
}
