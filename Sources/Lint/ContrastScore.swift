import SkinKit

/// The lint's contrast score of one skin, for the picker's contrast order: the lowest contrast
/// ratio among the text pairs widgets draw (`DrawnPairs`, each at least 4.5:1 by WCAG AA), in
/// light and in dark, resolved as the contrast checks resolve them (Style, role map, then keys).
public struct ContrastScore: Sendable {
    private let checks: PairChecks

    /// A scorer over `pairs` (work them out once, then score many skins).
    public init(pairs: [DrawnPair] = DrawnPairs.current()) {
        checks = PairChecks(pairs: pairs.filter { $0.minimumRatio >= DrawnPair.textRatio })
    }

    /// The score of skin `name` in `catalog`: higher reads better; nil when there is no such skin.
    public func score(of name: String, in catalog: SkinCatalog) -> Double? {
        guard catalog[name] != nil else { return nil }
        let store = SkinStore(catalog: catalog, skinName: name)
        var styles: [String: [String: StyleValue]] = [:]
        var worst = Double.infinity
        for pair in checks.pairs {
            let origins = checks.origins(of: pair, skin: name, store: store, styles: &styles)
            for style in [UserInterfaceStyle.light, .dark] {
                let colors = checks.resolve(pair, origins: origins, store: store, traits: TraitCollection(userInterfaceStyle: style))
                worst = min(worst, colors.foreground.contrastRatio(with: colors.background))
            }
        }
        return worst.isFinite ? worst : nil
    }
}
