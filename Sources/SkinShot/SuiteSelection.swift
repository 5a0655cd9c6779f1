import Glibc
import SkinKit

/// The part of a suite one run takes: a shard (`--shard i/n`, a stable split by script file name)
/// and a name filter (`--filter PATTERN`, a substring, or a glob when it holds `*`, `?` or `[`).
public struct SuiteSelection: Sendable, Hashable {
    /// One of `count` parts of a suite (`index` from 1).
    public struct Shard: Sendable, Hashable {
        /// Which part, from 1.
        public var index: Int
        /// How many parts.
        public var count: Int

        /// Reads `i/n` (1 ≤ i ≤ n); nil when it is not one.
        public init?(parsing text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
            self.index = index
            self.count = count
        }
    }

    /// This run's shard; nil for the whole suite.
    public var shard: Shard?
    /// Matched against each script's name and each shot's file name; nil for every shot.
    public var filter: String?

    /// The whole suite unless a shard or a filter is given.
    public init(shard: Shard? = nil, filter: String? = nil) {
        self.shard = shard
        self.filter = filter
    }

    /// Whether `script` belongs to this run's shard: FNV-1a of its file name, so the split is the
    /// same on every machine and for every folder the suite is reached through.
    public func inShard(_ script: String) -> Bool {
        guard let shard else { return true }
        return Int(Self.stableHash(PathName.lastComponent(script)) % UInt64(shard.count)) == shard.index - 1
    }

    /// Whether the script's name (without `.script`) matches the filter: then all its shots are taken.
    public func takesWholeScript(_ script: String) -> Bool {
        guard let filter else { return true }
        let name = PathName.deletingExtension(PathName.lastComponent(script))
        return Self.matches(name, filter) || Self.matches(PathName.lastComponent(script), filter)
    }

    /// Whether the filter takes a shot (`NAME.ext`) by its own name.
    public func takes(shotFile: String) -> Bool {
        guard let filter else { return true }
        return Self.matches(shotFile, filter)
    }

    static func matches(_ name: String, _ pattern: String) -> Bool {
        if pattern.contains(where: { "*?[".contains($0) }) { return fnmatch(pattern, name, 0) == 0 }
        return name.contains(pattern)
    }

    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
