/// A table of the few values one skin's checks look up again and again (its verdicts, its keys'
/// colors, its finding groups): searched in order while it holds a few entries (cheaper than
/// hashing two colors or a finding's text), hashed once it holds more.
struct SmallTable<Key: Hashable, Value> {
    private var keys: [Key] = []
    private var values: [Value] = []
    private var index: [Key: Int]?

    static var searchedLimit: Int { 16 }

    /// The position of `key`'s value, if there is one.
    func position(of key: Key) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    subscript(key: Key) -> Value? { position(of: key).map { values[$0] } }

    /// The value at `position` (from `position(of:)` or `append`).
    subscript(position position: Int) -> Value {
        get { values[position] }
        set { values[position] = newValue }
    }

    /// Adds a value for a key the table does not hold; its position.
    @discardableResult
    mutating func append(_ value: Value, for key: Key) -> Int {
        let position = values.count
        keys.append(key)
        values.append(value)
        if index != nil {
            index?[key] = position
        } else if keys.count > Self.searchedLimit {
            index = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
        }
        return position
    }

    /// The values in the order they were added.
    var all: [Value] { values }
}
