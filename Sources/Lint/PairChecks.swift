import SkinKit

/// Contrast and palette checks of the pairs widgets draw, for one skin, in all four appearances.
struct PairChecks: Sendable {
    let pairs: [DrawnPair]
    /// The pairs that tell states apart (`StatePairs`), checked under every vision.
    var statePairs: [DrawnPair]
    /// How a finding names each of `pairs` (`Label (textColor): Label.textColor (text) on …`), made once.
    private let descriptions: [String]
    /// The widget types whose Style properties a pair's colors may come from.
    private let styledWidgets: [String]
    /// The indices of `pairs` and of `statePairs` that draw each Color key (foreground or background).
    private let pairsByKey: [String: [Int]]
    private let statePairsByKey: [String: [Int]]

    init(pairs: [DrawnPair], statePairs: [DrawnPair] = StatePairs.current()) {
        self.pairs = pairs
        self.statePairs = statePairs
        descriptions = pairs.map { "\($0.widget) (\($0.state)): \(Self.describe($0.foreground)) on \(Self.describe($0.background))" }
        var seen: Set<String> = []
        styledWidgets = (pairs + statePairs).flatMap { [$0.foreground.widget, $0.background.widget] }.compactMap { $0 }.filter { seen.insert($0).inserted }
        pairsByKey = Self.indicesByKey(pairs)
        statePairsByKey = Self.indicesByKey(statePairs)
    }

    private static func indicesByKey(_ pairs: [DrawnPair]) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for (index, pair) in pairs.enumerated() {
            result[pair.foreground.key, default: []].append(index)
            if pair.background.key != pair.foreground.key { result[pair.background.key, default: []].append(index) }
        }
        return result
    }

    /// The indices of `pairs` some color of which the files may write (`OwnKeys.mayWrite`), in order.
    /// A skin that writes a few Color keys, no Style property and has no role map (most small
    /// skins) finds them by its keys instead of asking for every pair.
    private func writable(_ pairs: [DrawnPair], byKey: [String: [Int]], own: OwnKeys, roleMap: [String: String]) -> [Int] {
        if roleMap.isEmpty, let keys = own.fewColorKeys {
            var indices: [Int] = []
            for key in keys { indices += byKey[key] ?? [] }
            return keys.count > 1 ? Set(indices).sorted() : indices
        }
        return pairs.indices.filter { own.mayWrite(pairs[$0].foreground, roleMap: roleMap) || own.mayWrite(pairs[$0].background, roleMap: roleMap) }
    }

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
        -> (foreground: Origin, background: Origin)
    {
        var keyPaths: [String: [String]] = [:]
        return origins(of: pair, skin: skin, store: store, styles: &styles, keyPaths: &keyPaths)
    }

    /// `origins`, with `keyPaths` keeping the key path of each Color key looked up (the pairs of a
    /// skin share a few keys: 8 widget parts draw `text`).
    private func origins(
        of pair: DrawnPair, skin: String, store: SkinStore, styles: inout [String: [String: StyleValue]],
        keyPaths: inout [String: [String]]
    ) -> (foreground: Origin, background: Origin) {
        func origin(_ source: DrawnPair.Source) -> Origin {
            if let widget = source.widget {
                let style: [String: StyleValue]
                if let known = styles[widget] {
                    style = known
                } else {
                    style = store.style(for: widget)
                    styles[widget] = style
                }
                for property in source.properties {
                    if case .color(let dynamic)? = style[property] { return Origin(style: dynamic, path: [skin, "Style", widget, property]) }
                }
            }
            if let known = keyPaths[source.key] { return Origin(style: nil, path: known) }
            // A key the skin's role map sends to one of its own keys is that key's concern.
            let lookup = store.lookupColor(source.key)
            let path = [skin, "Color", lookup.definedBy == skin ? lookup.mappedKey ?? source.key : source.key]
            keyPaths[source.key] = path
            return Origin(style: nil, path: path)
        }
        return (origin(pair.foreground), origin(pair.background))
    }

    /// The opaque page every pair is drawn over in `traits`: the skin's `background` over black or white.
    func page(store: SkinStore, traits: TraitCollection) -> RGBColor {
        store.resolvedColor("background", traits: traits).composited(over: traits.effectiveStyle == .dark ? .black : .white)
    }

    func resolve(_ pair: DrawnPair, origins: (foreground: Origin, background: Origin), store: SkinStore, traits: TraitCollection) -> Resolved {
        resolve(pair, origins: origins, traits: traits, page: page(store: store, traits: traits)) { store.resolvedColor($0, traits: traits) }
    }

    /// `resolve` with the page and each key's color in `traits` given (worked out once per skin).
    private func resolve(
        _ pair: DrawnPair, origins: (foreground: Origin, background: Origin), traits: TraitCollection, page: RGBColor,
        keyColor: (String) -> RGBColor
    ) -> Resolved {
        func color(_ source: DrawnPair.Source, _ origin: Origin) -> RGBColor {
            origin.style?.resolve(in: traits) ?? keyColor(source.key)
        }
        let background = color(pair.background, origins.background)
        let foreground = color(pair.foreground, origins.foreground)
        let opaqueBackground = background.composited(over: page)
        return Resolved(
            foreground: foreground.composited(over: opaqueBackground), background: opaqueBackground,
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
    func findings(
        skin name: String, catalog: SkinCatalog, own: OwnKeys, memo: inout ColorMemo,
        place: ([String]) -> (file: String?, line: Int?)
    ) -> [LintFinding] {
        // Pairs no color of which the files can write are left before any lookup: with many small
        // skins, resolving every pair's origins in a new store was most of lint's time.
        let linked = catalog[name]
        let roleMap = linked?.roleMap ?? [:]
        let candidates = writable(pairs, byKey: pairsByKey, own: own, roleMap: roleMap)
        let stateCandidates = writable(statePairs, byKey: statePairsByKey, own: own, roleMap: roleMap).map { statePairs[$0] }
        guard !candidates.isEmpty || !stateCandidates.isEmpty else { return [] }
        let isOwn = own.contains
        let store = SkinStore(catalog: catalog, skinName: name)
        // A skin without a Style section reads `default`'s (most skins): worked out once for them all.
        var styles = linked?.styles.isEmpty ?? true ? memo.defaultStyles(of: styledWidgets, catalog: catalog) : [:]
        // Widgets that draw the same two colors fail the same way: one finding per key path, code
        // and failure, naming every widget part (8 parts drawing accent on surface are one warning).
        var groups = SmallTable<Group.Key, Group>()
        // The page under each appearance, each key's colors and each verdict of two colors, worked
        // out once for all the pairs (8 widget parts draw `text` on `surface`).
        let pages = LintTraits.all.map { page(store: store, traits: $0.traits) }
        var keyColors = SmallTable<String, [RGBColor]>()
        func keyColor(_ key: String, _ traitIndex: Int) -> RGBColor {
            if let known = keyColors[key] { return known[traitIndex] }
            let colors = LintTraits.all.map { store.resolvedColor(key, traits: $0.traits) }
            keyColors.append(colors, for: key)
            return colors[traitIndex]
        }
        var verdicts = SmallTable<PairVerdict.Key, PairVerdict>()
        var keyPaths: [String: [String]] = [:]
        func add(_ code: LintCode, path: [String], detail: String, pair: Int) {
            let key = Group.Key(code: code, path: path, detail: detail)
            if let position = groups.position(of: key) {
                groups[position: position].pairs.append(pair)
            } else {
                groups.append(Group(key: key, pairs: [pair]), for: key)
            }
        }
        for pairIndex in candidates {
            let pair = pairs[pairIndex]
            let origins = origins(of: pair, skin: name, store: store, styles: &styles, keyPaths: &keyPaths)
            guard isOwn(origins.foreground.path) || isOwn(origins.background.path) else { continue }
            var failing: [String] = []
            var failingForVision: [String] = []
            var collisions: [String] = []
            var path: [String] = [name, "Color", pair.foreground.key]
            for (traitIndex, (traitName, traits)) in LintTraits.all.enumerated() {
                let colors = resolve(pair, origins: origins, traits: traits, page: pages[traitIndex]) { keyColor($0, traitIndex) }
                let key = PairVerdict.Key(foreground: colors.foreground, background: colors.background, minimumRatio: pair.minimumRatio)
                let verdict: PairVerdict
                if let known = verdicts[key] {
                    verdict = known
                } else {
                    verdict = PairVerdict(key, memo: &memo)
                    verdicts.append(verdict, for: key)
                }
                if let lowContrast = verdict.lowContrast {
                    failing.append("\(traitName) \(lowContrast)")
                    path = ownPath(colors, isOwn)
                }
                for vision in verdict.visions {
                    failingForVision.append("\(traitName) \(vision)")
                    if failing.isEmpty { path = ownPath(colors, isOwn) }
                }
                if let collision = verdict.collision {
                    collisions.append("\(traitName) \(collision)")
                    if failing.isEmpty { path = ownPath(colors, isOwn) }
                }
            }
            if !failing.isEmpty {
                add(
                    .lowContrast, path: path, detail: "below \(FixedDecimal.text(pair.minimumRatio, places: 1)):1 in \(failing.joined(separator: "; "))",
                    pair: pairIndex)
            }
            if !failingForVision.isEmpty {
                add(
                    .visionContrast, path: path,
                    detail: "below \(FixedDecimal.text(pair.minimumRatio, places: 1)):1 as a color-vision deficiency sees it: "
                        + failingForVision.joined(separator: "; "), pair: pairIndex)
            }
            if !collisions.isEmpty {
                add(.paletteCollision, path: path, detail: "one color on palette terminals: \(collisions.joined(separator: "; "))", pair: pairIndex)
            }
        }
        let grouped = groups.all.map { group -> LintFinding in
            let (file, line) = place(group.key.path)
            // The widget parts are the same text for every skin that sets the same keys: made and stored once.
            func head(_ ending: String) -> String {
                memo.text(naming: group.pairs, ending: ending) { $0.map { descriptions[$0] }.joined(separator: "; ") + ending }
            }
            switch group.key.code {
            case .lowContrast, .visionContrast:
                return LintFinding(
                    code: group.key.code, file: file, line: line, keyPath: group.key.path,
                    messageHead: head(group.pairs.count == 1 ? " is " : " are "), messageTail: group.key.detail,
                    suggestion: group.key.code == .lowContrast
                        ? "darken or lighten one of the two colors in those appearances"
                        : "move the two colors further apart in lightness, not only in hue")
            default:
                return LintFinding(
                    code: .paletteCollision, file: file, line: line, keyPath: group.key.path,
                    messageHead: head(" become "), messageTail: group.key.detail,
                    suggestion: "move the two colors further apart in hue or lightness")
            }
        }
        return grouped
            + visionFindings(
                stateCandidates, skin: name, store: store, pages: pages, keyColor: keyColor, styles: &styles, memo: &memo,
                isOwn: isOwn, place: place)
    }

    /// `vision-collapse`: a state pair distinct for normal vision that falls under
    /// `StatePairs.minimumDeltaE` for a deficiency, in any appearance; one finding per pair.
    private func visionFindings(
        _ statePairs: [DrawnPair], skin name: String, store: SkinStore, pages: [RGBColor],
        keyColor: (String, Int) -> RGBColor, styles: inout [String: [String: StyleValue]], memo: inout ColorMemo,
        isOwn: ([String]) -> Bool, place: ([String]) -> (file: String?, line: Int?)
    ) -> [LintFinding] {
        var result: [LintFinding] = []
        for pair in statePairs {
            let origins = origins(of: pair, skin: name, store: store, styles: &styles)
            guard isOwn(origins.foreground.path) || isOwn(origins.background.path) else { continue }
            var collapsed: [String] = []
            var path: [String] = [name, "Color", pair.foreground.key]
            for (traitIndex, (traitName, traits)) in LintTraits.all.enumerated() {
                let colors = resolve(pair, origins: origins, traits: traits, page: pages[traitIndex]) { keyColor($0, traitIndex) }
                for (vision, distance) in StatePairs.collapses(colors.foreground, colors.background, memo: &memo) {
                    collapsed.append("\(traitName) \(vision.rawValue) ΔE \(FixedDecimal.text(distance, places: 1))")
                    path = ownPath(colors, isOwn)
                }
            }
            guard !collapsed.isEmpty else { continue }
            let (file, line) = place(path)
            result.append(
                LintFinding(
                    code: .visionCollapse, file: file, line: line, keyPath: path,
                    message: "\(pair.widget) (\(pair.state)): \(Self.describe(pair.foreground)) and \(Self.describe(pair.background)) "
                        + "look alike for: \(collapsed.joined(separator: "; "))",
                    suggestion: "tell the two apart by lightness too (not only red against green), or rely on the widget's glyphs"))
        }
        return result
    }

    /// Findings of one code on one key path with the same failure, and the widget parts (indices
    /// of `pairs`) that share it.
    private struct Group {
        struct Key: Hashable {
            var code: LintCode
            var path: [String]
            var detail: String
        }
        var key: Key
        var pairs: [Int]
    }

    /// The key path to report: the foreground's when the skin sets it, else the background's.
    private func ownPath(_ colors: Resolved, _ isOwn: ([String]) -> Bool) -> [String] {
        isOwn(colors.foregroundPath) || !isOwn(colors.backgroundPath) ? colors.foregroundPath : colors.backgroundPath
    }

    private static func describe(_ source: DrawnPair.Source) -> String {
        if let widget = source.widget, let property = source.properties.first { return "\(widget).\(property) (\(source.key))" }
        return source.key
    }
}
