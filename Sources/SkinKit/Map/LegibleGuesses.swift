/// A suggested map made legible in a file's own colors: every text/background pair the widgets draw
/// keeps `minimumRatio` in every skin of the file, light and dark. A failing pair loses its text's
/// guess; text left to the default that fails on a guessed background reads the skin's own color
/// most legible under it, if one is; else the background's guess goes. Each step is reported.
struct LegibleGuesses {
    private(set) var guesses: [RoleMapSuggester.Guess]
    private(set) var rejected: [GuessedMap.Rejection] = []
    /// Repairs that differ per skin (no one key of the file is legible in all): skin → guesses.
    private(set) var perSkin: [String: [RoleMapSuggester.Guess]] = [:]
    let skins: [Skin]
    let defaultSkin: Skin
    let pairs: [MapGuessing.TextPair]
    let minimumRatio: Double

    /// The most of a skin's own colors tried as a legible text color.
    static let candidateLimit = 256

    init(guesses: [RoleMapSuggester.Guess], skins: [Skin], defaultSkin: Skin, pairs: [MapGuessing.TextPair], minimumRatio: Double) {
        self.guesses = guesses
        self.skins = skins
        self.defaultSkin = defaultSkin
        self.pairs = pairs.filter { $0.foreground != $0.background }
        self.minimumRatio = minimumRatio
    }

    /// Runs until no pair fails (each step removes a guess, or gives a text key its one repair).
    mutating func repair() {
        var repaired: Set<String> = []
        var given: Set<String> = []
        var unfixable: Set<MapGuessing.TextPair> = []
        while let failure = firstFailure(skipping: unfixable) {
            let pair = failure.pair
            if guesses.contains(where: { $0.widgetKey == pair.foreground }), !given.contains(pair.foreground),
                !guesses.contains(where: { $0.widgetKey == pair.background }), !repaired.contains(pair.background),
                let own = mostLegibleOwnColor(for: pair.background, in: skins, under: true)
            {
                // The file's text on one of default's backgrounds: that background takes the file's color most legible under it.
                repaired.insert(pair.background)
                given.insert(pair.background)
                guesses.append(
                    .init(
                        widgetKey: pair.background, ownKey: own,
                        reason: "the file's most legible color under \(pair.background)'s text (\(failure.reason) with default's)"))
            } else if let index = guesses.firstIndex(where: { $0.widgetKey == pair.foreground }), !given.contains(pair.foreground) {
                rejected.append(.init(guess: guesses.remove(at: index), reason: failure.reason))
            } else if !repaired.contains(pair.foreground), let own = mostLegibleOwnColor(for: pair.foreground, in: skins) {
                repaired.insert(pair.foreground)
                given.insert(pair.foreground)
                guesses.append(
                    .init(
                        widgetKey: pair.foreground, ownKey: own,
                        reason: "the file's most legible color for \(pair.foreground) (\(failure.reason) with default's)"))
            } else if !repaired.contains(pair.foreground), let each = mostLegibleOwnColorPerSkin(for: pair.foreground) {
                repaired.insert(pair.foreground)
                given.insert(pair.foreground)
                for (skin, own) in each {
                    perSkin[skin, default: []].append(
                        .init(
                            widgetKey: pair.foreground, ownKey: own,
                            reason: "the most legible color of skin '\(skin)' for \(pair.foreground) (\(failure.reason) with default's)"))
                }
            } else if let index = guesses.firstIndex(where: { $0.widgetKey == pair.background }) {
                rejected.append(.init(guess: guesses.remove(at: index), reason: failure.reason))
            } else if let index = guesses.firstIndex(where: { $0.widgetKey == pair.foreground }) {
                rejected.append(.init(guess: guesses.remove(at: index), reason: failure.reason))
            } else {
                unfixable.insert(pair)
            }
        }
        guesses.sort { $0.widgetKey < $1.widgetKey }
    }

    private var map: [String: String] { Dictionary(guesses.map { ($0.widgetKey, $0.ownKey) }, uniquingKeysWith: { first, _ in first }) }

    /// A widget key's color in `skin` through its per-skin repairs, then `map`, else default's.
    private func color(_ widgetKey: String, map: [String: String], skin: Skin, traits: TraitCollection) -> RGBColor? {
        if let own = perSkin[skin.name]?.first(where: { $0.widgetKey == widgetKey })?.ownKey, let value = skin.colors[own] {
            return value.resolve(in: traits)
        }
        if let own = map[widgetKey], let value = skin.colors[own] { return value.resolve(in: traits) }
        return defaultSkin.colors[widgetKey]?.resolve(in: traits)
    }

    private func ratio(_ pair: MapGuessing.TextPair, map: [String: String], skin: Skin, traits: TraitCollection) -> Double? {
        guard let background = color(pair.background, map: map, skin: skin, traits: traits),
            let foreground = color(pair.foreground, map: map, skin: skin, traits: traits)
        else { return nil }
        let page = defaultSkin.colors["background"]?.resolve(in: traits).withAlpha(1) ?? background.withAlpha(1)
        let opaque = background.composited(over: page)
        return foreground.composited(over: opaque).contrastRatio(with: opaque)
    }

    private static let styles: [UserInterfaceStyle] = [.light, .dark]

    /// The first failing pair, the file's own text on one of default's backgrounds first (giving
    /// that background the file's color keeps more of the file than dropping the text would).
    private func firstFailure(skipping: Set<MapGuessing.TextPair>) -> (pair: MapGuessing.TextPair, reason: String)? {
        let map = self.map
        let guessed = Set(map.keys).union(perSkin.values.flatMap { $0.map(\.widgetKey) })
        var later: (pair: MapGuessing.TextPair, reason: String)?
        for skin in skins {
            for style in Self.styles {
                let traits = TraitCollection(userInterfaceStyle: style)
                for pair in pairs where !skipping.contains(pair) && (guessed.contains(pair.foreground) || guessed.contains(pair.background)) {
                    guard let ratio = ratio(pair, map: map, skin: skin, traits: traits), ratio < minimumRatio else { continue }
                    let hundredths = Int((ratio * 100).rounded())
                    let text = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
                    let failure = (
                        pair, "\(pair.foreground) on \(pair.background) would be \(text):1 in skin '\(skin.name)' (\(style)), under \(Int(minimumRatio)):1"
                    )
                    if guessed.contains(pair.foreground) && !guessed.contains(pair.background) { return failure }
                    if later == nil { later = failure }
                }
            }
        }
        return later
    }

    /// The skin's own color key that, read as `widgetKey`, keeps every pair `widgetKey` draws in at
    /// `minimumRatio` in every skin and style (the best such, by its worst ratio); nil when none does.
    /// `under`: `widgetKey` is a background, and every pair drawn on it must keep the ratio.
    private func mostLegibleOwnColor(for widgetKey: String, in skins: [Skin], under: Bool = false) -> String? {
        let drawn = pairs.filter { (under ? $0.background : $0.foreground) == widgetKey }
        let candidates = Set(skins.flatMap(\.colors.keys)).sorted().prefix(Self.candidateLimit)
        var best: (key: String, worst: Double)?
        for candidate in candidates {
            var map = self.map
            map[widgetKey] = candidate
            var worst = Double.infinity
            for skin in skins where worst >= minimumRatio {
                guard skin.colors[candidate] != nil else {
                    worst = 0
                    break
                }
                for style in Self.styles {
                    let traits = TraitCollection(userInterfaceStyle: style)
                    for pair in drawn { if let ratio = ratio(pair, map: map, skin: skin, traits: traits) { worst = min(worst, ratio) } }
                }
            }
            if worst >= minimumRatio, worst > best?.worst ?? 0 { best = (candidate, worst) }
        }
        return best?.key
    }

    /// As `mostLegibleOwnColor`, each skin on its own: skin name → its key; nil unless every skin has one.
    private func mostLegibleOwnColorPerSkin(for widgetKey: String) -> [String: String]? {
        guard skins.count > 1 else { return nil }
        var each: [String: String] = [:]
        for skin in skins {
            guard let own = mostLegibleOwnColor(for: widgetKey, in: [skin]) else { return nil }
            each[skin.name] = own
        }
        return each
    }
}
