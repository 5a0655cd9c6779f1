/// The first lines of a text, the empty ones left out, found without splitting the rest: format
/// detection looks at the head of a file, whatever its size (a 3 MB log in a skins folder was split
/// whole by each format's test).
enum LeadingLines {
    static func of(_ text: String, count: Int) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = start
        while index < text.endIndex, lines.count < count {
            if text[index].isNewline {
                if start < index { lines.append(text[start..<index]) }
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        if lines.count < count, start < text.endIndex { lines.append(text[start...]) }
        return lines
    }
}
