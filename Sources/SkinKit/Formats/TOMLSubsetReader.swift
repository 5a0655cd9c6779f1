/// A strict reader for the part of TOML that theme files use: `[tables]` and `[dotted.tables]`,
/// `[[arrays of tables]]`, `key = value` with bare, quoted or dotted keys, basic and literal
/// strings, integers, floats, booleans, arrays and inline tables, and `#` comments. Anything else
/// (multi-line strings, dates) is an error with its line, never a guess.
struct TOMLSubsetReader {
    /// A table: key → `String`, `Int`, `Double`, `Bool`, `[Any]` (an array of tables: `[Table]`) or
    /// a nested `[String: Any]`.
    typealias Table = [String: Any]

    /// An array of tables while the document is read: `[[name]]` appends to it and what follows
    /// goes into its last table (an `[Any]` is an array value, which nothing extends).
    private struct TableArray {
        var tables: [Table]
    }

    private let characters: [Character]
    private var position = 0
    /// Arrays and inline tables open around the value being read; past `maxNesting` the file is
    /// refused before the reader recurses a level deeper (a 100,000-deep `[[[…` ran off the stack).
    private var nesting = 0
    static let maxNesting = 32
    private var line = 1
    /// The line each key and table header was read on, by its full path (`["colors", "normal"]`).
    private var lines: [[String]: Int] = [:]

    private init(text: String) { characters = Array(text) }

    /// The document's root table.
    static func parse(_ text: String) throws(SkinError) -> Table {
        try parseWithLines(text).table
    }

    /// The document's root table and the line of each key and table header by its full path (in an
    /// array of tables, the last one's), for messages about what a key holds or a table lacks.
    static func parseWithLines(_ text: String) throws(SkinError) -> (table: Table, lines: [[String]: Int]) {
        var reader = TOMLSubsetReader(text: text)
        let table = try reader.document()
        return (table, reader.lines)
    }

    private mutating func document() throws(SkinError) -> Table {
        var root: Table = [:]
        var current: [String] = []
        var definedTables: Set<[String]> = []
        while true {
            skipBlankAndComments()
            guard let character = peek else { return Self.finished(root) }
            if character == "[" {
                advance()
                let isArray = peek == "["
                if isArray { advance() }
                skipSpaces()
                current = try keyPath(until: "]")
                lines[current] = line
                try expect("]")
                if isArray {
                    guard peek == "]" else { throw fail("expected ']]' after [[\(current.joined(separator: "."))") }
                    advance()
                    try appendTable(&root, path: current)
                    // The new table's own tables are defined afresh.
                    definedTables = definedTables.filter { !($0.count > current.count && $0.starts(with: current)) }
                } else {
                    guard definedTables.insert(current).inserted else { throw fail("table [\(current.joined(separator: "."))] is defined twice") }
                    try set(&root, path: current, value: nil)
                }
            } else {
                let path = try keyPath(until: "=")
                lines[current + path] = line
                try expect("=")
                skipSpaces()
                let value = try self.value()
                try set(&root, path: current + path, value: value)
            }
            try endOfLine()
        }
    }

    /// True when `text` starts with a table header whose first key is bare and starts with a letter
    /// or `_` (`[colors.primary]`, `[[colors.indexed_colors]]`): JSON never does (a JSON array's
    /// only values that start with a letter are `true`, `false` and `null`).
    static func startsWithTableHeader(_ text: Substring) -> Bool {
        guard text.hasPrefix("[") else { return false }
        let name = text.drop { $0 == "[" || $0 == " " || $0 == "\t" }
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        let key = name.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return !["true", "false", "null"].contains(key)
    }

    // MARK: Keys and values

    private mutating func keyPath(until terminator: Character) throws(SkinError) -> [String] {
        var parts: [String] = []
        while true {
            skipSpaces()
            parts.append(try key())
            skipSpaces()
            if peek == "." {
                advance()
                continue
            }
            guard peek == terminator else {
                throw fail(
                    peek.map { "expected '\(terminator)' after key '\(parts.joined(separator: "."))', found '\($0)'" }
                        ?? "expected '\(terminator)' after key '\(parts.joined(separator: "."))'")
            }
            return parts
        }
    }

    private mutating func key() throws(SkinError) -> String {
        if peek == "\"" || peek == "'" { return try string() }
        var text = ""
        while let character = peek, character.isLetter || character.isNumber || character == "_" || character == "-" {
            text.append(character)
            advance()
        }
        guard !text.isEmpty else { throw fail("expected a key") }
        return text
    }

    private mutating func value() throws(SkinError) -> Any {
        guard let character = peek else { throw fail("expected a value") }
        switch character {
        case "\"", "'": return try string()
        case "[", "{":
            guard nesting < Self.maxNesting else {
                throw fail("nested more than \(Self.maxNesting) arrays and inline tables deep (a theme needs two)")
            }
            nesting += 1
            defer { nesting -= 1 }
            return character == "[" ? try array() : try inlineTable()
        default:
            var text = ""
            while let next = peek, !(next == "," || next == "]" || next == "}" || next == "#" || next.isNewline || next == " " || next == "\t") {
                text.append(next)
                advance()
            }
            if text == "true" { return true }
            if text == "false" { return false }
            let digits = text.replacing("_", with: "")
            if digits.hasPrefix("0x"), let number = Int(digits.dropFirst(2), radix: 16) { return number }
            if let number = Int(digits) { return number }
            if let number = Double(digits) { return number }
            throw fail(text.isEmpty ? "expected a value" : "'\(text)' is not a value this reader knows (string, number, boolean, array, inline table)")
        }
    }

    private mutating func string() throws(SkinError) -> String {
        guard let quote = peek else { throw fail("expected a string") }
        advance()
        if peek == quote, characters.indices.contains(position + 1), characters[position + 1] == quote {
            throw fail("multi-line strings are not supported in theme files")
        }
        var text = ""
        while let character = peek {
            if character.isNewline { break }
            advance()
            if character == quote { return text }
            if character == "\\" && quote == "\"" {
                guard let escaped = peek else { break }
                advance()
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\\", "\"": text.append(escaped)
                default: throw fail("unsupported escape '\\\(escaped)'")
                }
            } else {
                text.append(character)
            }
        }
        throw fail("unterminated string")
    }

    private mutating func array() throws(SkinError) -> [Any] {
        advance()
        var items: [Any] = []
        while true {
            skipBlankAndComments()
            if peek == "]" {
                advance()
                return items
            }
            items.append(try value())
            skipBlankAndComments()
            if peek == "," {
                advance()
                continue
            }
            if peek == "]" {
                advance()
                return items
            }
            throw fail("expected ',' or ']' in an array")
        }
    }

    private mutating func inlineTable() throws(SkinError) -> Table {
        advance()
        var table: Table = [:]
        skipSpaces()
        if peek == "}" {
            advance()
            return table
        }
        while true {
            let path = try keyPath(until: "=")
            try expect("=")
            skipSpaces()
            try set(&table, path: path, value: try value())
            skipSpaces()
            if peek == "," {
                advance()
                continue
            }
            if peek == "}" {
                advance()
                return table
            }
            throw fail("expected ',' or '}' in an inline table")
        }
    }

    // MARK: Tables

    /// Stores `value` at `path`, creating tables on the way; nil only creates the table.
    private func set(_ table: inout Table, path: [String], value: Any?) throws(SkinError) {
        try change(&table, at: path) { (parent: inout Table, key: String) throws(SkinError) in
            if let value {
                guard parent[key] == nil else { throw fail("key '\(key)' is defined twice") }
                parent[key] = value
            } else if parent[key] == nil {
                parent[key] = Table()
            } else if parent[key] is TableArray {
                throw fail("'\(key)' is an array of tables, not a table")
            } else if !(parent[key] is Table) {
                throw fail("'\(key)' is a value, not a table")
            }
        }
    }

    /// Appends an empty table to the array of tables at `path`, creating the array when missing.
    private func appendTable(_ table: inout Table, path: [String]) throws(SkinError) {
        try change(&table, at: path) { (parent: inout Table, key: String) throws(SkinError) in
            switch parent[key] {
            case nil: parent[key] = TableArray(tables: [[:]])
            case var array as TableArray:
                array.tables.append([:])
                parent[key] = array
            default: throw fail("'\(key)' is already defined, not an array of tables")
            }
        }
    }

    /// Runs `body` on the table that holds `path`'s last key, creating tables on the way; through
    /// an array of tables, its last table.
    private func change(
        _ table: inout Table, at path: [String], _ body: (inout Table, String) throws(SkinError) -> Void
    ) throws(SkinError) {
        guard let first = path.first else { return }
        guard path.count > 1 else { return try body(&table, first) }
        let rest = Array(path.dropFirst())
        switch table[first] {
        case nil:
            var child = Table()
            try change(&child, at: rest, body)
            table[first] = child
        case var child as Table:
            try change(&child, at: rest, body)
            table[first] = child
        case var array as TableArray:
            guard var last = array.tables.popLast() else { return }
            try change(&last, at: rest, body)
            array.tables.append(last)
            table[first] = array
        default:
            throw fail("'\(first)' is a value, not a table")
        }
    }

    /// The document as callers see it: each array of tables an `[Table]`.
    private static func finished(_ table: Table) -> Table {
        table.mapValues { value in
            switch value {
            case let array as TableArray: array.tables.map(finished)
            case let child as Table: finished(child)
            default: value
            }
        }
    }

    // MARK: Characters

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private mutating func advance() {
        if let character = peek, character.isNewline { line += 1 }
        position += 1
    }

    private mutating func skipSpaces() {
        while let character = peek, character == " " || character == "\t" { advance() }
    }

    private mutating func skipBlankAndComments() {
        while let character = peek {
            if character == " " || character == "\t" || character.isNewline {
                advance()
            } else if character == "#" {
                while let next = peek, !next.isNewline { advance() }
            } else {
                return
            }
        }
    }

    private mutating func endOfLine() throws(SkinError) {
        skipSpaces()
        if peek == "#" { while let next = peek, !next.isNewline { advance() } }
        guard let character = peek else { return }
        guard character.isNewline else { throw fail("unexpected '\(character)' after the value") }
    }

    private mutating func expect(_ character: Character) throws(SkinError) {
        skipSpaces()
        guard peek == character else { throw fail("expected '\(character)'") }
        advance()
    }

    private func fail(_ message: String) -> SkinError {
        SkinError(line: line, message: "TOML: \(message)")
    }
}
