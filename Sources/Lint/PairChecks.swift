import Foundation
import SkinKit

/// Contrast and palette checks of the pairs widgets draw, for one skin, in all four appearances.
struct PairChecks: Sendable {
    let pairs: [DrawnPair]
    /// The pairs that tell states apart (`StatePairs`), checked under every vision.
    var statePairs: [DrawnPair] = StatePairs.current()

    /// A pair's colors in one appearance, with the key path that gave the foreground.
    struct Resolved {
        var foreground: RGBColor
        var background: RGBColor
        var foregroundPath: [String]
        var backgroundPath: [String]
    }

    /// Where a pair's color comes from in one skin: a Style property of the widget when the skin's
    /// styles set one (the same in every appearance), else the Color key, or the skin's own key
    /// its role map reads for it.
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
            // A key the skin's role map sends to one of its own keys is that key's concern.
            let lookup = store.lookupColor(source.key)
            if let own = lookup.mappedKey, lookup.definedBy == skin { return Origin(style: nil, path: [skin, "Color", own]) }
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
    /// pairs with a color the skin's own files set (`own`) are reported: a pair drawn entirely
    /// from the embedded default is the default's concern, not every skin's, and is not resolved
    /// at all (issue 20: a one-color skin paid for every pair in four appearances, 100,000 such
    /// skins 89 s).
    /// Text and parts must stay legible for every color vision too: a pair above its ratio for
    /// normal vision but under it as a deficiency sees it is a `vision-contrast` finding naming the vision.
    /// - Parameter memo: nearest palette entries and simulated colors already worked out (CIEDE2000 against up to
    ///   240 entries each), kept across the skins of one lint run, which share most of their colors.
    func findings(skin name: String, catalog: SkinCatalog, own: OwnKeys, memo: inout ColorMemo,
                  place: ([String]) -> (file: String?, line: Int?)) -> [LintFinding] {
        // Pairs no color of which the files can write are left before any lookup: with many small
        // skins, resolving every pair's origins in a new store was most of lint's time.
        let roleMap = catalog[name]?.roleMap ?? [:]
        func mayWrite(_ pair: DrawnPair) -> Bool { own.mayWrite(pair.foreground, roleMap: roleMap) || own.mayWrite(pair.background, roleMap: roleMap) }
        let candidates = pairs.filter(mayWrite), stateCandidates = statePairs.filter(mayWrite)
        guard !candidates.isEmpty || !stateCandidates.isEmpty else { return [] }
        let isOwn = own.contains
        let store = SkinStore(catalog: catalog, skinName: name)
        var styles: [String: [String: StyleValue]] = [:]
        // Widgets that draw the same two colors fail the same way: one finding per key path, code
        // and failure, naming every widget part (8 parts drawing accent on surface are one warning).
        var groups: [Group] = []
        var groupIndex: [Group.Key: Int] = [:]
        func add(_ code: LintCode, path: [String], detail: String, what: String) {
            let key = Group.Key(code: code, path: path, detail: detail)
            if let index = groupIndex[key] {
                groups[index].widgets.append(what)
            } else {
                groupIndex[key] = groups.count
                groups.append(Group(key: key, widgets: [what]))
            }
        }
        for pair in candidates {
            let origins = origins(of: pair, skin: name, store: store, styles: &styles)
            guard isOwn(origins.foreground.path) || isOwn(origins.background.path) else { continue }
            var failing: [String] = []
            var failingForVision: [String] = []
            var collisions: [String] = []
            var path: [String] = [name, "Color", pair.foreground.key]
            for (traitName, traits) in LintTraits.all {
                let colors = resolve(pair, origins: origins, store: store, traits: traits)
                let ratio = colors.foreground.contrastRatio(with: colors.background)
                if ratio < pair.minimumRatio {
                    failing.append("\(traitName) \(colors.foreground.hexString) on \(colors.background.hexString) is \(String(format: "%.2f", ratio)):1")
                    path = ownPath(colors, isOwn)
                } else {
                    for vision in VisionDeficiency.allCases where vision != .normal {
                        let seen = memo.simulated(colors.foreground, vision).contrastRatio(with: memo.simulated(colors.background, vision))
                        if seen < pair.minimumRatio {
                            failingForVision.append("\(traitName) \(vision.rawValue) \(String(format: "%.2f", seen)):1")
                            if failing.isEmpty { path = ownPath(colors, isOwn) }
                        }
                    }
                }
                if colors.foreground.hexValue != colors.background.hexValue {
                    let merged = LintTraits.paletteDepths.filter { depth in
                        memo.nearestIndex(to: colors.foreground, depth: depth) == memo.nearestIndex(to: colors.background, depth: depth)
                    }
                    if let first = merged.first {
                        let index = memo.nearestIndex(to: colors.foreground, depth: first).map(String.init) ?? "?"
                        collisions.append("\(traitName) \(colors.foreground.hexString) and \(colors.background.hexString) are both entry \(index) at \(merged.map(\.label).joined(separator: "/")) colors")
                        if failing.isEmpty { path = ownPath(colors, isOwn) }
                    }
                }
            }
            let what = "\(pair.widget) (\(pair.state)): \(describe(pair.foreground)) on \(describe(pair.background))"
            if !failing.isEmpty {
                add(.lowContrast, path: path, detail: "below \(String(format: "%.1f", pair.minimumRatio)):1 in \(failing.joined(separator: "; "))", what: what)
            }
            if !failingForVision.isEmpty {
                add(.visionContrast, path: path, detail: "below \(String(format: "%.1f", pair.minimumRatio)):1 as a color-vision deficiency sees it: "
                    + failingForVision.joined(separator: "; "), what: what)
            }
            if !collisions.isEmpty {
                add(.paletteCollision, path: path, detail: "one color on palette terminals: \(collisions.joined(separator: "; "))", what: what)
            }
        }
        let grouped = groups.map { group -> LintFinding in
            let (file, line) = place(group.key.path)
            let widgets = group.widgets.joined(separator: "; ")
            switch group.key.code {
            case .lowContrast, .visionContrast:
                return LintFinding(code: group.key.code, file: file, line: line, keyPath: group.key.path,
                                   message: "\(widgets) \(group.widgets.count == 1 ? "is" : "are") \(group.key.detail)",
                                   suggestion: group.key.code == .lowContrast ? "darken or lighten one of the two colors in those appearances"
                                       : "move the two colors further apart in lightness, not only in hue")
            default:
                return LintFinding(code: .paletteCollision, file: file, line: line, keyPath: group.key.path,
                                   message: "\(widgets) become \(group.key.detail)",
                                   suggestion: "move the two colors further apart in hue or lightness")
            }
        }
        return grouped + visionFindings(stateCandidates, skin: name, store: store, styles: &styles, memo: &memo, isOwn: isOwn, place: place)
    }

    /// `vision-collapse`: a state pair distinct for normal vision that falls under
    /// `StatePairs.minimumDeltaE` for a deficiency, in any appearance; one finding per pair.
    private func visionFindings(_ statePairs: [DrawnPair], skin name: String, store: SkinStore, styles: inout [String: [String: StyleValue]], memo: inout ColorMemo,
                                isOwn: ([String]) -> Bool, place: ([String]) -> (file: String?, line: Int?)) -> [LintFinding] {
        var result: [LintFinding] = []
        for pair in statePairs {
            let origins = origins(of: pair, skin: name, store: store, styles: &styles)
            guard isOwn(origins.foreground.path) || isOwn(origins.background.path) else { continue }
            var collapsed: [String] = []
            var path: [String] = [name, "Color", pair.foreground.key]
            for (traitName, traits) in LintTraits.all {
                let colors = resolve(pair, origins: origins, store: store, traits: traits)
                for (vision, distance) in StatePairs.collapses(colors.foreground, colors.background, memo: &memo) {
                    collapsed.append("\(traitName) \(vision.rawValue) ΔE \(String(format: "%.1f", distance))")
                    path = ownPath(colors, isOwn)
                }
            }
            guard !collapsed.isEmpty else { continue }
            let (file, line) = place(path)
            result.append(LintFinding(code: .visionCollapse, file: file, line: line, keyPath: path,
                                      message: "\(pair.widget) (\(pair.state)): \(describe(pair.foreground)) and \(describe(pair.background)) "
                                          + "look alike for: \(collapsed.joined(separator: "; "))",
                                      suggestion: "tell the two apart by lightness too (not only red against green), or rely on the widget's glyphs"))
        }
        return result
    }

    /// Findings of one code on one key path with the same failure, and the widget parts that share it.
    private struct Group {
        struct Key: Hashable {
            var code: LintCode
            var path: [String]
            var detail: String
        }
        var key: Key
        var widgets: [String]
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
