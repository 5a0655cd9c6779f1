import SkinKit

/// How many terminal cells a grapheme takes (2 for wide characters and emoji); see `TextWidth`.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int { TextWidth.of(character) }

    /// The width of a whole string, in cells.
    public static func of(_ text: String) -> Int {
        // Plain text (see `Canvas.isOneCellGrapheme`) is one cell per scalar, without grapheme breaking.
        if Canvas.isPrintableASCII(text) { return text.utf8.count }
        var count = 0
        for scalar in text.unicodeScalars {
            guard let width = Canvas.standaloneWidth(scalar) else { return TextWidth.of(text) }
            count += width
        }
        return count
    }

    /// The longest prefix of `text` that fits in `width` cells (a wide character never splits).
    public static func prefix(_ text: String, fitting width: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let w = of(character)
            if used + w > width { break }
            used += w
            result.append(character)
        }
        return result
    }
}
