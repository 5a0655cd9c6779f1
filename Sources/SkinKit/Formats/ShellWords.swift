/// The words of one line of a POSIX shell script, read without running it (no shell is ever
/// spawned): blanks separate words; `'…'` is literal; in `"…"` a backslash escapes only `$`,
/// `` ` ``, `"` and `\`; outside quotes a backslash escapes the next character; `#` at the start of
/// a word comments out the rest of the line; `$name` and `${name}` take a value of `variables`
/// (the plain assignments above the line), and a `$` before a blank, a `"` or the end is itself. What only running could tell is refused with an error
/// at the line: a command substitution (`$(…)`, `` `…` ``), a parameter expansion with an operator
/// (`${TERM%%-*}`), a positional or special parameter (`$1`, `$@`), a variable no assignment set,
/// an unquoted value that the shell would split or glob, and the operators `;`, `&`, `|`, `<`,
/// `>`, `(`, `)`, which make a line more than one simple command. The script's own text in an
/// error is escaped (`ControlCharacters.escaped`).
enum ShellWords {
    /// The words of `line` (its 1-based `number` for errors).
    static func words(_ line: Substring, line number: Int, variables: [String: String] = [:]) throws(SkinError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var index = line.startIndex
        func refuse(_ what: String) -> SkinError {
            SkinError(line: number, message: "\(ControlCharacters.escaped(what)) is not read without running the script (\(refusedNote))")
        }
        func expansion(at start: String.Index, quoted: Bool) throws(SkinError) -> (String, String.Index) {
            var cursor = line.index(after: start)
            var name = ""
            if cursor == line.endIndex || " \t\"".contains(line[cursor]) { return ("$", cursor) }
            if line[cursor] == "{" {
                cursor = line.index(after: cursor)
                while cursor < line.endIndex, line[cursor] != "}" {
                    name.append(line[cursor])
                    cursor = line.index(after: cursor)
                }
                guard cursor < line.endIndex, isName(name) else { throw refuse("'${\(name)}'") }
                cursor = line.index(after: cursor)
            } else {
                while cursor < line.endIndex, line[cursor] == "_" || line[cursor].isASCII && (line[cursor].isLetter || line[cursor].isNumber) {
                    name.append(line[cursor])
                    cursor = line.index(after: cursor)
                }
                guard isName(name) else { throw refuse("'\(line[start...].prefix(2))'") }
            }
            guard let value = variables[name] else {
                throw SkinError(line: number, message: "'$\(ControlCharacters.escaped(name))' is set by no assignment above it")
            }
            if !quoted, value.contains(where: { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "?" || $0 == "[" }) {
                throw refuse("'$\(name)' unquoted (its value would be split or globbed)")
            }
            return (value, cursor)
        }
        while index < line.endIndex {
            let character = line[index]
            switch character {
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
                index = line.index(after: index)
            case "#" where !inWord:
                return words
            case "'":
                guard let close = line[line.index(after: index)...].firstIndex(of: "'") else { throw refuse("an unclosed '") }
                word += line[line.index(after: index)..<close]
                inWord = true
                index = line.index(after: close)
            case "\"":
                inWord = true
                index = line.index(after: index)
                while true {
                    guard index < line.endIndex else { throw refuse("an unclosed \"") }
                    let inner = line[index]
                    if inner == "\"" { break }
                    if inner == "`" { throw refuse("a command substitution (`)") }
                    if inner == "$" {
                        let (value, next) = try expansion(at: index, quoted: true)
                        word += value
                        index = next
                        continue
                    }
                    if inner == "\\", line.index(after: index) < line.endIndex, "$`\"\\".contains(line[line.index(after: index)]) {
                        index = line.index(after: index)
                    }
                    word.append(line[index])
                    index = line.index(after: index)
                }
                index = line.index(after: index)
            case "\\":
                index = line.index(after: index)
                guard index < line.endIndex else { throw refuse("a line continued by \\") }
                word.append(line[index])
                inWord = true
                index = line.index(after: index)
            case "$":
                let (value, next) = try expansion(at: index, quoted: false)
                word += value
                inWord = true
                index = next
            case "`", ";", "&", "|", "<", ">", "(", ")":
                throw refuse("'\(character)'")
            default:
                word.append(character)
                inWord = true
                index = line.index(after: index)
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// What a static reader refuses, for its errors.
    static let refusedNote = "only plain words, quotes and $variables set by plain assignments are"

    /// A shell variable name: a letter or `_`, then letters, digits or `_` (ASCII).
    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || first.isASCII && first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// `NAME=value` as an assignment word: the name and the value, nil for another word.
    static func assignment(_ word: String) -> (name: String, value: String)? {
        guard let equals = word.firstIndex(of: "="), isName(String(word[..<equals])) else { return nil }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
