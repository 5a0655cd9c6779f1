/// The INI dialect of Python's ConfigObj (Terminator's config): nested sections, `[name]` at depth 1,
/// `[[name]]` at depth 2, …, indentation free; `key = value` lines, a value quoted (`"…"` or `'…'`,
/// a `# comment` after it) or not (a `#` ends it: `key = #282a36` is an empty value and a comment);
/// `#` comment lines.
enum ConfigObjText {
    /// One `key = value` line: the value as ConfigObj reads it, the text after `=` as written, its line.
    struct Value {
        var text: String
        var written: String
        var line: Int
    }

    /// A section: the names from depth 1 down (`["profiles", "Dracula"]`; shorter than `depth` when a
    /// file opens with a deeper section than its parent, as `[[Dracula]]` alone), its header's line
    /// and its keys (a later line wins).
    struct Section {
        var path: [String]
        var depth: Int
        var header: Int
        var values: [String: Value] = [:]
    }

    /// The sections of `text` in file order; keys before the first section are not read.
    static func sections(_ text: String) -> [Section] {
        var sections: [Section] = []
        var names: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            if let (depth, name) = header(line) {
                names = Array(names.prefix(depth - 1)) + [name]
                sections.append(Section(path: names, depth: depth, header: index + 1))
                continue
            }
            guard !sections.isEmpty, let (key, value) = entry(line) else { continue }
            sections[sections.count - 1].values[key] = Value(text: value.text, written: value.written, line: index + 1)
        }
        return sections
    }

    /// The depth and name of a section line (`[[ "My profile" ]]` → 2, `My profile`), nil for others.
    static func header(_ line: String) -> (Int, String)? {
        guard line.hasPrefix("[") else { return nil }
        let opening = line.prefix { $0 == "[" || $0 == " " || $0 == "\t" }
        let depth = opening.filter { $0 == "[" }.count
        var rest = line.dropFirst(opening.count)
        // A comment after the closing brackets.
        if let comment = rest.firstIndex(of: "#"), rest[..<comment].contains("]") {
            rest = rest[..<comment]
        }
        let trimmed = Substring(String(rest).trimmingSpaces)
        let closing = trimmed.reversed().prefix { $0 == "]" || $0 == " " || $0 == "\t" }
        guard closing.filter({ $0 == "]" }).count == depth else { return nil }
        let name = unquoted(String(trimmed.dropLast(closing.count)).trimmingSpaces)
        return name.isEmpty ? nil : (depth, name)
    }

    /// `key = value` with the key unquoted and the value read as ConfigObj reads it; nil without `=`.
    static func entry(_ line: String) -> (String, (text: String, written: String))? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        let key = unquoted(String(line[..<equals]).trimmingSpaces)
        let written = String(line[line.index(after: equals)...]).trimmingSpaces
        if let quote = written.first, quote == "\"" || quote == "'" {
            let inside = written.dropFirst()
            return (key, (String(inside.prefix { $0 != quote }), written))
        }
        return (key, (String(written.prefix { $0 != "#" }).trimmingSpaces, written))
    }

    private static func unquoted(_ text: String) -> String {
        guard let quote = text.first, quote == "\"" || quote == "'", text.count >= 2, text.last == quote else { return text }
        return String(text.dropFirst().dropLast())
    }
}
