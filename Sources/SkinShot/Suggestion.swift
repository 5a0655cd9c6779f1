/// "Did you mean …?": the closest known word by edit distance, for error messages.
enum Suggestion {
    /// The candidate nearest to `word` by case-insensitive Levenshtein distance — at most 1 for words
    /// of up to 4 characters, 2 for longer ones — the first one on ties; nil when none is close.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let length = lowered.count
        let allowed = length <= 4 ? 1 : 2
        var best: (candidate: String, distance: Int)? = nil
        // The distance is at least the difference in length: a long word (a fuzzer's, or a pasted
        // line) skips every candidate without building a matrix.
        for candidate in candidates where abs(candidate.count - length) <= allowed {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
