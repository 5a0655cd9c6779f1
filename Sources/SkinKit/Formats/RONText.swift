/// The part of Rust's RON that a struct of strings and structs uses, read as the `ron` crate 0.11.0
/// reads it (`src/parse.rs` and `src/de/mod.rs`, ron-rs/ron cdd9fccd, the version cosmic-term
/// depends on): white space as ron's `is_whitespace_char`, `//` and nested `/* */` comments,
/// `#![enable(…)]` attributes at the start (`explicit_struct_names` makes a struct's name
/// required), a struct as an optional name (which must be the type's) and `(field: value, …)` with
/// an optional trailing comma, identifiers as Unicode's XID (`r#` raw ones too), strings `"…"` with
/// ron's escapes (`\n`, `\x41`, `\u{263A}`, …) or raw `r#"…"#`, and nothing but white space after
/// the value. Every error has its line and column (ron's: 1-based, columns in characters). It reads
/// only what its caller asks for, so a document is never deeper than the caller's type.
struct RONText {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var explicitStructNames = false

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// An error at `position` (default: where reading stands).
    func error(_ message: String, at position: Int? = nil, keyPath: [String] = []) -> SkinError {
        let end = min(position ?? index, scalars.count)
        var line = 1
        var column = 1
        for scalar in scalars[..<end] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SkinError(keyPath: keyPath, line: line, column: column, message: message)
    }

    /// Where reading stands, for errors about what is read next.
    var position: Int { index }

    private var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

    /// Takes `scalar` when it comes next.
    mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard next == scalar else { return false }
        index += 1
        return true
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }

    /// Skips white space and comments; a `/` that opens none and an unclosed `/*` are errors.
    mutating func skipWhitespace() throws(SkinError) {
        while true {
            while let scalar = next, Self.isWhitespace(scalar) { index += 1 }
            guard next == "/" else { return }
            let opening = index
            switch peek(1) {
            case "/":
                while let scalar = next, scalar != "\n" { index += 1 }
            case "*":
                index += 2
                var level = 1
                while level > 0 {
                    guard let scalar = next else { throw error("a /* comment is not closed", at: opening) }
                    if scalar == "/", peek(1) == "*" {
                        level += 1
                        index += 2
                    } else if scalar == "*", peek(1) == "/" {
                        level -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                }
            default:
                throw error("unexpected '/' (ron reads '//' and '/*' comments)")
            }
        }
    }

    /// `#![enable(…)]` attributes before the value; `explicit_struct_names` is remembered.
    mutating func readAttributes() throws(SkinError) {
        try skipWhitespace()
        let known = ["unwrap_newtypes", "implicit_some", "unwrap_variant_newtypes", "explicit_struct_names"]
        while next == "#" {
            for expected in ["#", "!", "[", "enable", "("] {
                if !consume(word: expected) { throw error("expected an attribute #![enable(…)]") }
                try skipWhitespace()
            }
            repeat {
                let start = index
                let name = try identifier()
                guard known.contains(name) else { throw error("no RON extension '\(name)'", at: start) }
                if name == "explicit_struct_names" { explicitStructNames = true }
                try skipWhitespace()
                guard consume(",") else { break }
                try skipWhitespace()
            } while next.map(Self.isIdentifierContinue) == true
            try skipWhitespace()
            guard consume(")") else { throw error("expected ')' closing the attribute") }
            try skipWhitespace()
            guard consume("]") else { throw error("expected ']' closing the attribute") }
            try skipWhitespace()
        }
    }

    private mutating func consume(word: String) -> Bool {
        let word = Array(word.unicodeScalars)
        guard index + word.count <= scalars.count, Array(scalars[index..<index + word.count]) == word else { return false }
        index += word.count
        return true
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || scalar.properties.isXIDStart }
    static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isXIDContinue }

    /// An identifier (`name`, `r#name`): its text without `r#`.
    mutating func identifier() throws(SkinError) -> String {
        if next == "r", peek(1) == "#", let first = peek(2), Self.isIdentifierContinue(first) || "+-.".unicodeScalars.contains(first) {
            index += 2
            let start = index
            while let scalar = next, Self.isIdentifierContinue(scalar) || "+-.".unicodeScalars.contains(scalar) { index += 1 }
            return text(start..<index)
        }
        guard let first = next, Self.isIdentifierStart(first) else { throw error("expected an identifier") }
        let start = index
        index += 1
        while let scalar = next, Self.isIdentifierContinue(scalar) { index += 1 }
        return text(start..<index)
    }

    private func text(_ range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[range])
        return String(result)
    }

    /// A string, `"…"` with escapes or raw `r"…"`, `r#"…"#`.
    mutating func string() throws(SkinError) -> String {
        if consume("r") {
            var hashes = 0
            while consume("#") { hashes += 1 }
            guard consume("\"") else { throw error("expected a string") }
            let start = index
            while index < scalars.count {
                if scalars[index] == "\"", index + hashes < scalars.count, scalars[(index + 1)..<(index + 1 + hashes)].allSatisfy({ $0 == "#" }) {
                    let value = text(start..<index)
                    index += 1 + hashes
                    return value
                }
                index += 1
            }
            throw error("a string is not closed", at: start - 1 - hashes)
        }
        guard consume("\"") else { throw error("expected a string") }
        let opening = index - 1
        var value = String.UnicodeScalarView()
        while let scalar = next {
            index += 1
            if scalar == "\"" { return String(value) }
            if scalar == "\\" { value.append(contentsOf: try escape()) } else { value.append(scalar) }
        }
        throw error("a string is not closed", at: opening)
    }

    /// The character(s) of one escape after its backslash, as ron's `parse_escape` reads them.
    private mutating func escape() throws(SkinError) -> [Unicode.Scalar] {
        let start = index - 1
        guard let letter = next else { throw error("a string is not closed") }
        index += 1
        switch letter {
        case "'", "\"", "\\": return [letter]
        case "n": return ["\n"]
        case "r": return ["\r"]
        case "t": return ["\t"]
        case "0": return ["\0"]
        case "x":
            var bytes: [UInt8] = []
            while true {
                guard let high = next.flatMap(Self.hexValue), let low = peek(1).flatMap(Self.hexValue) else {
                    throw error("invalid escape: not a hex digit", at: start)
                }
                index += 2
                bytes.append(high << 4 | low)
                if let decoded = String(validating: bytes, as: UTF8.self) { return Array(decoded.unicodeScalars) }
                guard bytes.count < 4, consume("\\"), consume("x") else { throw error("invalid escape: not a byte-escaped Unicode character", at: start) }
            }
        case "u":
            guard consume("{") else { throw error("invalid escape: missing { in Unicode escape", at: start) }
            var value: UInt32 = 0
            var digits = 0
            while digits < 6, let scalar = next, scalar != "}" {
                guard let digit = Self.hexValue(scalar) else { throw error("invalid escape: not a hex digit", at: start) }
                value = value << 4 | UInt32(digit)
                digits += 1
                index += 1
            }
            guard digits > 0 else { throw error("invalid escape: no digits in Unicode escape", at: start) }
            guard consume("}") else { throw error("invalid escape: no } at the end of Unicode escape", at: start) }
            guard let scalar = Unicode.Scalar(value) else { throw error("invalid escape: not a Unicode character", at: start) }
            return [scalar]
        default:
            throw error("invalid escape: unknown escape character", at: start)
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": return UInt8(scalar.value - 48)
        case "a"..."f": return UInt8(scalar.value - 87)
        case "A"..."F": return UInt8(scalar.value - 55)
        default: return nil
        }
    }

    /// A struct of type `name`: its optional name, then `(`, each field given to `readValue` (with
    /// the reader standing at its value and the position of its name), then `)`. A field not in
    /// `fields`, or given twice, is an error, as serde's derived reading with `deny_unknown_fields` makes it.
    mutating func readStruct(
        named name: String, fields: [String], _ readValue: (inout RONText, _ field: String, _ at: Int) throws(SkinError) -> Void
    ) throws(SkinError) {
        if let first = next, Self.isIdentifierStart(first) {
            let start = index
            let found = try identifier()
            guard found == name else { throw error("expected a \(name) struct, found the name '\(found)'", at: start) }
            try skipWhitespace()
        } else if explicitStructNames {
            throw error("expected the struct name \(name) (explicit_struct_names is enabled)")
        }
        guard consume("(") else { throw error("expected a \(name) struct '('") }
        var seen: Set<String> = []
        var hadComma = true
        while true {
            try skipWhitespace()
            if next == ")" { break }
            guard hadComma else { throw error("expected a comma") }
            let start = index
            let field = try identifier()
            guard fields.contains(field) else {
                throw error("unknown field '\(field)', expected one of \(fields.map { "'\($0)'" }.joined(separator: ", "))", at: start)
            }
            guard seen.insert(field).inserted else { throw error("duplicate field '\(field)'", at: start) }
            try skipWhitespace()
            guard consume(":") else { throw error("expected ':' after '\(field)'") }
            try skipWhitespace()
            try readValue(&self, field, start)
            try skipWhitespace()
            hadComma = consume(",")
        }
        index += 1
    }

    /// Nothing but white space and comments left.
    mutating func end() throws(SkinError) {
        try skipWhitespace()
        if next != nil { throw error("unexpected text after the value") }
    }
}
