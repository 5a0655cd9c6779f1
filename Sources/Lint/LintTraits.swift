import SkinKit

/// The four appearances every color check runs in: light, dark, and each with high contrast.
public enum LintTraits {
    public static let all: [(name: String, traits: TraitCollection)] = [
        ("light", TraitCollection(userInterfaceStyle: .light)),
        ("dark", TraitCollection(userInterfaceStyle: .dark)),
        ("light high contrast", TraitCollection(userInterfaceStyle: .light, contrast: .high)),
        ("dark high contrast", TraitCollection(userInterfaceStyle: .dark, contrast: .high)),
    ]

    /// The palette depths where two distinct colors may merge into one entry.
    public static let paletteDepths: [ColorDepth] = [.palette256, .palette16, .palette8]
}
