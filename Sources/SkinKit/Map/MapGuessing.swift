/// When and how the library reads a skin file through a guessed map: a file with no map (no `Map`
/// section, no map file beside it, no `--map`) whose own keys no widget reads is read through
/// `RoleMapSuggester`'s map, made legible first (`LegibleGuesses`).
public struct MapGuessing: Sendable {
    /// A text color key drawn on a background color key (from the widgets' declarations).
    public struct TextPair: Hashable, Sendable {
        public var foreground: String
        public var background: String

        public init(foreground: String, background: String) {
            self.foreground = foreground
            self.background = background
        }
    }

    /// The pairs checked before a guess is used (worked out when a file needs a guess: most
    /// starts guess nothing).
    public var textPairs: [TextPair] { pairs() }
    private let pairs: @Sendable () -> [TextPair]
    /// The contrast every pair keeps, in light and dark (WCAG's minimum for large text and UI parts).
    public var minimumRatio: Double
    public var suggester: RoleMapSuggester

    public init(textPairs: [TextPair], minimumRatio: Double = 3.0, suggester: RoleMapSuggester = RoleMapSuggester()) {
        self.init(minimumRatio: minimumRatio, suggester: suggester) { textPairs }
    }

    /// Guessing whose pairs `textPairs` gives when first needed (each time: keep it cheap to ask twice).
    public init(minimumRatio: Double = 3.0, suggester: RoleMapSuggester = RoleMapSuggester(), textPairs: @escaping @Sendable () -> [TextPair]) {
        pairs = textPairs
        self.minimumRatio = minimumRatio
        self.suggester = suggester
    }

    /// The guessed map for one file's skins, or nil when the file needs none: a skin has a map,
    /// a key some widget reads, or no guess fits.
    public func guess(file: String, skins: [Skin], defaultSkin: Skin) -> GuessedMap? {
        guard !skins.isEmpty, skins.allSatisfy({ $0.roleMap.isEmpty }),
            skins.allSatisfy({ SkinKeyUsage(skin: $0, widgetKeys: suggester.widgetKeys).isEntirelyUnread })
        else { return nil }
        var legible = suggestion(for: skins, defaultSkin: defaultSkin)
        guard !legible.guesses.isEmpty else { return nil }
        legible.file = file
        return legible
    }

    /// The suggester's guesses for `skins`, made legible (`LegibleGuesses`), and the guesses left out.
    public func suggestion(for skins: [Skin], defaultSkin: Skin) -> GuessedMap {
        var legible = LegibleGuesses(
            guesses: suggester.suggest(for: skins), skins: skins, defaultSkin: defaultSkin,
            pairs: textPairs, minimumRatio: minimumRatio)
        legible.repair()
        return GuessedMap(file: "", skinNames: skins.map(\.name), guesses: legible.guesses, rejected: legible.rejected, perSkin: legible.perSkin)
    }
}
