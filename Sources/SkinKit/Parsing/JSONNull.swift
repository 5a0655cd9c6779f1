/// JSON's `null` in a document read into Swift values (`[String: Any]`, `[Any]`, `String`, `Int`,
/// `Double`, `Bool`), where Foundation's reader gave `NSNull`; a writer writes it back as `null`.
public struct JSONNull: Sendable, Hashable {
    public init() {}
}
