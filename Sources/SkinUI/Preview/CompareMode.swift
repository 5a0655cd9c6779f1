import SkinKit

/// What the Compare page puts side by side: two skins, one skin light and dark, one skin in normal
/// and high contrast, or one skin as normal vision and a color-vision deficiency sees it. The `m`
/// key cycles them in this order; scripts and `shot` name them.
public enum CompareMode: String, CaseIterable, Sendable {
    case skins, dark, contrast, vision

    /// The mode after this one, wrapping around.
    public var next: CompareMode {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }

    /// How the page's title names the mode.
    public var title: String {
        switch self {
        case .skins: return "two skins"
        case .dark: return "light vs dark"
        case .contrast: return "normal vs high contrast"
        case .vision: return "normal vs simulated vision"
        }
    }

    /// The traits each side forces over the session's: nothing for two skins, light | dark, normal | high.
    public var overrides: (left: TraitOverrides, right: TraitOverrides) {
        switch self {
        case .skins, .vision: return (TraitOverrides(), TraitOverrides())
        case .dark: return (TraitOverrides(userInterfaceStyle: .light), TraitOverrides(userInterfaceStyle: .dark))
        case .contrast: return (TraitOverrides(contrast: .normal), TraitOverrides(contrast: .high))
        }
    }
}
