import SkinKit

/// A property value of any resource kind, as set explicitly on a view or by an appearance rule.
public enum ThemeValue: Sendable {
    case color(ThemedColor)
    case font(ThemedFont)
    case image(ThemedImage)
}

/// Resources a view property can hold, with the ways to read them out of explicit, appearance and
/// Style values — so that one resolution path serves colors, fonts and images.
protocol ThemeResolvable: SkinResource {
    static func themed(from value: ThemeValue) -> Themed<Self>?
    static func value(_ themed: Themed<Self>) -> ThemeValue
    static func dynamic(fromStyle value: StyleValue) -> Dynamic<Self>?
    /// A resolved value as `StyleCache` keeps it, and back (nil: an entry of another kind).
    static func entry(_ value: Resolved<Self>?) -> ResolvedValue
    static func resolved(from entry: ResolvedValue) -> Resolved<Self>??
}

extension RGBColor: ThemeResolvable {
    static func themed(from value: ThemeValue) -> Themed<RGBColor>? {
        if case .color(let color) = value { return color }
        return nil
    }
    static func value(_ themed: Themed<RGBColor>) -> ThemeValue { .color(themed) }
    static func entry(_ value: Resolved<RGBColor>?) -> ResolvedValue { .color(value) }
    static func resolved(from entry: ResolvedValue) -> Resolved<RGBColor>?? {
        if case .color(let value) = entry { return .some(value) }
        return nil
    }
    static func dynamic(fromStyle value: StyleValue) -> Dynamic<RGBColor>? {
        if case .color(let color) = value { return color }
        return nil
    }
}

extension SkinFont: ThemeResolvable {
    static func themed(from value: ThemeValue) -> Themed<SkinFont>? {
        if case .font(let font) = value { return font }
        return nil
    }
    static func value(_ themed: Themed<SkinFont>) -> ThemeValue { .font(themed) }
    static func entry(_ value: Resolved<SkinFont>?) -> ResolvedValue { .font(value) }
    static func resolved(from entry: ResolvedValue) -> Resolved<SkinFont>?? {
        if case .font(let value) = entry { return .some(value) }
        return nil
    }
    static func dynamic(fromStyle value: StyleValue) -> Dynamic<SkinFont>? {
        if case .font(let font) = value { return font }
        return nil
    }
}

extension SkinImage: ThemeResolvable {
    static func themed(from value: ThemeValue) -> Themed<SkinImage>? {
        if case .image(let image) = value { return image }
        return nil
    }
    static func value(_ themed: Themed<SkinImage>) -> ThemeValue { .image(themed) }
    static func entry(_ value: Resolved<SkinImage>?) -> ResolvedValue { .image(value) }
    static func resolved(from entry: ResolvedValue) -> Resolved<SkinImage>?? {
        if case .image(let value) = entry { return .some(value) }
        return nil
    }
    /// The Style section holds no images.
    static func dynamic(fromStyle value: StyleValue) -> Dynamic<SkinImage>? { nil }
}
