// `Decimal._doubleValue` is the conversion Foundation's `NSDecimalNumber.doubleValue` makes (its SPI
// for swift-corelibs-foundation): a `Double` correctly rounded from the text would differ in the
// last digits of an asset catalog's 18-character components.
@_spi(SwiftCorelibsFoundation) import FoundationEssentials

/// The parser behind `JSONObjectReader`: swift-corelibs-foundation's `JSONParser` step for step
/// (which byte it blames, when the end of the file is the problem), building Swift values.
struct JSONDocumentParser {
    /// What stopped the parse, with the byte offset Foundation's message names.
    enum Problem: Error {
        case endOfFile
        case unexpectedCharacter(Int)
        case lowSurrogateExpected
        case notAScalar
        case invalidEscape(Int)
        case tooDeep(Int)
        case invalidHex(String, Int)
        case controlCharacter(Int)
        case leadingZero(Int)
        case invalidUTF8(count: Int, Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// The first number in the document that no Swift number holds (Foundation converts numbers
    /// once the whole document has parsed, so a syntax error anywhere comes first).
    private(set) var unrepresentableNumber: String?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(Problem) -> Any {
        try skipWhitespace()
        let value = try parseValue()
        var offset = 0
        while let next = peek(offset) {
            guard Self.isWhitespace(next) else { throw .unexpectedCharacter(index + offset) }
            offset += 1
        }
        return value
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0D || byte == 0x0A || byte == 0x09
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func read() -> UInt8? {
        guard index < bytes.count else {
            index = bytes.count
            return nil
        }
        defer { index += 1 }
        return bytes[index]
    }

    /// Skips whitespace and returns the next byte, which it does not consume; the end is an error.
    @discardableResult
    private mutating func skipWhitespace() throws(Problem) -> UInt8 {
        while let byte = peek() {
            if !Self.isWhitespace(byte) { return byte }
            index += 1
        }
        throw .endOfFile
    }

    private mutating func parseValue() throws(Problem) -> Any {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""): return try parseString()
            case UInt8(ascii: "{"): return try parseObject()
            case UInt8(ascii: "["): return try parseArray()
            case UInt8(ascii: "t"): return try readWord("true", value: true)
            case UInt8(ascii: "f"): return try readWord("false", value: false)
            case UInt8(ascii: "n"): return try readWord("null", value: JSONNull())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number(try parseNumberText())
            case 0x20, 0x0D, 0x0A, 0x09: index += 1
            default: throw .unexpectedCharacter(index)
            }
        }
        throw .endOfFile
    }

    /// `true`, `false` or `null`, read a byte at a time as Foundation does: a wrong byte is blamed,
    /// unless it was the file's last, when the end is.
    private mutating func readWord(_ word: StaticString, value: Any) throws(Problem) -> Any {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for letter in expected where read() != letter {
            if index >= bytes.count { throw .endOfFile }
            throw .unexpectedCharacter(index - 1)
        }
        return value
    }

    private mutating func parseArray() throws(Problem) -> [Any] {
        index += 1
        guard depth < JSONObjectReader.maxDepth else { throw .tooDeep(index - 1) }
        depth += 1
        defer { depth -= 1 }
        if try skipWhitespace() == UInt8(ascii: "]") {
            index += 1
            return []
        }
        var array: [Any] = []
        while true {
            array.append(try parseValue())
            let next = try skipWhitespace()
            switch next {
            case UInt8(ascii: "]"):
                index += 1
                return array
            case UInt8(ascii: ","):
                index += 1
                // Foundation takes a trailing comma.
                if try skipWhitespace() == UInt8(ascii: "]") {
                    index += 1
                    return array
                }
            default:
                throw .unexpectedCharacter(index)
            }
        }
    }

    private mutating func parseObject() throws(Problem) -> [String: Any] {
        index += 1
        guard depth < JSONObjectReader.maxDepth else { throw .tooDeep(index - 1) }
        depth += 1
        defer { depth -= 1 }
        if try skipWhitespace() == UInt8(ascii: "}") {
            index += 1
            return [:]
        }
        var object: [String: Any] = [:]
        while true {
            let key = try parseString()
            guard try skipWhitespace() == UInt8(ascii: ":") else { throw .unexpectedCharacter(index) }
            index += 1
            try skipWhitespace()
            // The last of duplicate keys stays, as in Foundation.
            object[key] = try parseValue()
            switch try skipWhitespace() {
            case UInt8(ascii: "}"):
                index += 1
                return object
            case UInt8(ascii: ","):
                index += 1
                if try skipWhitespace() == UInt8(ascii: "}") {
                    index += 1
                    return object
                }
            default:
                throw .unexpectedCharacter(index)
            }
        }
    }

    // MARK: Strings

    private func makeString(_ range: Range<Int>) throws(Problem) -> String {
        let slice = bytes[range]
        guard let text = String(validating: slice, as: UTF8.self) else {
            throw .invalidUTF8(count: slice.count, range.lowerBound)
        }
        return text
    }

    private mutating func parseString() throws(Problem) -> String {
        guard read() == UInt8(ascii: "\"") else { throw .unexpectedCharacter(index - 1) }
        var start = index
        var output = ""
        var copy = 0
        while let byte = peek(copy) {
            switch byte {
            case UInt8(ascii: "\""):
                index += copy + 1
                return output + (try makeString(start..<start + copy))
            case 0...31:
                let errorIndex = index + copy
                _ = try makeString(start..<errorIndex + 1)
                throw .controlCharacter(errorIndex)
            case UInt8(ascii: "\\"):
                index += copy
                output += try makeString(start..<start + copy)
                let escapeStart = index
                do throws(Problem) {
                    output += try parseEscape()
                } catch {
                    switch error {
                    case .invalidEscape, .lowSurrogateExpected, .notAScalar:
                        // Foundation adds the escape's bytes to its message's string first.
                        _ = try makeString(escapeStart..<index)
                    default: break
                    }
                    throw error
                }
                start = index
                copy = 0
            default:
                copy += 1
            }
        }
        throw .endOfFile
    }

    private mutating func parseEscape() throws(Problem) -> String {
        index += 1
        guard let letter = read() else { throw .endOfFile }
        switch letter {
        case 0x22: return "\""
        case 0x5C: return "\\"
        case 0x2F: return "/"
        case 0x62: return "\u{08}"
        case 0x66: return "\u{0C}"
        case 0x6E: return "\n"
        case 0x72: return "\r"
        case 0x74: return "\t"
        case 0x75: return String(Character(try parseUnicodeEscape()))
        default: throw .invalidEscape(index - 1)
        }
    }

    private mutating func parseUnicodeEscape() throws(Problem) -> Unicode.Scalar {
        let high = try parseHexQuad()
        if high & 0xFC00 == 0xD800 {
            guard let backslash = read(), let u = read() else { throw .endOfFile }
            guard backslash == UInt8(ascii: "\\"), u == UInt8(ascii: "u") else { throw .lowSurrogateExpected }
            let low = try parseHexQuad()
            guard low & 0xFC00 == 0xDC00 else { throw .lowSurrogateExpected }
            let value = (UInt32(high) - 0xD800) * 0x400 + (UInt32(low) - 0xDC00) + 0x10000
            guard let scalar = Unicode.Scalar(value) else { throw .notAScalar }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw .notAScalar }
        return scalar
    }

    private mutating func parseHexQuad() throws(Problem) -> UInt16 {
        let start = index
        guard let a = read(), let b = read(), let c = read(), let d = read() else { throw .endOfFile }
        var value: UInt16 = 0
        for byte in [a, b, c, d] {
            guard let digit = Self.hexValue(byte) else {
                throw .invalidHex(String(decoding: [a, b, c, d], as: UTF8.self), start)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: return byte - 48
        case 65...70: return byte - 55
        case 97...102: return byte - 87
        default: return nil
        }
    }

    // MARK: Numbers

    private enum NumberPart { case integer, fraction, exponent, exponentSign }

    /// A number's text, checked as Foundation checks it (a leading zero, a misplaced `.`, `e` or sign).
    private mutating func parseNumberText() throws(Problem) -> String {
        var part = NumberPart.integer
        var digitsInPart = 0
        var leadingZero = false
        switch peek() {
        case UInt8(ascii: "0"):
            digitsInPart = 1
            leadingZero = true
        case UInt8(ascii: "-"): digitsInPart = 0
        default: digitsInPart = 1
        }
        var length = 1
        while let byte = peek(length) {
            switch byte {
            case UInt8(ascii: "0"):
                if leadingZero { throw .leadingZero(index + length) }
                if digitsInPart == 0, part == .integer { leadingZero = true }
                length += 1
                digitsInPart += 1
            case UInt8(ascii: "1")...UInt8(ascii: "9"):
                if leadingZero { throw .leadingZero(index + length) }
                length += 1
                digitsInPart += 1
            case UInt8(ascii: "."):
                guard digitsInPart > 0, part == .integer else { throw .unexpectedCharacter(index + length) }
                length += 1
                leadingZero = false
                part = .fraction
                digitsInPart = 0
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard digitsInPart > 0, part == .integer || part == .fraction else { throw .unexpectedCharacter(index + length) }
                length += 1
                leadingZero = false
                part = .exponent
                digitsInPart = 0
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard digitsInPart == 0, part == .exponent else { throw .unexpectedCharacter(index + length) }
                length += 1
                part = .exponentSign
                digitsInPart = 0
            case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard digitsInPart > 0 else { throw .unexpectedCharacter(index + length) }
                defer { index += length }
                return String(decoding: bytes[index..<index + length], as: UTF8.self)
            default:
                throw .unexpectedCharacter(index + length)
            }
        }
        guard digitsInPart > 0 else { throw .endOfFile }
        defer { index = bytes.count }
        return String(decoding: bytes[index...], as: UTF8.self)
    }

    /// The number as Foundation's `NSNumber.fromJSONNumber` types it: an integer (no `.` and no
    /// lowercase `e`) of up to 19 characters with a sign or 20 without is an integer; more than 17
    /// characters before the exponent go through `Decimal` (as Foundation's `NSDecimalNumber`,
    /// whose `doubleValue` its readers took); anything else is a `Double`; a number no `Double`
    /// holds is remembered for the error.
    private mutating func number(_ text: String) -> Any {
        let utf8 = text.utf8
        let exponentStart = utf8.firstIndex(of: UInt8(ascii: "e"))
        let characters = utf8.distance(from: utf8.startIndex, to: exponentStart ?? utf8.endIndex)
        if !utf8.contains(UInt8(ascii: ".")) && exponentStart == nil {
            if utf8.first == UInt8(ascii: "-") {
                if characters <= 19, let value = Int(text) { return value }
            } else if characters <= 20, let value = UInt64(text) {
                return value <= UInt64(Int.max) ? Int(value) : value
            }
        }
        let exponent = exponentStart.flatMap { Int(String(decoding: utf8[utf8.index(after: $0)...], as: UTF8.self)) } ?? 0
        if characters > 17, (-128...127).contains(exponent), let decimal = Decimal(string: text), decimal.isFinite {
            return decimal._doubleValue
        }
        if let value = Double(text), value.isFinite { return value }
        if unrepresentableNumber == nil { unrepresentableNumber = text }
        return 0
    }
}
