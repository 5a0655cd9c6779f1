/// The first lines of a text, the empty ones left out, found without splitting the rest: format
/// detection looks at the head of a file, whatever its size (a 3 MB log in a skins folder was split
/// whole by each format's test).
enum LeadingLines {
    /// Up to `count` non-empty lines from the start of `text`, split where `Character.isNewline`
    /// would split. Walked by scalars, not Characters: every newline scalar is a grapheme boundary
    /// (Unicode's `Control` break class), and the one grapheme of two, CR LF, leaves only an empty
    /// line between its scalars; each matcher of the ~40 formats calls this on the file's head.
    static func of(_ text: String, count: Int) -> [Substring] {
        var lines: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex, lines.count < count {
            if isNewline(scalars[index]) {
                if start < index { lines.append(text[start..<index]) }
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        if lines.count < count, start < text.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// The scalars whose Character is a newline: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
