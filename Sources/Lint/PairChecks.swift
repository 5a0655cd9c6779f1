import Foundation
import SkinKit

/// Contrast and palette checks of the pairs widgets draw, for one skin, in all four appearances.
struct PairChecks: Sendable {
    let pairs: [DrawnPair]

    /// A pair's colors in one appearance, with the key path that gave the foreground.
    struct Resolved {
        var foreground: RGBColor
        var background: RGBColor
        var foregroundPath: [String]
        var backgroundPath: [String]
    }

    /// Where a pair's color comes from in one skin: a Style property of the widget when the skin's
    /// styles set one (the same in every appearance), else the Color key.
    struct Origin {
        var style: Dynamic<RGBColor>?
        var path: [String]
    }

    /// The origins of both colors of `pair`; `styles` keeps each widget type's Style section.
    func origins(of pair: DrawnPair, skin: String, store: SkinStore, styles: inout [String: [String: StyleValue]])
        -> (foreground: Origin, background: Origin) {
        func origin(_ source: DrawnPair.Source) -> Origin {
            if let widget = source.widget {
                let style = styles[widget] ?? store.style(for: widget)
                styles[widget] = style
                for property in source.properties {
                    if case .color(let dynamic)? = style[property] { return Origin(style: dynamic, path: [skin, "Style", widget, property]) }
                }
            }
            return Origin(style: nil, path: [skin, "Color", source.key])
        }
        return (origin(pair.foreground), origin(pair.background))
    }

    func resolve(_ pair: DrawnPair, origins: (foreground: Origin, background: Origin), store: SkinStore, traits: TraitCollection) -> Resolved {
        func color(_ source: DrawnPair.Source, _ origin: Origin) -> RGBColor {
            origin.style?.resolve(in: traits) ?? store.resolvedColor(source.key, traits: traits)
        }
        let page = store.resolvedColor("background", traits: traits).composited(over: traits.effectiveStyle == .dark ? .black : .white)
        let background = color(pair.background, origins.background)
        let foreground = color(pair.foreground, origins.foreground)
        let opaqueBackground = background.composited(over: page)
        return Resolved(foreground: foreground.composited(over: opaqueBackground), background: opaqueBackground,
                        foregroundPath: origins.foreground.path, backgroundPath: origins.background.path)
    }

    /// Findings for skin `name`; `place` turns a key path into the finding's file and line. Only
    /// pairs with a color the skin's own files set (`isOwn`) are reported: a pair drawn entirely
    /// from the embedded default is the default's concern, not every skin's, and is not resolved
    /// at all (issue 20: a one-color skin paid for every pair in four appearances, 100,000 such
    /// skins 89 s).
    /// - Parameter paletteIndices: nearest palette entries already worked out (CIEDE2000 against up to
    ///   240 entries each), kept across the skins of one lint run, which share most of their colors.
    func findings(skin name: String, catalog: SkinCatalog, isOwn: ([String]) -> Bool, paletteIndices: inout PaletteIndexMemo,
                  place: ([String]) -> (file: String?, line: Int?)) -> [LintFinding] {
        let store = SkinStore(catalog: catalog, skinName: name)
        var result: [LintFinding] = []
        var styles: [String: [String: StyleValue]] = [:]
        for pair in pairs {
            let origins = origins(of: pair, skin: name, store: store, styles: &styles)
            guard isOwn(origins.foreground.path) || isOwn(origins.background.path) else { continue }
            var failing: [String] = []
            var collisions: [String] = []
            var path: [String] = [name, "Color", pair.foreground.key]
            for (traitName, traits) in LintTraits.all {
                let colors = resolve(pair, origins: origins, store: store, traits: traits)
                let ratio = colors.foreground.contrastRatio(with: colors.background)
                if ratio < pair.minimumRatio {
                    failing.append("\(traitName) \(colors.foreground.hexString) on \(colors.background.hexString) is \(String(format: "%.2f", ratio)):1")
                    path = ownPath(colors, isOwn)
                }
                if colors.foreground.hexValue != colors.background.hexValue {
                    let merged = LintTraits.paletteDepths.filter { depth in
                        paletteIndices.nearestIndex(to: colors.foreground, depth: depth) == paletteIndices.nearestIndex(to: colors.background, depth: depth)
                    }
                    if let first = merged.first {
                        let index = paletteIndices.nearestIndex(to: colors.foreground, depth: first).map(String.init) ?? "?"
                        collisions.append("\(traitName) \(colors.foreground.hexString) and \(colors.background.hexString) are both entry \(index) at \(merged.map(\.label).joined(separator: "/")) colors")
                        if failing.isEmpty { path = ownPath(colors, isOwn) }
                    }
                }
            }
            let what = "\(pair.widget) (\(pair.state)): \(describe(pair.foreground)) on \(describe(pair.background))"
            let (file, line) = place(path)
            if !failing.isEmpty {
                result.append(LintFinding(code: .lowContrast, file: file, line: line, keyPath: path,
                                          message: "\(what) is below \(String(format: "%.1f", pair.minimumRatio)):1 in \(failing.joined(separator: "; "))",
                                          suggestion: "darken or lighten one of the two colors in those appearances"))
            }
            if !collisions.isEmpty {
                result.append(LintFinding(code: .paletteCollision, file: file, line: line, keyPath: path,
                                          message: "\(what) become one color on palette terminals: \(collisions.joined(separator: "; "))",
                                          suggestion: "move the two colors further apart in hue or lightness"))
            }
        }
        return result
    }

    /// The key path to report: the foreground's when the skin sets it, else the background's.
    private func ownPath(_ colors: Resolved, _ isOwn: ([String]) -> Bool) -> [String] {
        isOwn(colors.foregroundPath) || !isOwn(colors.backgroundPath) ? colors.foregroundPath : colors.backgroundPath
    }

    private func describe(_ source: DrawnPair.Source) -> String {
        if let widget = source.widget, let property = source.properties.first { return "\(widget).\(property) (\(source.key))" }
        return source.key
    }
}
