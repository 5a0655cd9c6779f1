/// One node of a composed YAML document (`YAMLComposer`): a scalar, a mapping or a sequence, with
/// the line it starts on. An alias is the node its anchor names, line included. Collections keep
/// their children in arrays, so a node used by many aliases is shared, not copied.
struct YAMLNode: Sendable {
    /// What a node holds.
    enum Content: Sendable {
        /// A scalar's value as written, after YAML's quoting and line folding: `002211` and
        /// `"002211"` are both the text `002211` (no type is resolved).
        case scalar(String)
        case mapping(YAMLMapping)
        case sequence([YAMLNode])
    }

    let content: Content
    /// The line the node starts on, from 1 (libyaml's start mark, 0-based, plus one).
    let line: Int

    /// The scalar's value, or nil for a collection.
    var scalar: String? {
        if case .scalar(let text) = content { text } else { nil }
    }

    /// The mapping, or nil for a scalar or a sequence.
    var mapping: YAMLMapping? {
        if case .mapping(let mapping) = content { mapping } else { nil }
    }

    /// The sequence's items, or nil for a scalar or a mapping.
    var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { items } else { nil }
    }
}
