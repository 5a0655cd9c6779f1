/// One line of a screenshot script split into words, with its comment removed.
///
/// Words are separated by spaces or tabs. A word that begins with `"` is quoted: it runs to the next
/// unescaped `"`, may hold spaces and `#`, and understands `\"` and `\\`. A `#` that begins a word
/// outside quotes starts a comment to the end of the line; a `#` inside a word (`C#`) is kept.
struct ScriptLineWords {
    struct Word: Hashable {
        let text: String
        let isQuoted: Bool
        /// Offset of the word's first character in the line.
        let start: Int
    }

    let characters: [Character]
    private(set) var words: [Word] = []
    /// Offset where the comment starts, or the line's length.
    private(set) var contentEnd: Int
    /// A problem with quoting, if any (the words before it are still kept).
    private(set) var problem: String?

    init(_ line: Substring) {
        characters = Array(line)
        contentEnd = characters.count
        var i = 0
        let n = characters.count
        while i < n {
            while i < n, Self.isBlank(characters[i]) { i += 1 }
            guard i < n else { break }
            if characters[i] == "#" {
                contentEnd = i
                break
            }
            let start = i
            if characters[i] == "\"" {
                i += 1
                var text = ""
                var closed = false
                while i < n {
                    let c = characters[i]
                    if c == "\\", i + 1 < n, characters[i + 1] == "\"" || characters[i + 1] == "\\" {
                        text.append(characters[i + 1])
                        i += 2
                    } else if c == "\"" {
                        closed = true
                        i += 1
                        break
                    } else {
                        text.append(c)
                        i += 1
                    }
                }
                guard closed else {
                    problem = "unterminated quote: add the closing \" (or write \\\" for a quote inside)"
                    break
                }
                if i < n, !Self.isBlank(characters[i]) {
                    problem = "text right after a closing quote: put a space after the quote"
                    break
                }
                words.append(Word(text: text, isQuoted: true, start: start))
            } else {
                var text = ""
                while i < n, !Self.isBlank(characters[i]) {
                    text.append(characters[i])
                    i += 1
                }
                words.append(Word(text: text, isQuoted: false, start: start))
            }
        }
    }

    /// The line from the start of word `index` to the comment, blanks at the end removed, exactly
    /// as written (quotes included).
    func rawText(fromWord index: Int) -> String {
        guard index < words.count else { return "" }
        var slice = characters[words[index].start..<contentEnd]
        while let last = slice.last, Self.isBlank(last) { slice.removeLast() }
        return String(slice)
    }

    static func isBlank(_ c: Character) -> Bool { c == " " || c == "\t" }
}
