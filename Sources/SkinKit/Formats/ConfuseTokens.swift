/// The tokens of a libconfuse config (libconfuse's `lexer.l`, as tilda's config is read): white
/// space and `#`, `//` and `/* */` comments passed over; `=`, `+=`, `{`, `}`, `,` (and `;`, passed
/// over as a separator); a `"…"` string (backslash escapes) or `'…'` string; any other run of
/// characters up to white space, a quote or one of those is a bare value. Each with its line.
struct ConfuseTokens {
    /// One token: punctuation (`=`, `+=`, `{`, `}`, `,`) or a value.
    struct Token {
        var text: String
        var line: Int
        var isPunctuation: Bool
    }

    private let characters: [Character]
    private var position = 0
    private var line = 1

    init(text: String) { characters = Array(text) }

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private func peek(at offset: Int) -> Character? { position + offset < characters.count ? characters[position + offset] : nil }

    private mutating func advance() {
        if peek == "\n" { line += 1 }
        position += 1
    }

    /// The next token, nil at the end; an unterminated string or comment is an error at its line.
    mutating func next() throws(SkinError) -> Token? {
        while let character = peek {
            if character.isWhitespace || character == ";" {
                advance()
            } else if character == "#" || (character == "/" && peek(at: 1) == "/") {
                while let next = peek, next != "\n" { advance() }
            } else if character == "/" && peek(at: 1) == "*" {
                let start = line
                advance()
                advance()
                while peek != nil && !(peek == "*" && peek(at: 1) == "/") { advance() }
                guard peek != nil else { throw SkinError(line: start, message: "a '/*' comment is not closed: libconfuse fails") }
                advance()
                advance()
            } else {
                break
            }
        }
        guard let character = peek else { return nil }
        let start = line
        if "={},".contains(character) {
            advance()
            return Token(text: String(character), line: start, isPunctuation: true)
        }
        if character == "+" && peek(at: 1) == "=" {
            advance()
            advance()
            return Token(text: "+=", line: start, isPunctuation: true)
        }
        if character == "\"" || character == "'" {
            advance()
            var text = ""
            while let next = peek, next != character {
                advance()
                if next == "\\" && character == "\"", let escaped = peek {
                    advance()
                    text.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                } else {
                    text.append(next)
                }
            }
            guard peek != nil else { throw SkinError(line: start, message: "a string is not closed: libconfuse fails") }
            advance()
            return Token(text: text, line: start, isPunctuation: false)
        }
        var text = ""
        while let next = peek, !next.isWhitespace, !"={},;\"'#".contains(next), !(next == "+" && peek(at: 1) == "=") {
            text.append(next)
            advance()
        }
        return Token(text: text, line: start, isPunctuation: false)
    }
}
