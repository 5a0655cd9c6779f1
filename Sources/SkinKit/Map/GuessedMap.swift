/// A role map the library guessed for a skin file whose own keys no widget reads (and which has
/// no map): what the previewer, `shot` and `list` read the file through, and what they say so with.
public struct GuessedMap: Sendable {
    /// A guess left to the default because text would be illegible with it.
    public struct Rejection: Hashable, Sendable {
        /// The guess left out.
        public var guess: RoleMapSuggester.Guess
        /// Why, in words: the pair, the skin, the style and the ratio.
        public var reason: String
    }

    /// The skin file the map was guessed for.
    public var file: String
    /// The skins of that file, which read through the map.
    public var skinNames: [String]
    /// The guesses used, in widget-key order.
    public var guesses: [RoleMapSuggester.Guess]
    /// Guesses left to the default so that no text falls under the minimum contrast.
    public var rejected: [Rejection]
    /// Text colors repaired skin by skin (no one key of the file is legible in every skin): skin → guesses.
    public var perSkin: [String: [RoleMapSuggester.Guess]] = [:]

    /// The map the used guesses make.
    public var map: RoleMap {
        RoleMap(shared: RoleMapSuggester.map(of: guesses).shared, perSkin: perSkin.mapValues { RoleMapSuggester.map(of: $0).shared })
    }

    /// Where saving the map puts it: `<name>.map.json` beside the file, where the loader finds it.
    public var savePath: String { RoleMap.companionPath(of: file) }

    /// How many widget keys the map places (a per-skin repair counted once).
    public var placedCount: Int { guesses.count + Set(perSkin.values.flatMap { $0.map(\.widgetKey) }).count }

    /// The one line that says a skin is shown through a guessed map.
    public var summary: String {
        let left = rejected.isEmpty ? "" : ", \(rejected.count) left to default for contrast"
        return "guessed a map for \(file): \(placedCount) key(s) placed\(left)"
    }
}
