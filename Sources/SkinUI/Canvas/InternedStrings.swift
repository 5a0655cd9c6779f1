/// Strings a canvas refers to by small integer ids: the skin keys of its cells and its long
/// graphemes. A value owned by its canvas (no table is shared between canvases or global), so a
/// cell holds an id instead of a String and is copied and compared without reference counting.
public struct InternedStrings: Sendable {
    private(set) var strings: [String] = []
    private var ids: [String: UInt32] = [:]
    /// The last strings asked for (a text's foreground and background key, a fill's key): views
    /// draw run after run with the same keys, and comparing two strings is cheaper than hashing one.
    private var recent: [(string: String, id: UInt32)] = []
    private var nextRecentSlot = 0
    private static let recentCount = 4

    public init() {}

    /// How many strings the table holds.
    public var count: Int { strings.count }

    /// The id of `string`, added when new. Ids start at 1; 0 stands for no string.
    public mutating func id(for string: String) -> UInt32 {
        for entry in recent where entry.string == string { return entry.id }
        let id: UInt32
        if let known = ids[string] {
            id = known
        } else {
            strings.append(string)
            id = UInt32(strings.count)
            ids[string] = id
        }
        if recent.count < Self.recentCount {
            recent.append((string, id))
        } else {
            recent[nextRecentSlot] = (string, id)
            nextRecentSlot = (nextRecentSlot + 1) % Self.recentCount
        }
        return id
    }

    /// The id of `string` if any (0 for nil).
    public mutating func id(for string: String?) -> UInt32 {
        guard let string else { return 0 }
        return id(for: string)
    }

    /// The string of `id`; nil for 0 or an id this table never gave.
    public func string(for id: UInt32) -> String? {
        guard id > 0, Int(id) <= strings.count else { return nil }
        return strings[Int(id) - 1]
    }
}
