import SkinKit

/// Color answers a lint run needs again and again, each worked out once per run: the nearest
/// xterm palette entry of a color at a depth, and a color as a color-vision deficiency sees it;
/// and texts many findings share, stored once. Each table is emptied when it reaches `capacity`
/// entries, so that 100,000 skins of distinct colors cost a bounded table, not one entry per color.
struct ColorMemo {
    private struct Key: Hashable {
        var color: UInt32
        var depth: ColorDepth
    }

    static let capacity = 50_000

    private var indices: [Key: Int?] = [:]
    /// Simulated colors, a slot per vision and color hash (no growth, no rehashing: most colors of
    /// many small skins are seen once): the color and how the vision sees it.
    private var seen: [(color: RGBColor, seen: RGBColor)?] = Array(repeating: nil, count: VisionDeficiency.allCases.count << slotBits)
    private static let slotBits = 10
    private struct TextKey: Hashable {
        var pairs: [Int]
        var ending: String
    }

    private var texts: [TextKey: String] = [:]
    private var defaultStyles: [String: [String: StyleValue]]?

    /// `SkinStore.style(for:)` of each of `widgets` for a skin with no Style section (`default`'s), made once.
    mutating func defaultStyles(of widgets: [String], catalog: SkinCatalog) -> [String: [String: StyleValue]] {
        if let known = defaultStyles { return known }
        let store = SkinStore(catalog: catalog)
        var styles: [String: [String: StyleValue]] = [:]
        for widget in widgets { styles[widget] = store.style(for: widget) }
        defaultStyles = styles
        return styles
    }

    /// `TerminalPalette.nearestIndex` of `color` at `depth`.
    mutating func nearestIndex(to color: RGBColor, depth: ColorDepth) -> Int? {
        let key = Key(color: color.hexValue, depth: depth)
        if let known = indices[key] { return known }
        let index = TerminalPalette.nearestIndex(to: color, depth: depth)
        if indices.count >= Self.capacity { indices.removeAll(keepingCapacity: true) }
        indices[key] = index
        return index
    }

    /// `vision.simulate(color)`.
    mutating func simulated(_ color: RGBColor, _ vision: VisionDeficiency) -> RGBColor {
        let visionIndex: Int
        switch vision {
        case .normal: visionIndex = 0
        case .protanopia: visionIndex = 1
        case .deuteranopia: visionIndex = 2
        case .tritanopia: visionIndex = 3
        case .achromatopsia: visionIndex = 4
        }
        let slot = visionIndex << Self.slotBits | Int((color.hexValue &* 2_654_435_761) >> UInt32(32 - Self.slotBits))
        if let known = seen[slot], known.color == color { return known.seen }
        let result = vision.simulate(color)
        seen[slot] = (color, result)
        return result
    }

    /// Whether `index` is `TerminalPalette.nearestIndex(to: color, depth: depth)`: from the table when
    /// known, else asked without the whole search (one color's nearest entry is rarely the other's).
    mutating func isNearest(_ index: Int, to color: RGBColor, depth: ColorDepth) -> Bool {
        if let known = indices[Key(color: color.hexValue, depth: depth)] { return known == index }
        return TerminalPalette.isNearestIndex(index, to: color, depth: depth)
    }

    /// The text `make` gives for `pairs` (indices of drawn pairs) and `ending`, made once: findings
    /// that name the same widget parts share one copy of its bytes.
    mutating func text(naming pairs: [Int], ending: String, make: ([Int]) -> String) -> String {
        let key = TextKey(pairs: pairs, ending: ending)
        if let known = texts[key] { return known }
        if texts.count >= Self.capacity { texts.removeAll(keepingCapacity: true) }
        let text = make(pairs)
        texts[key] = text
        return text
    }
}
