/// Fuzzy matching of a typed query against many names, as pickers do (`oc` finds `ocean`,
/// `sdark` finds `solarized-dark`): the query's characters in order, anywhere in the name, ranked
/// by how tightly and where they match. Names are folded once into one buffer of bytes, so a
/// keystroke over thousands of names allocates nothing per name.
public struct FuzzyMatcher: Sendable {
    /// Every name's folded bytes, one after another; `starts[i]..<starts[i + 1]` is name `i`.
    private let bytes: [UInt8]
    private let starts: [Int]

    public init(names: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        starts.reserveCapacity(names.count + 1)
        for name in names {
            bytes.append(contentsOf: Self.fold(name))
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
    }

    public var count: Int { starts.count - 1 }

    /// A name or query as matched: UTF-8 with ASCII letters lowercased.
    public static func fold(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    }

    /// How well `query` (folded) matches name `index`: nil when its characters do not all appear in
    /// order; higher is better. Each matched character scores 1, more when it follows the previous
    /// match (a run) or starts a word (after `-`, `_`, space, `.`, `/` or at the start); a shorter
    /// name wins a tie. An empty query matches every name with 0.
    public func score(_ index: Int, query: [UInt8]) -> Int? {
        guard !query.isEmpty else { return 0 }
        let start = starts[index]
        let end = starts[index + 1]
        guard end - start >= query.count else { return nil }
        var score = 0
        var position = 0
        var previous = -2
        var i = start
        while i < end {
            let byte = bytes[i]
            if byte == query[position] {
                score += 1
                if i == previous + 1 { score += 5 }
                if i == start || Self.isSeparator(bytes[i - 1]) { score += 8 }
                previous = i
                position += 1
                if position == query.count { return score * 64 - min(63, end - start) }
            }
            i += 1
        }
        return nil
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x2D || byte == 0x5F || byte == 0x20 || byte == 0x2E || byte == 0x2F
    }
}
