/// "Did you mean …?": the known name nearest to a misspelled one, by edit distance ignoring case.
/// Prepare it once for a set of names and ask it many times (lint asks once per unknown key).
public struct ClosestName: Sendable {
    private let candidates: [(name: String, scalars: [Unicode.Scalar], letters: UInt64)]

    public init(among names: some Sequence<String>) {
        candidates = names.map { name in
            let scalars = Array(name.lowercased().unicodeScalars)
            return (name, scalars, Self.letters(scalars))
        }
    }

    /// The closest of `candidates` to `name`, or nil when none is close enough to be a likely typo
    /// (at most a third of the name's length, 1 to 3 edits away).
    public static func to(_ name: String, among candidates: some Sequence<String>) -> String? {
        ClosestName(among: candidates).to(name)
    }

    public func to(_ name: String) -> String? {
        var memo = Memo()
        return to(name, memo: &memo)
    }

    /// The prefilter's survivors for one (length, letters) pair: the prefilter depends on nothing
    /// else, so asking for many names of one shape (`color00001`, `color00002`, …) filters once.
    public struct Memo: Sendable {
        fileprivate var survivors: [Shape: [Int]] = [:]
        public init() {}
    }

    fileprivate struct Shape: Hashable, Sendable {
        var length: Int
        var letters: UInt64
    }

    /// `to(_:)` with the prefilter's results kept in `memo` (lint asks this for every unread key,
    /// 360,000 times for a 10 MB skin, nearly all of them with no candidate left after the filter).
    public func to(_ name: String, memo: inout Memo) -> String? {
        let shape = Self.shape(of: name)
        let limit = max(1, min(3, shape.length / 3))
        let survivors: [Int]
        if let known = memo.survivors[shape] {
            survivors = known
        } else {
            // Two cheap necessary conditions: the lengths differ by at most `limit`, and so do the
            // sets of letters used.
            survivors = candidates.indices.filter { index in
                abs(candidates[index].scalars.count - shape.length) <= limit
                    && (candidates[index].letters ^ shape.letters).nonzeroBitCount <= 2 * limit
            }
            memo.survivors[shape] = survivors
        }
        guard !survivors.isEmpty else { return nil }
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for index in survivors where candidates[index].name != name {
            let distance = Self.editDistance(target, candidates[index].scalars)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidates[index].name, distance) }
        }
        return best?.name
    }

    /// Length and letters of `name` lowercased, read from its bytes when it is ASCII (no copy; by
    /// pointer, which stays fast in a debug build, where lint is asked to take under 2 s for 10 MB).
    private static func shape(of name: String) -> Shape {
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> Shape? in
            guard var byte = bytes.baseAddress else { return Shape(length: 0, letters: 0) }
            let end = byte + bytes.count
            var letters: UInt64 = 0
            while byte < end {
                let value = byte.pointee
                if value >= 0x80 { return nil }
                letters |= bit(value >= 0x41 && value <= 0x5A ? UInt32(value | 0x20) : UInt32(value))
                byte += 1
            }
            return Shape(length: bytes.count, letters: letters)
        }
        if let ascii, let shape = ascii { return shape }
        let scalars = Array(name.lowercased().unicodeScalars)
        return Shape(length: scalars.count, letters: Self.letters(scalars))
    }

    /// The set of letters in `scalars`, one bit per letter or digit (other scalars folded onto the
    /// remaining bits). One edit changes at most two bits (a substitution drops one letter and adds
    /// another; a transposition none), so names `limit` edits apart differ in at most `2 × limit` bits.
    static func letters(_ scalars: [Unicode.Scalar]) -> UInt64 {
        var letters: UInt64 = 0
        for scalar in scalars { letters |= bit(scalar.value) }
        return letters
    }

    /// a–z on bits 0–25 and 0–9 on bits 26–35 (so `color12` and `colorqr` differ); the rest on 36–63.
    private static func bit(_ value: UInt32) -> UInt64 {
        if value >= 0x61 && value <= 0x7A { return 1 << UInt64(value - 0x61) }
        if value >= 0x30 && value <= 0x39 { return 1 << UInt64(value - 0x30 + 26) }
        return 1 << UInt64(36 + value % 28)
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], previous2[j - 2] + 1) }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
