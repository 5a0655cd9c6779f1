/// Chooses, for each of TermSkin's four variants, the entries of a colorset or imageset iOS uses on
/// an iPhone: the best idiom and gamut among the entries of the appearance, where a missing Dark
/// entry takes the Any entry and a missing High Contrast entry the normal entry of that luminosity.
struct AssetVariantChoice<Entry> {
    private let entries: [(traits: AssetEntryTraits, entry: Entry)]

    init(_ entries: [(traits: AssetEntryTraits, entry: Entry)]) { self.entries = entries }

    /// The entries of exactly this appearance from the best idiom and gamut (several for an
    /// imageset's scales), in file order; empty when there are none.
    func exact(_ luminosity: AssetEntryTraits.Luminosity, highContrast: Bool) -> [(traits: AssetEntryTraits, entry: Entry)] {
        let matching = entries.filter { $0.traits.luminosity == luminosity && $0.traits.highContrast == highContrast }
        guard let best = matching.min(by: { $0.traits.rank < $1.traits.rank })?.traits else { return [] }
        return matching.filter { $0.traits.idiom == best.idiom && $0.traits.gamut == best.gamut }
    }

    /// The entries `variant` reads, by the fallbacks above; empty when the set has none for it.
    func entries(for variant: AssetVariant) -> [(traits: AssetEntryTraits, entry: Entry)] {
        let own = exact(variant.luminosity, highContrast: variant.isHighContrast)
        if !own.isEmpty { return own }
        guard variant.isHighContrast else { return exact(.any, highContrast: false) }
        // High contrast: the Any high-contrast entry when the luminosity has no entry of its own, else
        // the normal entry of that luminosity.
        let normalOfLuminosity = exact(variant.luminosity, highContrast: false)
        if normalOfLuminosity.isEmpty {
            let anyHigh = exact(.any, highContrast: true)
            return anyHigh.isEmpty ? exact(.any, highContrast: false) : anyHigh
        }
        return normalOfLuminosity
    }
}
