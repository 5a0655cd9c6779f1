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
        let target = Array(name.lowercased().unicodeScalars)
        let limit = max(1, min(3, target.count / 3))
        let letters = Self.letters(target)
        var best: (name: String, distance: Int)?
        // Two cheap necessary conditions first (lint asks this for every unread key, 360,000 times
        // for a 10 MB skin): the lengths differ by at most `limit`, and so do the sets of letters used.
        for candidate in candidates where abs(candidate.scalars.count - target.count) <= limit
            && (candidate.letters ^ letters).nonzeroBitCount <= 2 * limit && candidate.name != name {
            let distance = Self.editDistance(target, candidate.scalars)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate.name, distance) }
        }
        return best?.name
    }

    /// The set of letters in `scalars`, one bit per letter (folded onto 64 bits). One edit changes
    /// at most two bits (a substitution drops one letter and adds another; a transposition none),
    /// so names `limit` edits apart differ in at most `2 × limit` bits.
    static func letters(_ scalars: [Unicode.Scalar]) -> UInt64 {
        scalars.reduce(0) { $0 | (1 << UInt64($1.value % 64)) }
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
