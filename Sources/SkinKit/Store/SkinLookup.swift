/// A value read from the store with where it came from, for the inspector and for lint.
public struct SkinLookup<Value: Sendable>: Sendable {
    public var value: Dynamic<Value>
    public var key: String
    /// The skin that defined the key: the current one, `default` (fallback), or nil when missing.
    public var definedBy: String?
    /// The key actually read when a role map sent `key` to the skin's own key (e.g. `导航背景色`).
    public var mappedKey: String? = nil

    public var isMissing: Bool { definedBy == nil }
}
