import FoundationEssentials

/// CoreFoundation's XML property list parser (`CFPropertyList.c`, which `PropertyListSerialization`
/// runs on Linux) in Swift, step for step: what it takes (attributes ignored, anything after the
/// root element ignored, a comment or processing instruction anywhere a value may start, CDATA and
/// character references in text, `CF$UID` dictionaries as `PropertyListUID`), what it refuses, and
/// its error messages with the line they name. Text is UTF-8 (`PropertyListObjectReader` converts
/// other encodings first).
///
/// Values: `[String: Any]`, `[Any]`, `String`, `Int` (an `<integer>` in Int64's range), `UInt64`
/// (one above it, to 2^64 − 1, where CF made a 128-bit number), `Double`, `Bool`, `Data`, `Date`,
/// `PropertyListUID`. Containers nest at most 512 deep, CF's limit (its error at the 513th).
struct XMLPropertyListParser {
    /// CF's `_CFPropertyListMaxRecursionDepth()` on a 64-bit desktop system.
    static let maxDepth = 512

    let bytes: [UInt8]
    let begin: Int
    var current: Int
    let end: Int
    /// The first error met; once set, parsing unwinds (CF's `pInfo->error`).
    private(set) var error: PropertyListError?

    /// A parser of `bytes` from `skip` (a byte order mark's length) to the end.
    init(bytes: [UInt8], skip: Int) {
        self.bytes = bytes
        begin = min(skip, bytes.count)
        current = begin
        end = bytes.count
    }

    // MARK: - Errors

    /// CF's `lineNumber`: 1 plus the line ends (`\n`, `\r`, `\r\n`) before the current place.
    var line: Int {
        var count = 1
        var index = begin
        let stop = min(current, end)
        while index < stop {
            if bytes[index] == .cr {
                count += 1
                if index + 1 < stop, bytes[index + 1] == .lf { index += 1 }
            } else if bytes[index] == .lf {
                count += 1
            }
            index += 1
        }
        return count
    }

    mutating func fail(_ message: String, line: Int? = nil) {
        error = PropertyListError(message: message, line: line)
    }

    /// Sets the error `message(line)` with the current line.
    mutating func fail(_ message: (Int) -> String) {
        let line = line
        fail(message(line), line: line)
    }

    /// A byte as CF's `%c` writes it into a message: as the Latin-1 character, none for NUL.
    static func character(_ byte: UInt8) -> String {
        byte == 0 ? "" : String(Character(Unicode.Scalar(byte)))
    }

    // MARK: - Document

    /// The document's root object (CF's `parseXMLPropertyList`), or nil with `error` set — or not
    /// set, when the root's tag never closes (CF then reports the OpenStep parser's error).
    mutating func parse() -> Any? {
        while error == nil, current < end {
            skipWhitespace()
            if current + 1 >= end {
                fail("No XML content found")
                return nil
            }
            if bytes[current] != .lessThan {
                let byte = bytes[current]
                fail { "Unexpected character \(Self.character(byte)) at line \($0)" }
                return nil
            }
            current += 1
            let next = bytes[current]
            if next == .exclamation {
                current += 1
                if current + 1 < end, bytes[current] == .hyphen, bytes[current + 1] == .hyphen {
                    // CF skips one character past the two dashes.
                    current += 3
                    skipComment()
                } else {
                    skipDTD()
                }
            } else if next == .question {
                current += 1
                skipProcessingInstruction()
            } else {
                // What follows the root element is not looked at, as in CF.
                var isKey = false
                return element(isKey: &isKey, depth: 0)
            }
        }
        if error == nil { fail("Encountered unexpected EOF") }
        return nil
    }

    mutating func skipWhitespace() {
        while current < end {
            switch bytes[current] {
            case .space, .tab, .lf, .cr: current += 1
            default: return
            }
        }
    }

    /// After `<!--` (and the character CF skips after it): to just past `-->`. CF's loop stops
    /// three characters short of the end, so a comment closing at the very end is unterminated.
    mutating func skipComment() {
        var index = current
        while index < end - 3 {
            if bytes[index] == .hyphen, bytes[index + 1] == .hyphen, bytes[index + 2] == .greaterThan {
                current = index + 3
                return
            }
            index += 1
        }
        fail { "Unterminated comment started on line \($0)" }
    }

    /// From the character after `<?` (or the `?` itself, inside content, as CF calls it) to past `?>`.
    mutating func skipProcessingInstruction() {
        let start = current
        while current < end - 2 {
            if bytes[current] == .question, bytes[current + 1] == .greaterThan {
                current += 2
                return
            }
            current += 1
        }
        current = start
        fail { "Encountered unexpected EOF while parsing the processing instruction begun on line \($0)" }
    }

    static let doctype = Array("DOCTYPE".utf8)

    /// From after `<!`: a `DOCTYPE` to its `>` (an inline DTD, `[`, is an error in CF).
    mutating func skipDTD() {
        guard end - current >= Self.doctype.count, matches(Self.doctype, at: current) else {
            fail { "Malformed DTD on line \($0)" }
            return
        }
        current += Self.doctype.count
        skipWhitespace()
        while current < end {
            let byte = bytes[current]
            if byte == .openBracket { break }
            if byte == .greaterThan {
                current += 1
                return
            }
            current += 1
        }
        if current == end {
            fail("Encountered unexpected EOF while parsing DTD")
            return
        }
        skipWhitespace()
        if current < end {
            if bytes[current] == .greaterThan {
                current += 1
            } else {
                let byte = bytes[current]
                fail { "Encountered unexpected character \(Self.character(byte)) on line \($0) while parsing DTD" }
            }
        } else {
            fail("Encountered unexpected EOF while parsing DTD")
        }
    }

    func matches(_ token: [UInt8], at index: Int) -> Bool {
        guard index >= 0, end - index >= token.count else { return false }
        for (offset, byte) in token.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }
}

extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let lf = UInt8(ascii: "\n")
    static let cr = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let exclamation = UInt8(ascii: "!")
    static let question = UInt8(ascii: "?")
    static let hyphen = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let period = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let ampersand = UInt8(ascii: "&")
    static let semicolon = UInt8(ascii: ";")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
}
