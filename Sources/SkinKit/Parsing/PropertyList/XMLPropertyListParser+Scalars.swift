import FoundationEssentials

extension XMLPropertyListParser {
    // MARK: - Scalars

    /// CF's base-64 table: -1 for a byte that is skipped; `=` decodes as 0.
    static let base64: [Int8] = {
        var table = [Int8](repeating: -1, count: 128)
        for (index, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(byte)] = Int8(index)
        }
        table[Int(UInt8(ascii: "="))] = 0
        return table
    }()

    /// A `<data>` element's base-64 text decoded as CF decodes it (other ASCII characters skipped).
    mutating func data() -> Any? {
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
    static func isCSpace(_ byte: UInt8) -> Bool { byte == .space || (0x09...0x0D).contains(byte) }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// Two digits, if two more characters and one after them are there (CF's `read2DigitNumber`).
    mutating func twoDigits() -> Int8? {
        if current + 2 >= end { return nil }
        let first = bytes[current]
        let second = bytes[current + 1]
        current += 2
        guard Self.isDigit(first), Self.isDigit(second) else { return nil }
        return Int8((first - UInt8(ascii: "0")) * 10 + second - UInt8(ascii: "0"))
    }

    /// `YYYY-MM-DDThh:mm:ssZ` (any number of year digits, a minus allowed; fields not range-checked).
    mutating func date() -> Any? {
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
    static let specialReals: [(String, Double)] = [
        ("nan", .nan), ("+infinity", .infinity), ("-infinity", -.infinity), ("infinity", .infinity),
        ("-inf", -.infinity), ("inf", .infinity), ("+inf", .infinity),
    ]

    /// A `<real>`: its text (references decoded) is `nan`, an infinity, or white space and a
    /// decimal number that is all the rest (CF's `__CFStringScanDouble`, strtod on `[0-9+-.eE]*`).
    mutating func real() -> Any? {
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
    static func isScanWhitespace(_ unit: UInt16) -> Bool {
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
    static func isDecimalLiteral(_ bytes: [UInt8]) -> Bool {
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
    func isIntegerWhitespace(_ index: Int) -> Bool {
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
    mutating func integer() -> Any? {
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
