import SkinKit

/// Whether a skin is light, dark or both (a dynamic skin whose background follows the style).
public enum PickerVariant: String, Sendable, Hashable {
    case light, dark, dynamic

    /// The variant of a skin whose background is `light` in light traits and `dark` in dark ones,
    /// judged by relative luminance (`RGBColor.isDark`).
    public init(lightBackground light: RGBColor, darkBackground dark: RGBColor) {
        switch (light.isDark, dark.isDark) {
        case (false, false): self = .light
        case (true, true): self = .dark
        default: self = .dynamic
        }
    }

    /// The one-cell mark a picker row shows: ○ light, ● dark, ◐ both.
    public var mark: String {
        switch self {
        case .light: return "○"
        case .dark: return "●"
        case .dynamic: return "◐"
        }
    }
}
