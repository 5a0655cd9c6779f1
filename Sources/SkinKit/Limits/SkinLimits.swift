/// The documented bounds on what a skin file may hold. Each keeps one kind of input from costing
/// unbounded time or memory; going past one is an error naming the file and place, never a hang.
public struct SkinLimits: Hashable, Sendable {
    /// Bytes in one skin file (JSON or property list).
    public var maxFileBytes: Int
    /// Dictionaries and arrays inside one another (a skin needs about five).
    public var maxNestingDepth: Int
    /// Entries in one dictionary: skins in a file, keys in a section, properties of a widget.
    public var maxKeysPerSection: Int
    /// Parser steps for one value, so `d(a)` → `d(b)` → … chains at most this long.
    public var maxMacroChainLength: Int
    /// Macro expansions for one skin; resolution is memoised, so a skin needs at most one per
    /// macro and one per value, and this bound keeps the work linear in the file's size.
    public var maxMacroExpansions: Int
    /// UTF-8 bytes in one key or string value.
    public var maxValueBytes: Int

    public init(
        maxFileBytes: Int = 10 * 1024 * 1024, maxNestingDepth: Int = 32, maxKeysPerSection: Int = 100_000,
        maxMacroChainLength: Int = 1_000, maxMacroExpansions: Int = 1_000_000, maxValueBytes: Int = 64 * 1024
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxNestingDepth = maxNestingDepth
        self.maxKeysPerSection = maxKeysPerSection
        self.maxMacroChainLength = maxMacroChainLength
        self.maxMacroExpansions = maxMacroExpansions
        self.maxValueBytes = maxValueBytes
    }

    /// The limits every command uses.
    public static let standard = SkinLimits()

    /// A byte count for messages: `10 MB`, `64 KB`, `512 bytes`.
    public static func describe(bytes: Int) -> String {
        if bytes >= 1024 * 1024, bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return "\(bytes) bytes"
    }
}
