extension MacroValueParser {
    /// The steps a value goes through: `d(a)` → `d(b)` → `#010203`; just the text when it is no macro.
    /// Stops at an undefined macro or a cycle (which loading already reported).
    public static func chain(of text: String, defines: [String: String]) -> [String] {
        var steps = [text.trimmingSpaces]
        var seen: Set<String> = []
        while let last = steps.last, last.lowercased().hasPrefix("d("), last.hasSuffix(")") {
            let name = String(last.dropFirst(2).dropLast()).trimmingSpaces
            guard !seen.contains(name), let expansion = defines[name] else { break }
            seen.insert(name)
            steps.append(expansion.trimmingSpaces)
        }
        return steps
    }
}
