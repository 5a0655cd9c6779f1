/// What the picker remembers across runs (kept in the state file, `SavedSkinState`): favourite
/// skins, and the skins chosen most recently, newest first.
public struct PickerMemory: Sendable, Equatable {
    public private(set) var favourites: [String]
    public private(set) var recent: [String]

    /// How many recently chosen skins are kept.
    public static let recentLimit = 8

    public init(favourites: [String] = [], recent: [String] = []) {
        var seen: Set<String> = []
        self.favourites = favourites.filter { seen.insert($0).inserted }
        seen = []
        self.recent = Array(recent.filter { seen.insert($0).inserted }.prefix(Self.recentLimit))
    }

    public func isFavourite(_ name: String) -> Bool { favourites.contains(name) }

    /// Marks `name` as a favourite, or unmarks it.
    public mutating func toggleFavourite(_ name: String) {
        if let index = favourites.firstIndex(of: name) { favourites.remove(at: index) } else { favourites.append(name) }
    }

    /// `name` was chosen: it becomes the most recent.
    public mutating func noteChosen(_ name: String) {
        recent.removeAll { $0 == name }
        recent.insert(name, at: 0)
        if recent.count > Self.recentLimit { recent.removeLast(recent.count - Self.recentLimit) }
    }
}
