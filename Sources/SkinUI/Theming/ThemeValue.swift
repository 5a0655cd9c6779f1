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
}

extension RGBColor: ThemeResolvable {
    static func themed(from value: ThemeValue) -> Themed<RGBColor>? {
        if case .color(let color) = value { return color }
        return nil
    }
    static func value(_ themed: Themed<RGBColor>) -> ThemeValue { .color(themed) }
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
    /// The Style section holds no images.
    static func dynamic(fromStyle value: StyleValue) -> Dynamic<SkinImage>? { nil }
}
