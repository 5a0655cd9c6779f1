extension String {
    /// True when `word`'s UTF-8 bytes occur in this string's: a plain byte search, for ASCII words
    /// on hot paths (Foundation's `contains` goes through CFString, and the generic
    /// `firstRange(of:)` instantiates its types at run time on every call).
    func containsBytes(of word: String) -> Bool {
        var text = self
        var pattern = word
        return text.withUTF8 { haystack in
            pattern.withUTF8 { needle in
                guard !needle.isEmpty else { return true }
                guard needle.count <= haystack.count else { return false }
                for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
                    var offset = 1
                    while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                return false
            }
        }
    }
}
