/// Breaks text into lines of at most `width` cells: at spaces where possible, inside a word (a long
/// file path) where not. Nothing is cut off, so a whole error message stays readable.
public enum TextWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = line.isEmpty ? word : line + " " + word
                if DisplayWidth.of(candidate) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                var rest = word
                while DisplayWidth.of(rest) > width {
                    let head = DisplayWidth.prefix(rest, fitting: width)
                    guard !head.isEmpty else { break }
                    lines.append(head)
                    rest = String(rest.dropFirst(head.count))
                }
                line = rest
            }
            lines.append(line)
        }
        return lines
    }
}
