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

    private let bytes: [UInt8]
    private let begin: Int
    private var current: Int
    private let end: Int
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
    private var line: Int {
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

    private mutating func fail(_ message: String, line: Int? = nil) {
        error = PropertyListError(message: message, line: line)
    }

    /// Sets the error `message(line)` with the current line.
    private mutating func fail(_ message: (Int) -> String) {
        let line = line
        fail(message(line), line: line)
    }

    /// A byte as CF's `%c` writes it into a message: as the Latin-1 character, none for NUL.
    private static func character(_ byte: UInt8) -> String {
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

    private mutating func skipWhitespace() {
        while current < end {
            switch bytes[current] {
            case .space, .tab, .lf, .cr: current += 1
            default: return
            }
        }
    }

    /// After `<!--` (and the character CF skips after it): to just past `-->`. CF's loop stops
    /// three characters short of the end, so a comment closing at the very end is unterminated.
    private mutating func skipComment() {
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
    private mutating func skipProcessingInstruction() {
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

    private static let doctype = Array("DOCTYPE".utf8)

    /// From after `<!`: a `DOCTYPE` to its `>` (an inline DTD, `[`, is an error in CF).
    private mutating func skipDTD() {
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

    private func matches(_ token: [UInt8], at index: Int) -> Bool {
        guard index >= 0, end - index >= token.count else { return false }
        for (offset, byte) in token.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    // MARK: - Elements

    /// The next value inside an element (CF's `getContentObject`): comments and processing
    /// instructions skipped; nil at a closing tag (`current` left on its `<`), at the end, or with
    /// `error` set. `isKey` tells whether the value was a `<key>`.
    private mutating func content(isKey: inout Bool, depth: Int) -> Any? {
        if depth > Self.maxDepth {
            fail { "Too many nested arrays or dictionaries, failing on line \($0)" }
            return nil
        }
        isKey = false
        while error == nil, current < end {
            skipWhitespace()
            if current >= end {
                fail("Encountered unexpected EOF")
                return nil
            }
            if bytes[current] != .lessThan {
                let byte = bytes[current]
                fail { "Encountered unexpected character \(Self.character(byte)) on line \($0) while looking for open tag" }
                return nil
            }
            current += 1
            if current >= end {
                fail("Encountered unexpected EOF")
                return nil
            }
            switch bytes[current] {
            case .question:
                skipProcessingInstruction()
            case .exclamation:
                if current + 2 >= end {
                    fail("Encountered unexpected EOF")
                    return nil
                }
                if bytes[current + 1] == .hyphen, bytes[current + 2] == .hyphen {
                    current += 3
                    skipComment()
                } else {
                    fail("Encountered unexpected EOF")
                    return nil
                }
            case .slash:
                current -= 1
                return nil
            default:
                return element(isKey: &isKey, depth: depth)
            }
        }
        return nil
    }

    private enum Tag: CaseIterable {
        case plist, array, dict, key, string, data, date, real, integer, `true`, `false`

        var name: [UInt8] {
            switch self {
            case .plist: Array("plist".utf8)
            case .array: Array("array".utf8)
            case .dict: Array("dict".utf8)
            case .key: Array("key".utf8)
            case .string: Array("string".utf8)
            case .data: Array("data".utf8)
            case .date: Array("date".utf8)
            case .real: Array("real".utf8)
            case .integer: Array("integer".utf8)
            case .true: Array("true".utf8)
            case .false: Array("false".utf8)
            }
        }

        static let names: [(Tag, [UInt8])] = allCases.map { ($0, $0.name) }
    }

    /// An element whose `<` is just behind `current` (CF's `parseXMLElement`).
    private mutating func element(isKey: inout Bool, depth: Int) -> Any? {
        let marker = current
        var markerLength = -1
        isKey = false
        while current < end {
            let byte = bytes[current]
            if byte == .space || byte == .tab || byte == .lf || byte == .cr {
                if markerLength == -1 { markerLength = current - marker }
            } else if byte == .greaterThan {
                break
            }
            current += 1
        }
        // No `>`: no error of CF's own (the caller's, or the OpenStep parser's, is reported).
        if current >= end { return nil }
        let isEmpty = bytes[current - 1] == .slash
        if markerLength == -1 { markerLength = current - (isEmpty ? 1 : 0) - marker }
        current += 1
        if markerLength <= 0 {
            current = marker
            fail { "Malformed tag on line \($0)" }
            return nil
        }
        let tag = Tag.names.first { $0.1.count == markerLength && matches($0.1, at: marker) }?.0
        switch tag {
        case .plist:
            if isEmpty {
                fail("Encountered empty plist tag")
                return nil
            }
            return plist(depth: depth)
        case .array:
            return isEmpty ? [Any]() : array(depth: depth + 1)
        case .dict:
            return isEmpty ? [String: Any]() : dictionary(depth: depth + 1)
        case .key, .string:
            isKey = tag == .key
            if isEmpty { return "" }
            guard let text = text(), closeTag(tag == .key ? .key : .string) else { return nil }
            return text
        case .data:
            if isEmpty {
                fail { "Encountered empty <data> on line \($0)" }
                return nil
            }
            return data()
        case .date:
            if isEmpty {
                fail { "Encountered empty <date> on line \($0)" }
                return nil
            }
            return date()
        case .true:
            if !isEmpty, !closeTag(.true) { return nonEmpty("true") }
            return true
        case .false:
            if !isEmpty, !closeTag(.false) { return nonEmpty("false") }
            return false
        case .real:
            if isEmpty {
                fail { "Encountered empty <real> on line \($0)" }
                return nil
            }
            return real()
        case .integer:
            if isEmpty {
                fail { "Encountered empty <integer> on line \($0)" }
                return nil
            }
            return integer()
        case nil:
            let name = Self.string(utf8: bytes[marker..<marker + markerLength]) ?? "<unknown>"
            current = marker
            fail { "Encountered unknown tag \(name) on line \($0)" }
            return nil
        }
    }

    /// A `<true>` or `<false>` with content: CF replaces the closing tag's error with this one.
    private mutating func nonEmpty(_ name: String) -> Any? {
        fail { "Encountered non-empty <\(name)> on line \($0)" }
        return nil
    }

    /// A nested `<plist>`'s one value (CF's `parsePListTag`).
    private mutating func plist(depth: Int) -> Any? {
        var isKey = false
        guard let result = content(isKey: &isKey, depth: depth) else {
            if error == nil { fail("Encountered empty plist tag") }
            return nil
        }
        let saved = current
        if content(isKey: &isKey, depth: depth) != nil {
            current = saved
            fail { "Encountered unexpected element at line \($0) (plist can only include one object)" }
            return nil
        }
        if error != nil { return nil }
        return closeTag(.plist) ? result : nil
    }

    private mutating func array(depth: Int) -> Any? {
        var array: [Any] = []
        var isKey = false
        while let element = content(isKey: &isKey, depth: depth) { array.append(element) }
        if error != nil { return nil }
        return closeTag(.array) ? array : nil
    }

    /// A `<dict>`: later duplicate keys replace earlier ones, as in CF; a dictionary of one
    /// `CF$UID` number is the keyed archiver's reference.
    private mutating func dictionary(depth: Int) -> Any? {
        var table: [String: Any] = [:]
        var gotKey = false
        while let key = content(isKey: &gotKey, depth: depth) {
            guard gotKey, let key = key as? String else {
                if error == nil { fail { "Found non-key inside <dict> at line \($0)" } }
                return nil
            }
            var isKey = false
            guard let value = content(isKey: &isKey, depth: depth) else {
                if error == nil { fail { "Value missing for key inside <dict> at line \($0)" } }
                return nil
            }
            table[key] = value
        }
        if error != nil { return nil }
        guard closeTag(.dict) else { return nil }
        if table.count == 1, let number = table["CF$UID"], let uid = Self.uid(number) { return uid }
        return table
    }

    /// A `CF$UID` number as CF reads it (`CFNumberGetValue` into 32 bits: integers truncated,
    /// reals cast as C casts them); nil for anything but a number.
    private static func uid(_ number: Any) -> PropertyListUID? {
        switch number {
        case let value as Int: PropertyListUID(UInt32(truncatingIfNeeded: value))
        case let value as UInt64: PropertyListUID(UInt32(truncatingIfNeeded: value))
        case let value as Double: PropertyListUID(UInt32(bitPattern: PropertyListDate.int32(value)))
        default: nil
        }
    }

    /// Checks for `</tag>` (white space allowed before the `>`) and takes it (CF's `checkForCloseTag`).
    private mutating func closeTag(_ tag: Tag) -> Bool {
        let name = tag.name
        if end - current < name.count + 3 {
            if error == nil { fail("Encountered unexpected EOF") }
            return false
        }
        var opens = bytes[current] == .lessThan
        if opens {
            // CF steps onto the character after `<` before checking it.
            current += 1
            opens = bytes[current] == .slash
        }
        if !opens {
            if error == nil {
                let byte = bytes[current]
                fail { "Encountered unexpected character \(Self.character(byte)) on line \($0) while looking for close tag" }
            }
            return false
        }
        current += 1
        if !matches(name, at: current) {
            if error == nil {
                let text = String(decoding: name, as: UTF8.self)
                fail { "Close tag on line \($0) does not match open tag \(text)" }
            }
            return false
        }
        current += name.count
        skipWhitespace()
        if current == end {
            if error == nil { fail("Encountered unexpected EOF") }
            return false
        }
        if bytes[current] != .greaterThan {
            if error == nil {
                let byte = bytes[current]
                fail { "Encountered unexpected character \(Self.character(byte)) on line \($0) while looking for close tag" }
            }
            return false
        }
        current += 1
        return true
    }

    // MARK: - Text

    /// The text up to the next tag (CF's `parseStringTag`): entity and character references and
    /// CDATA sections decoded, the rest taken byte for byte; it must be valid UTF-8.
    private mutating func text() -> String? {
        var mark = current
        var decoded: [UInt8] = []
        var isDecoded = false
        while error == nil, current < end {
            let byte = bytes[current]
            if byte == .lessThan {
                if current + 1 >= end || bytes[current + 1] != .exclamation { break }
                decoded += bytes[mark..<current]
                isDecoded = true
                cdata(into: &decoded)
                mark = current
            } else if byte == .ampersand {
                decoded += bytes[mark..<current]
                isDecoded = true
                reference(into: &decoded)
                mark = current
            } else {
                current += 1
            }
        }
        if error != nil { return nil }
        let string: String?
        if isDecoded {
            decoded += bytes[mark..<current]
            string = Self.string(utf8: decoded[...])
        } else {
            string = Self.string(utf8: bytes[mark..<current])
        }
        guard let string else {
            fail("Unable to convert string to correct encoding")
            return nil
        }
        return string
    }

    /// UTF-8 bytes as CF's `CFStringCreateWithBytes` takes them: a leading byte order mark dropped;
    /// nil for bytes that are not UTF-8, except that a stray 0xA9 (Mac OS Roman's ©, which CF lets
    /// through "not to break existing apps") is read as U+FFFD.
    static func string(utf8 bytes: ArraySlice<UInt8>) -> String? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes
        if let string = String(validating: body, as: UTF8.self) { return string }
        guard body.contains(0xA9) else { return nil }
        var repaired: [UInt8] = []
        repaired.reserveCapacity(body.count + 2)
        var index = body.startIndex
        while index < body.endIndex {
            let length = utf8SequenceLength(body, at: index)
            if length > 0 {
                repaired += body[index..<index + length]
                index += length
            } else if body[index] == 0xA9 {
                repaired += [0xEF, 0xBF, 0xBD]
                index += 1
            } else {
                return nil
            }
        }
        return String(validating: repaired, as: UTF8.self)
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 (CF's `__CFIsLegalUTF8`).
    private static func utf8SequenceLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let head = bytes[index]
        let length: Int
        switch head {
        case 0x00..<0x80: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard bytes.endIndex - index >= length else { return 0 }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        let second = bytes[index + 1]
        if (head == 0xE0 && second < 0xA0) || (head == 0xED && second > 0x9F) || (head == 0xF0 && second < 0x90) || (head == 0xF4 && second > 0x8F) {
            return 0
        }
        return length
    }

    private static let cdataOpening = Array("<![CDATA[".utf8)

    /// A CDATA section at `current` (its `<`), its text appended.
    private mutating func cdata(into decoded: inout [UInt8]) {
        if end - current < Self.cdataOpening.count {
            fail("Encountered unexpected EOF")
            return
        }
        if !matches(Self.cdataOpening, at: current) {
            fail { "Encountered improper CDATA opening at line \($0)" }
            return
        }
        current += Self.cdataOpening.count
        let start = current
        while current < end - 2 {
            if bytes[current] == .closeBracket, bytes[current + 1] == .closeBracket, bytes[current + 2] == .greaterThan {
                decoded.append(contentsOf: bytes[start..<current])
                current += 3
                return
            }
            current += 1
        }
        current = start
        fail { "Could not find end of CDATA started on line \($0)" }
    }

    /// An entity or character reference at `current` (its `&`), its character appended (CF's
    /// `parseEntityReference_pl`: the five named entities, `&#ddd;`, `&#xhhh;`).
    private mutating func reference(into decoded: inout [UInt8]) {
        current += 1
        let length = end - current
        if length < 1 {
            fail("Encountered unexpected EOF")
            return
        }
        func unknown(_ parser: inout XMLPropertyListParser) {
            parser.fail { "Encountered unknown ampersand-escape sequence at line \($0)" }
        }
        let character: UInt8
        switch bytes[current] {
        case UInt8(ascii: "l"), UInt8(ascii: "g"):
            guard length >= 3, bytes[current + 1] == UInt8(ascii: "t"), bytes[current + 2] == .semicolon else { return unknown(&self) }
            character = bytes[current] == UInt8(ascii: "l") ? .lessThan : .greaterThan
            current += 3
        case UInt8(ascii: "a"):
            if length < 4 {
                fail("Encountered unexpected EOF")
                return
            }
            if bytes[current + 1] == UInt8(ascii: "m"), bytes[current + 2] == UInt8(ascii: "p"), bytes[current + 3] == .semicolon {
                character = .ampersand
                current += 4
            } else if bytes[current + 1] == UInt8(ascii: "p"), length > 4, matches(Array("os;".utf8), at: current + 2) {
                character = UInt8(ascii: "'")
                current += 5
            } else {
                return unknown(&self)
            }
        case UInt8(ascii: "q"):
            guard length >= 5, matches(Array("uot;".utf8), at: current + 1) else { return unknown(&self) }
            character = UInt8(ascii: "\"")
            current += 5
        case UInt8(ascii: "#"):
            characterReference(length: length, into: &decoded)
            return
        default:
            return unknown(&self)
        }
        decoded.append(character)
    }

    /// `&#ddd;` or `&#xhhh;` (at most eight characters before the `;`), as UTF-8.
    private mutating func characterReference(length: Int, into decoded: inout [UInt8]) {
        if length < 4 {
            fail("Encountered unexpected EOF")
            return
        }
        current += 1
        var isHex = false
        if bytes[current] == UInt8(ascii: "x") {
            isHex = true
            current += 1
        }
        var number: UInt32 = 0
        var count = 0
        while current < end {
            let byte = bytes[current]
            current += 1
            count += 1
            if byte == .semicolon {
                guard let scalar = Unicode.Scalar(number) else {
                    fail { "Encountered unparseable Unicode sequence at line \($0) while parsing data (input did not result in a real string)" }
                    return
                }
                decoded.append(contentsOf: String(Character(scalar)).utf8)
                return
            } else if count > 8 {
                fail { "Encountered unparseable unicode sequence at line \($0) while parsing data (too large of a value for a Unicode sequence)" }
                return
            }
            number = isHex ? number &<< 4 : number &* 10
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): number &+= UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: number &+= UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: number &+= UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                fail { "Encountered unexpected character \(Self.character(byte)) at line \($0) while parsing data" }
                return
            }
        }
        fail("Encountered unexpected EOF")
    }

    // MARK: - Scalars

    /// CF's base-64 table: -1 for a byte that is skipped; `=` decodes as 0.
    private static let base64: [Int8] = {
        var table = [Int8](repeating: -1, count: 128)
        for (index, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(byte)] = Int8(index)
        }
        table[Int(UInt8(ascii: "="))] = 0
        return table
    }()

    /// A `<data>` element's base-64 text decoded as CF decodes it (other ASCII characters skipped).
    private mutating func data() -> Any? {
        var decoded: [UInt8] = []
        var equals = 0
        var accumulator: UInt32 = 0
        var count = 0
        while current < end {
            let byte = bytes[current]
            if byte == .lessThan { break }
            if byte == UInt8(ascii: "=") {
                equals += 1
            } else if !Self.isCSpace(byte) {
                equals = 0
            }
            if byte >= 128 {
                let hex = String(byte, radix: 16, uppercase: true)
                fail { "Could not interpret <data> on line \($0) (invalid character 0x\(hex))" }
                return nil
            }
            let value = Self.base64[Int(byte)]
            current += 1
            if value < 0 { continue }
            count += 1
            accumulator = accumulator &<< 6 &+ UInt32(value)
            if count & 3 == 0 {
                decoded.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                if equals < 2 { decoded.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
                if equals < 1 { decoded.append(UInt8(truncatingIfNeeded: accumulator)) }
            }
        }
        return closeTag(.data) ? Data(decoded) : nil
    }

    /// C's `isspace` in the C locale.
    private static func isCSpace(_ byte: UInt8) -> Bool { byte == .space || (0x09...0x0D).contains(byte) }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// Two digits, if two more characters and one after them are there (CF's `read2DigitNumber`).
    private mutating func twoDigits() -> Int8? {
        if current + 2 >= end { return nil }
        let first = bytes[current]
        let second = bytes[current + 1]
        current += 2
        guard Self.isDigit(first), Self.isDigit(second) else { return nil }
        return Int8((first - UInt8(ascii: "0")) * 10 + second - UInt8(ascii: "0"))
    }

    /// `YYYY-MM-DDThh:mm:ssZ` (any number of year digits, a minus allowed; fields not range-checked).
    private mutating func date() -> Any? {
        var year: Int32 = 0
        var negative = false
        if current < end, bytes[current] == .hyphen {
            negative = true
            current += 1
        }
        while current < end, Self.isDigit(bytes[current]) {
            year = year &* 10 &+ Int32(bytes[current] - UInt8(ascii: "0"))
            current += 1
        }
        var fields: [Int8] = []
        var wellFormed = current < end && bytes[current] == .hyphen
        if wellFormed { current += 1 }
        for separator in [UInt8(ascii: "-"), UInt8(ascii: "T"), UInt8(ascii: ":"), UInt8(ascii: ":"), UInt8(ascii: "Z")] where wellFormed {
            if let field = twoDigits(), current < end, bytes[current] == separator {
                fields.append(field)
                current += 1
            } else {
                wellFormed = false
            }
        }
        guard wellFormed, fields.count == 5, closeTag(.date) else {
            fail { "Could not interpret <date> at line \($0)" }
            return nil
        }
        let at = PropertyListDate.absoluteTime(
            year: negative ? 0 &- year : year, month: fields[0], day: fields[1], hour: fields[2], minute: fields[3],
            second: Double(fields[4]))
        return Date(timeIntervalSinceReferenceDate: at)
    }

    /// The spellings of infinities and NaN CF takes (compared without case).
    private static let specialReals: [(String, Double)] = [
        ("nan", .nan), ("+infinity", .infinity), ("-infinity", -.infinity), ("infinity", .infinity),
        ("-inf", -.infinity), ("inf", .infinity), ("+inf", .infinity),
    ]

    /// A `<real>`: its text (references decoded) is `nan`, an infinity, or white space and a
    /// decimal number that is all the rest (CF's `__CFStringScanDouble`, strtod on `[0-9+-.eE]*`).
    private mutating func real() -> Any? {
        guard let text = text() else { return nil }
        let lowered = String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        let value: Double
        if let special = Self.specialReals.first(where: { $0.0 == lowered }) {
            value = special.1
        } else if let scanned = Self.scanDouble(text) {
            value = scanned
        } else {
            fail { "Encountered misformatted real on line \($0)" }
            return nil
        }
        return closeTag(.real) ? value : nil
    }

    /// CF's whitespace for `__CFStringScanDouble` (`__CFIsWhitespace`, on UTF-16 units).
    private static func isScanWhitespace(_ unit: UInt16) -> Bool {
        unit < 0x21 || (unit > 0x7E && unit < 0xA1) || (0x2000...0x200B).contains(unit) || unit == 0x3000
    }

    /// The number `text` holds after leading white space, when it is exactly a decimal literal.
    static func scanDouble(_ text: String) -> Double? {
        let units = text.utf16.drop { isScanWhitespace($0) }
        guard !units.isEmpty, units.allSatisfy({ $0 < 0x80 }) else { return nil }
        let literal = units.map { UInt8($0) }
        guard isDecimalLiteral(literal) else { return nil }
        return Double(String(decoding: literal, as: UTF8.self))
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`: what strtod reads in full.
    private static func isDecimalLiteral(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == .plus || bytes[index] == .hyphen { index += 1 }
        var mantissa = digits()
        if index < bytes.count, bytes[index] == .period {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == .plus || bytes[index] == .hyphen { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    /// CF's white space for `<integer>` (its `isWhitespace` on UTF-8 bytes, quirks and all: bytes
    /// 0x7F to 0xA0, and a 0x80 byte's `byte3 >= 80` compared in decimal).
    private func isIntegerWhitespace(_ index: Int) -> Bool {
        let first = bytes[index]
        if first < 0x21 || (first > 0x7E && first < 0xA1) { return true }
        if first == 0xE2 || first == 0xE3, end - index >= 3 {
            let second = bytes[index + 1]
            let third = bytes[index + 2]
            if first == 0xE2, second == 0x80 { return (third >= 80 && third <= 0x8B) || third == 0xAF }
            if first == 0xE2, second == 0x81 { return third == 0x9F }
            if first == 0xE3, second == 0x80, third == 0x80 { return true }
        }
        return false
    }

    /// An `<integer>`: white space, a sign, white space, decimal digits or `0x` and hex digits, up
    /// to 2^64 − 1 (or −2^63), nothing after them (CF's `parseIntegerTag`).
    private mutating func integer() -> Any? {
        func premature(_ parser: inout XMLPropertyListParser) -> Bool {
            guard parser.current == parser.end else { return false }
            parser.fail { "Premature end of file after <integer> on line \($0)" }
            return true
        }
        while current < end, isIntegerWhitespace(current) { current += 1 }
        if premature(&self) { return nil }
        if bytes[current] == .lessThan {
            fail { "Encountered empty <integer> on line \($0)" }
            return nil
        }
        var negative = false
        if bytes[current] == .hyphen || bytes[current] == .plus {
            negative = bytes[current] == .hyphen
            current += 1
            while current < end, isIntegerWhitespace(current) { current += 1 }
        }
        if premature(&self) { return nil }
        var isHex = false
        var leadingZero = false
        if bytes[current] == UInt8(ascii: "0") {
            if current + 1 < end, bytes[current + 1] == UInt8(ascii: "x") || bytes[current + 1] == UInt8(ascii: "X") {
                current += 1
                isHex = true
            } else {
                leadingZero = true
            }
            current += 1
        }
        if premature(&self) { return nil }
        while bytes[current] == UInt8(ascii: "0") {
            leadingZero = true
            current += 1
            if premature(&self) { return nil }
        }
        if bytes[current] == .lessThan {
            if leadingZero { return closeTag(.integer) ? 0 : nil }
            fail { "Incomplete <integer> on line \($0)" }
            return nil
        }
        var value: UInt64 = 0
        let base: UInt64 = isHex ? 16 : 10
        while bytes[current] != .lessThan {
            let byte = bytes[current]
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt64(byte - UInt8(ascii: "A") + 10)
            default:
                // `%x` of a C `char`: a byte above 0x7F is sign-extended (0xffffffc3).
                let hex = String(byte < 0x80 ? UInt32(byte) : UInt32(bitPattern: Int32(Int8(bitPattern: byte))), radix: 16)
                fail { "Unknown character '\(Self.character(byte))' (0x\(hex)) in <integer> on line \($0)" }
                return nil
            }
            if !isHex, digit > 9 {
                fail { "Hex digit in non-hex <integer> on line \($0)" }
                return nil
            }
            let (product, overflow) = value.multipliedReportingOverflow(by: base)
            let (sum, carry) = product.addingReportingOverflow(digit)
            if overflow || carry {
                fail { "Integer overflow in <integer> on line \($0)" }
                return nil
            }
            value = sum
            if negative, value > UInt64(Int64.max) + 1 {
                fail { "Integer underflow in <integer> on line \($0)" }
                return nil
            }
            current += 1
            if premature(&self) { return nil }
        }
        guard closeTag(.integer) else { return nil }
        if negative || value <= UInt64(Int64.max) {
            let signed = Int64(bitPattern: value)
            return Int(negative ? 0 &- signed : signed)
        }
        return value
    }
}

extension UInt8 {
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let lf = UInt8(ascii: "\n")
    fileprivate static let cr = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let lessThan = UInt8(ascii: "<")
    fileprivate static let greaterThan = UInt8(ascii: ">")
    fileprivate static let exclamation = UInt8(ascii: "!")
    fileprivate static let question = UInt8(ascii: "?")
    fileprivate static let hyphen = UInt8(ascii: "-")
    fileprivate static let plus = UInt8(ascii: "+")
    fileprivate static let period = UInt8(ascii: ".")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let ampersand = UInt8(ascii: "&")
    fileprivate static let semicolon = UInt8(ascii: ";")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
}
