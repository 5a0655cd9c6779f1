/// The picker's state: the entries, the typed filter, the light/dark filter, the order, the
/// favourites and recently used, and the highlighted row. Everything a key changes is worked out
/// here once (`visible` is recomputed when the filter or order changes, never while drawing), so
/// moving the highlight costs nothing in the number of entries.
public struct PickerModel: Sendable {
    public private(set) var entries: [PickerEntry]
    private var matcher: FuzzyMatcher
    public private(set) var query = ""
    public private(set) var filter: PickerVariantFilter = .all
    public private(set) var sort: PickerSort = .list
    public private(set) var memory: PickerMemory
    /// Each entry's place in the list order: favourites, then recently used, then the rest as listed.
    private var rank: [Int] = []
    /// The entries in that order (worked out when favourites change, not per keystroke).
    private var listOrder: [Int] = []
    /// Which entries are favourites and which recently used, by entry index.
    public private(set) var isFavourite: [Bool] = []
    public private(set) var isRecent: [Bool] = []
    /// The lint's contrast score of each entry (nil: not scored); set while sorting by contrast.
    public private(set) var contrastScores: [Double?]?
    /// The entries shown, as indices into `entries`, in order.
    public private(set) var visible: [Int] = []
    /// The widest name in cells (capped at 40), for the rows' name column.
    public private(set) var nameColumnWidth = 0
    /// The highlighted row, an index into `visible` (0 when nothing is shown).
    public private(set) var highlighted = 0

    /// A picker over `entries` with the highlight on `current` when it is listed.
    public init(entries: [PickerEntry], memory: PickerMemory = PickerMemory(), current: String? = nil) {
        self.entries = entries
        self.memory = memory
        matcher = FuzzyMatcher(names: entries.map(\.name))
        rerank()
        refilter(keeping: current)
    }

    /// The highlighted entry, if any row is shown.
    public var highlightedEntry: PickerEntry? { visible.isEmpty ? nil : entries[visible[highlighted]] }

    // MARK: Changes

    /// Types one character into the filter; the best match is highlighted.
    public mutating func type(_ character: Character) {
        query.append(character)
        refilter(keeping: nil)
    }

    /// Removes the filter's last character.
    public mutating func deleteBackward() {
        guard !query.isEmpty else { return }
        query.removeLast()
        refilter(keeping: nil)
    }

    /// Sets the whole filter text.
    public mutating func setQuery(_ text: String) {
        query = text
        refilter(keeping: nil)
    }

    /// The next light/dark filter.
    public mutating func cycleFilter() {
        filter = filter.next
        refilter(keeping: highlightedEntry?.name)
    }

    /// Orders the list by `sort`; `scores` gives the contrast score of each entry (read only for `.contrast`).
    public mutating func setSort(_ sort: PickerSort, scores: [Double?]? = nil) {
        self.sort = sort
        contrastScores = sort == .contrast ? scores : nil
        refilter(keeping: highlightedEntry?.name)
    }

    /// Moves the highlight by `step` rows, stopping at either end.
    public mutating func move(by step: Int) {
        guard !visible.isEmpty else { return }
        highlighted = min(max(0, highlighted + step), visible.count - 1)
    }

    /// Marks or unmarks the highlighted skin as a favourite (favourites lead the list).
    public mutating func toggleFavourite() {
        guard let name = highlightedEntry?.name else { return }
        memory.toggleFavourite(name)
        rerank()
        refilter(keeping: name)
    }

    /// Notes the highlighted skin as chosen (recently used).
    public mutating func noteChosen() {
        guard let name = highlightedEntry?.name else { return }
        memory.noteChosen(name)
    }

    /// Puts new entries in place (the skins were reloaded), keeping the filter, order and highlight.
    public mutating func replaceEntries(_ newEntries: [PickerEntry], scores: [Double?]? = nil) {
        let kept = highlightedEntry?.name
        entries = newEntries
        matcher = FuzzyMatcher(names: newEntries.map(\.name))
        contrastScores = sort == .contrast ? scores : nil
        rerank()
        refilter(keeping: kept)
    }

    // MARK: Working out the list

    private mutating func rerank() {
        nameColumnWidth = entries.reduce(0) { max($0, min(40, DisplayWidth.of($1.name))) }
        let favourites = Set(memory.favourites)
        var recentPlace: [String: Int] = [:]
        for (place, name) in memory.recent.enumerated() { recentPlace[name] = place }
        isFavourite = entries.map { favourites.contains($0.name) }
        isRecent = entries.map { recentPlace[$0.name] != nil }
        let favouriteCount = entries.count
        let recentCount = PickerMemory.recentLimit
        rank = entries.indices.map { index in
            if isFavourite[index] { return index }
            if let place = recentPlace[entries[index].name] { return favouriteCount + place }
            return favouriteCount + recentCount + index
        }
        let rank = self.rank
        listOrder = entries.indices.sorted { rank[$0] < rank[$1] }
    }

    /// Recomputes `visible`, keeping the highlight on `name` when it is still shown (else the top row).
    private mutating func refilter(keeping name: String?) {
        let folded = FuzzyMatcher.fold(query)
        // Walked in list order, so that without a query (or among equal scores) the list's order
        // stands and only what a query or the contrast order changes is sorted.
        var matches: [(index: Int, score: Int, place: Int)] = []
        matches.reserveCapacity(entries.count)
        for index in listOrder where filter == .all || filter.admits(entries[index].variant) {
            if let score = matcher.score(index, query: folded) { matches.append((index, score, matches.count)) }
        }
        if sort == .contrast, let scores = contrastScores {
            matches.sort { a, b in
                let x = scores[a.index] ?? -1
                let y = scores[b.index] ?? -1
                if x != y { return x > y }
                if a.score != b.score { return a.score > b.score }
                return a.place < b.place
            }
        } else if !folded.isEmpty {
            matches.sort { a, b in a.score != b.score ? a.score > b.score : a.place < b.place }
        }
        visible = matches.map(\.index)
        highlighted = name.flatMap { name in visible.firstIndex { entries[$0].name == name } } ?? 0
    }
}
