/// Whether any line of a text, its leading white space dropped, starts as a format's key does: the
/// detection tests of the theme readers (what `(?m)^\s*…` regular expressions said, without a
/// regular expression engine or Foundation).
enum LineStarts {
    static func any(in text: some StringProtocol, _ matches: (Substring) -> Bool) -> Bool {
        for line in text.split(whereSeparator: \.isNewline) {
            let start = line.drop(while: \.isWhitespace)
            if !start.isEmpty, matches(Substring(start)) { return true }
        }
        return false
    }

    /// `text` after `prefix`, or nil when it does not start with it.
    static func after(_ prefix: String, in text: Substring) -> Substring? {
        text.hasPrefix(prefix) ? text.dropFirst(prefix.count) : nil
    }

    /// A YAML key as base16 and Gogh write it: `key:`, `"key":` or `'key':`, spaces before the colon.
    static func isYAMLKey(_ key: String, in line: Substring) -> Bool {
        var rest = line
        if let quote = rest.first, quote == "\"" || quote == "'" { rest = rest.dropFirst() }
        guard var afterKey = after(key, in: rest) else { return false }
        if let quote = afterKey.first, quote == "\"" || quote == "'" { afterKey = afterKey.dropFirst() }
        return afterKey.drop(while: \.isWhitespace).first == ":"
    }
}
