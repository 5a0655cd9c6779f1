import Foundation
import SkinKit

/// Contrast and palette checks of the pairs widgets draw, for one skin, in all four appearances.
struct PairChecks {
    let pairs: [DrawnPair]

    /// A pair's colors in one appearance, with the key path that gave the foreground.
    struct Resolved {
        var foreground: RGBColor
        var background: RGBColor
        var foregroundPath: [String]
    }

    func resolve(_ pair: DrawnPair, skin: String, store: SkinStore, traits: TraitCollection) -> Resolved {
        func color(_ source: DrawnPair.Source) -> (RGBColor, [String]) {
            if let widget = source.widget {
                let style = store.style(for: widget)
                for property in source.properties {
                    if case .color(let dynamic)? = style[property] { return (dynamic.resolve(in: traits), [skin, "Style", widget, property]) }
                }
            }
            return (store.resolvedColor(source.key, traits: traits), [skin, "Color", source.key])
        }
        let page = store.resolvedColor("background", traits: traits).composited(over: traits.effectiveStyle == .dark ? .black : .white)
        let (background, _) = color(pair.background)
        let (foreground, path) = color(pair.foreground)
        let opaqueBackground = background.composited(over: page)
        return Resolved(foreground: foreground.composited(over: opaqueBackground), background: opaqueBackground, foregroundPath: path)
    }

    /// Findings for skin `name`; `place` turns a key path into the finding's file and line.
    func findings(skin name: String, catalog: SkinCatalog, place: ([String]) -> (file: String?, line: Int?)) -> [LintFinding] {
        let store = SkinStore(catalog: catalog, skinName: name)
        var result: [LintFinding] = []
        for pair in pairs {
            var failing: [String] = []
            var collisions: [String] = []
            var path: [String] = [name, "Color", pair.foreground.key]
            for (traitName, traits) in LintTraits.all {
                let colors = resolve(pair, skin: name, store: store, traits: traits)
                let ratio = colors.foreground.contrastRatio(with: colors.background)
                if ratio < pair.minimumRatio {
                    failing.append("\(traitName) \(colors.foreground.hexString) on \(colors.background.hexString) is \(String(format: "%.2f", ratio)):1")
                    path = colors.foregroundPath
                } else if colors.foreground.hexValue != colors.background.hexValue {
                    let merged = LintTraits.paletteDepths.filter { depth in
                        TerminalPalette.nearestIndex(to: colors.foreground, depth: depth) == TerminalPalette.nearestIndex(to: colors.background, depth: depth)
                    }
                    if let first = merged.first {
                        let index = TerminalPalette.nearestIndex(to: colors.foreground, depth: first).map(String.init) ?? "?"
                        collisions.append("\(traitName) \(colors.foreground.hexString) and \(colors.background.hexString) are both entry \(index) at \(merged.map(\.label).joined(separator: "/")) colors")
                        if failing.isEmpty { path = colors.foregroundPath }
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

    private func describe(_ source: DrawnPair.Source) -> String {
        if let widget = source.widget, let property = source.properties.first { return "\(widget).\(property) (\(source.key))" }
        return source.key
    }
}
