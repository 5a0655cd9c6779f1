/// Light or dark appearance, as UIKit's `userInterfaceStyle`.
public enum UserInterfaceStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case unspecified, light, dark

    /// The opposite style; unspecified counts as light.
    public var toggled: UserInterfaceStyle { self == .dark ? .light : .dark }
}

/// Normal or increased contrast, as UIKit's `accessibilityContrast`.
public enum Contrast: String, CaseIterable, Hashable, Sendable, Codable {
    case normal, high

    public var toggled: Contrast { self == .high ? .normal : .high }
}

/// The traits dynamic values resolve against: style, contrast and the output's color depth; and the
/// vision the output simulates, which changes no resolved value, only what the output shows.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var userInterfaceStyle: UserInterfaceStyle
    public var contrast: Contrast
    public var colorDepth: ColorDepth
    public var vision: VisionDeficiency
    /// The style the terminal (the "system") reported — DEC mode 2031, its background (OSC 11), or a
    /// script's `terminal` line — or nil when it said nothing. An unspecified `userInterfaceStyle`
    /// follows it, as UIKit's unspecified follows the system's switch.
    public var terminalStyle: UserInterfaceStyle?

    public init(
        userInterfaceStyle: UserInterfaceStyle = .unspecified, contrast: Contrast = .normal,
        colorDepth: ColorDepth = .truecolor, vision: VisionDeficiency = .normal,
        terminalStyle: UserInterfaceStyle? = nil
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.contrast = contrast
        self.colorDepth = colorDepth
        self.vision = vision
        self.terminalStyle = terminalStyle
    }

    /// The style a resolve uses: unspecified follows the terminal's style, and resolves as light
    /// (as in UIKit) when the terminal said nothing.
    @inlinable
    public var effectiveStyle: UserInterfaceStyle {
        switch userInterfaceStyle {
        case .dark: return .dark
        case .light: return .light
        case .unspecified: return terminalStyle == .dark ? .dark : .light
        }
    }

    /// True when the style follows the terminal (`auto`): no style was chosen.
    public var followsTerminal: Bool { userInterfaceStyle == .unspecified }

    /// True when a color resolved in one collection may differ in the other (seed 004's
    /// `hasDifferentColorAppearanceComparedToTraitCollection:`): style, contrast or depth differ.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return effectiveStyle != other.effectiveStyle || contrast != other.contrast || colorDepth != other.colorDepth
    }

    /// This collection with the overrides' non-nil traits applied (a subtree's `overrideUserInterfaceStyle`).
    public func applying(_ overrides: TraitOverrides) -> TraitCollection {
        var result = self
        if let style = overrides.userInterfaceStyle, style != .unspecified { result.userInterfaceStyle = style }
        if let contrast = overrides.contrast { result.contrast = contrast }
        return result
    }

    public var description: String {
        "\(effectiveStyle.rawValue), \(contrast.rawValue) contrast, \(colorDepth.label)" + (vision == .normal ? "" : ", \(vision.rawValue)")
    }
}

/// Traits a view forces on itself and its subtree; nil keeps what the parent has.
public struct TraitOverrides: Hashable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle?
    public var contrast: Contrast?

    public init(userInterfaceStyle: UserInterfaceStyle? = nil, contrast: Contrast? = nil) {
        self.userInterfaceStyle = userInterfaceStyle
        self.contrast = contrast
    }

    public var isEmpty: Bool { userInterfaceStyle == nil && contrast == nil }
}
