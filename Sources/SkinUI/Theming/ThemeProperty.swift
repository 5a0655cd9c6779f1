/// The name of a skinnable widget property, shared by explicit values, the appearance proxy and the
/// skin's Style section (`"Button": {"titleColor": …}`).
public struct ThemeProperty: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    /// The name's hash, computed once: properties are dictionary keys on every skin change.
    private let nameHash: Int
    public init(_ name: String) {
        self.name = name
        self.nameHash = name.hashValue
    }
    public static func == (lhs: ThemeProperty, rhs: ThemeProperty) -> Bool { lhs.nameHash == rhs.nameHash && lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(nameHash) }
    public init(stringLiteral value: String) { self.init(value) }
    public var description: String { name }

    public static let textColor: ThemeProperty = "textColor"
    public static let backgroundColor: ThemeProperty = "backgroundColor"
    public static let tintColor: ThemeProperty = "tintColor"
    public static let titleColor: ThemeProperty = "titleColor"
    public static let borderColor: ThemeProperty = "borderColor"
    public static let selectedColor: ThemeProperty = "selectedColor"
    public static let trackColor: ThemeProperty = "trackColor"
    public static let thumbColor: ThemeProperty = "thumbColor"
    public static let placeholderColor: ThemeProperty = "placeholderColor"
    public static let font: ThemeProperty = "font"
    public static let titleFont: ThemeProperty = "titleFont"
    public static let image: ThemeProperty = "image"

    public static let largeTitleFont: ThemeProperty = "largeTitleFont"
    public static let placeholderFont: ThemeProperty = "placeholderFont"
    public static let leftItemImage: ThemeProperty = "leftItemImage"
    public static let rightItemImage: ThemeProperty = "rightItemImage"
    public static let detailColor: ThemeProperty = "detailColor"
    public static let separatorColor: ThemeProperty = "separatorColor"
    public static let headerColor: ThemeProperty = "headerColor"
    public static let headerFont: ThemeProperty = "headerFont"
    public static let destructiveColor: ThemeProperty = "destructiveColor"
    public static let badgeColor: ThemeProperty = "badgeColor"
    public static let badgeTextColor: ThemeProperty = "badgeTextColor"

    /// The property without a state suffix (`titleColor.highlighted` → `titleColor`).
    public var baseProperty: ThemeProperty {
        guard let dot = name.lastIndex(of: "."), ControlState(rawValue: String(name[name.index(after: dot)...])) != nil else { return self }
        return ThemeProperty(String(name[..<dot]))
    }

    /// The same property for a control state, e.g. `titleColor.highlighted` (UIKit's `for: .highlighted`).
    public func forState(_ state: ControlState) -> ThemeProperty {
        state == .normal ? self : ThemeProperty("\(name).\(state.rawValue)")
    }
}

/// A control's state, as `UIControl.State`.
public enum ControlState: String, CaseIterable, Hashable, Sendable {
    case normal, highlighted, disabled, focused
}
