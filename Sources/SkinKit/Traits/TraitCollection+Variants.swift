extension TraitCollection {
    /// The four trait collections a skin value has variants for, with short labels, in the order
    /// skin files write them: light, dark, light high contrast, dark high contrast.
    public static let variantTraits: [(label: String, traits: TraitCollection)] = [
        ("light", TraitCollection(userInterfaceStyle: .light)),
        ("dark", TraitCollection(userInterfaceStyle: .dark)),
        ("light HC", TraitCollection(userInterfaceStyle: .light, contrast: .high)),
        ("dark HC", TraitCollection(userInterfaceStyle: .dark, contrast: .high)),
    ]
}

extension Dynamic {
    /// The value in each of the four variant trait collections (see `TraitCollection.variantTraits`).
    public var variantValues: [Value] { TraitCollection.variantTraits.map { resolve(in: $0.traits) } }
}
