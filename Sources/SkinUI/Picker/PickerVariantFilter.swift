/// The picker's light/dark filter: every skin, or those that have a light (or dark) look.
public enum PickerVariantFilter: String, CaseIterable, Sendable {
    case all, light, dark

    /// True when a skin of `variant` is listed; a dynamic skin is both light and dark.
    public func admits(_ variant: PickerVariant) -> Bool {
        switch self {
        case .all: return true
        case .light: return variant != .dark
        case .dark: return variant != .light
        }
    }

    /// The next filter (Tab): all → light → dark → all.
    public var next: PickerVariantFilter {
        let all = Self.allCases
        return all[(all.firstIndex(of: self).map { $0 + 1 } ?? 0) % all.count]
    }
}
