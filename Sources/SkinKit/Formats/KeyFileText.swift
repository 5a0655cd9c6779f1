/// The INI dialect of GLib's `GKeyFile` and Xfce's `XfceRc` (termite's config, xfce4-terminal's
/// `.theme` files and `terminalrc`): `[Group]` lines, `Key=Value` lines (spaces around `=` and at the
/// ends taken off, the value kept as written: no quotes removed, no comment after it) and `#`
/// comment lines; a later line of a key wins.
enum KeyFileText {
    /// One `Key=Value` line's value and line number (1-based).
    struct Value {
        var text: String
        var line: Int
    }

    /// A group's keys and the line of its (first) `[Group]` header.
    struct Group {
        var header: Int
        var values: [String: Value] = [:]
    }

    /// The groups of `text` by name; keys before any `[Group]` line are not read.
    static func groups(_ text: String) -> [String: Group] {
        var groups: [String: Group] = [:]
        var current: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            if let name = header(line) {
                current = name
                if groups[name] == nil { groups[name] = Group(header: index + 1) }
                continue
            }
            guard let current, let (key, value) = entry(line) else { continue }
            groups[current]?.values[key] = Value(text: value, line: index + 1)
        }
        return groups
    }

    /// The keys and values of each group in the first `count` lines, for detection.
    static func headGroups(_ text: String, count: Int = 400) -> [String: [String: String]] {
        var groups: [String: [String: String]] = [:]
        var current: String?
        for line in LeadingLines.of(text, count: count) {
            let trimmed = String(line).trimmingSpaces
            if trimmed.hasPrefix("#") { continue }
            if let name = header(trimmed) {
                current = name
                if groups[name] == nil { groups[name] = [:] }
            } else if let current, let (key, value) = entry(trimmed) {
                groups[current]?[key] = value
            }
        }
        return groups
    }

    /// The name of a `[Group]` line, nil for other lines.
    static func header(_ line: String) -> String? {
        guard line.hasPrefix("["), line.hasSuffix("]"), line.count >= 2 else { return nil }
        return String(line.dropFirst().dropLast())
    }

    /// True for a (trimmed) line GLib's `GKeyFile` refuses, failing the whole load: not blank, not a
    /// `#` comment (`;` is none to GLib), not a `[Group]` and not `Key=Value` with a key before the `=`
    /// (`g_key_file_parse_line`, glib/gkeyfile.c).
    static func isRefusedByGLib(_ line: String) -> Bool {
        if line.isEmpty || line.hasPrefix("#") || header(line) != nil { return false }
        guard let equals = line.firstIndex(of: "=") else { return true }
        return equals == line.startIndex
    }

    /// `Key=Value`, both trimmed; nil for a line without `=`.
    static func entry(_ line: String) -> (String, String)? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        return (String(line[..<equals]).trimmingSpaces, String(line[line.index(after: equals)...]).trimmingSpaces)
    }
}
