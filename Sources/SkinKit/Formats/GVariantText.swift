/// The two GVariant text forms a GNOME Terminal dump holds: a string (`'…'` or `"…"`, with
/// backslash escapes) and an array of strings (`['…', '…']`, optionally typed `@as`).
enum GVariantText {
    static func string(_ text: String) -> String? {
        var characters = Substring(text.trimmingSpaces)
        guard let read = string(&characters), characters.allSatisfy(\.isWhitespace) else { return nil }
        return read
    }

    static func strings(_ text: String) -> [String]? {
        var rest = Substring(text.trimmingSpaces)
        if rest.hasPrefix("@as") { rest = rest.dropFirst(3).drop(while: \.isWhitespace) }
        guard rest.first == "[", rest.last == "]" else { return nil }
        rest = rest.dropFirst().dropLast().drop(while: \.isWhitespace)
        var items: [String] = []
        while !rest.isEmpty {
            guard let item = string(&rest) else { return nil }
            items.append(item)
            rest = rest.drop(while: \.isWhitespace)
            if rest.first == "," { rest = rest.dropFirst().drop(while: \.isWhitespace) } else if !rest.isEmpty { return nil }
        }
        return items
    }

    /// One quoted string at the start of `text`, which is advanced past it.
    private static func string(_ text: inout Substring) -> String? {
        guard let quote = text.first, quote == "'" || quote == "\"" else { return nil }
        var result = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == quote {
                text = text[text.index(after: index)...]
                return result
            }
            if character == "\\" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                let escaped = text[index]
                result.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
            } else {
                result.append(character)
            }
            index = text.index(after: index)
        }
        return nil
    }
}
