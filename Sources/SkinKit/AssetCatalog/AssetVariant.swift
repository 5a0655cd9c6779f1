/// One of the four variants a skin value has, as an asset catalog's appearances fill it, with the
/// traits it is resolved in (a `reference` entry resolves its system color there).
enum AssetVariant: Int, CaseIterable, Sendable {
    case light, dark, lightHighContrast, darkHighContrast

    var traits: TraitCollection { TraitCollection.variantTraits[rawValue].traits }
    var luminosity: AssetEntryTraits.Luminosity { self == .light || self == .lightHighContrast ? .light : .dark }
    var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }
}
