/// A YAML mapping's entries in the order written. A key is a node (a scalar in a theme, though
/// YAML allows a collection), and a key written twice is kept twice.
struct YAMLMapping: Sendable {
    /// Each key with its value, as written.
    let pairs: [(key: YAMLNode, value: YAMLNode)]

    /// The value of the last entry whose key is the scalar `key` (the one a reader of the entries
    /// in order ends with), or nil.
    subscript(key: String) -> YAMLNode? {
        pairs.last { $0.key.scalar == key }?.value
    }
}
