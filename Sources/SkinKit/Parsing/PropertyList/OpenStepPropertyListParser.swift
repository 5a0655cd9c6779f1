import FoundationEssentials

/// CoreFoundation's parser of old-style (OpenStep, NeXT) property lists and strings files
/// (`CFOldStylePList.c`) in Swift: `{ key = value; }`, `( a, b )`, `<0fa1>`, quoted and unquoted
/// strings, `//` and `/* */` comments; a text of only white space and comments is an empty
/// dictionary, and `key = value;` pairs without braces are a strings file. CF tries it on any text
/// its XML parser refuses, so a `.plist` holding `{ a = b; }` (or just a word) has always loaded.
///
/// Values: `[String: Any]` (a later duplicate key replaces an earlier one), `[Any]`, `String`,
/// `Data`. It reads UTF-16 code units, as CF does; containers nest at most 512 deep.
struct OpenStepPropertyListParser {
    /// CF's `MAX_DEPTH` on 64-bit systems.
    static let maxDepth = 512

    private let units: [UInt16]
    private var current = 0
    private var error: PropertyListError?

    private init(units: [UInt16]) {
        self.units = units
    }

    /// The text's object (CF's `__CFCreateOldStylePropertyListOrStringsFile`), or its error.
    static func parse(_ units: [UInt16]) -> Result<Any, PropertyListError> {
        if units.isEmpty { return .failure(PropertyListError(message: "Conversion of string failed. The string is empty.")) }
        var parser = OpenStepPropertyListParser(units: units)
        guard parser.advanceToNonSpace() else { return .success([String: Any]()) }
        if let result = parser.object(requireObject: true, depth: 0) {
            guard parser.advanceToNonSpace() else { return .success(result) }
            guard result is String else {
                parser.fail { "Junk after plist at line \($0)" }
                return .failure(parser.error ?? PropertyListError(message: "Junk after plist"))
            }
            // A strings file: pairs without the braces.
            parser.error = nil
            parser.current = 0
            if let table = parser.dictionaryContent(depth: 0) { return .success(table) }
        }
        if let error = parser.error { return .failure(error) }
        let line = parser.line
        return .failure(PropertyListError(message: "Unknown error parsing property list around line \(line)", line: line))
    }

    // MARK: - Errors

    /// CF's `lineNumberStrings`: 1 plus the line ends (`\n`, `\r`, `\r\n`) before the current place.
    private var line: Int {
        var count = 1
        var index = 0
        let stop = min(current, units.count)
        while index < stop {
            if units[index] == 0x0D {
                count += 1
                if index + 1 < stop, units[index + 1] == 0x0A { index += 1 }
            } else if units[index] == 0x0A {
                count += 1
            }
            index += 1
        }
        return count
    }

    private mutating func fail(_ message: (Int) -> String) {
        let line = line
        error = PropertyListError(message: message(line), line: line)
    }

    private mutating func fail(_ message: String) {
        error = PropertyListError(message: message)
    }

    // MARK: - Reading

    private static func isUnquotedCharacter(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: true
        case 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true  // _ $ / : . -
        default: false
        }
    }

    /// Skips white space and comments; false at the end (CF's `advanceToNonSpace`).
    private mutating func advanceToNonSpace() -> Bool {
        while current < units.count {
            let unit = units[current]
            current += 1
            if (0x09...0x0D).contains(unit) || unit == 0x20 || unit == 0x2028 || unit == 0x2029 { continue }
            guard unit == 0x2F else {
                current -= 1
                return true
            }
            if current >= units.count {
                current -= 1
                return true
            } else if units[current] == 0x2F {
                current += 1
                while current < units.count {
                    let next = units[current]
                    if next == 0x0A || next == 0x0D || next == 0x2028 || next == 0x2029 { break }
                    current += 1
                }
            } else if units[current] == 0x2A {
                current += 1
                while current < units.count {
                    let next = units[current]
                    current += 1
                    if next == 0x2A, current < units.count, units[current] == 0x2F {
                        current += 1
                        break
                    }
                }
            } else {
                current -= 1
                return true
            }
        }
        return false
    }

    /// One object (CF's `parsePlistObject`); nil at a character that starts none (an error only
    /// when `requireObject`), or with `error` set.
    private mutating func object(requireObject: Bool, depth: Int) -> Any? {
        if depth > Self.maxDepth {
            fail { "Too many nested arrays or dictionaries at line \($0)" }
            return nil
        }
        guard advanceToNonSpace() else {
            if requireObject { fail("Unexpected EOF while parsing plist") }
            return nil
        }
        let unit = units[current]
        current += 1
        switch unit {
        case 0x7B: return dictionary(depth: depth)
        case 0x28: return array(depth: depth)
        case 0x3C: return data()
        case 0x27, 0x22: return quotedString(quote: unit)
        default:
            current -= 1
            if Self.isUnquotedCharacter(unit) { return unquotedString() }
            if requireObject { fail { "Unexpected character '0x\(String(unit, radix: 16))' at line \($0)" } }
            return nil
        }
    }

    /// A key: a quoted or unquoted string (CF's `parsePlistString`).
    private mutating func string(requireObject: Bool) -> String? {
        guard advanceToNonSpace() else {
            if requireObject { fail("Unexpected EOF while parsing string") }
            return nil
        }
        let unit = units[current]
        if unit == 0x27 || unit == 0x22 {
            current += 1
            return quotedString(quote: unit)
        }
        if Self.isUnquotedCharacter(unit) { return unquotedString() }
        if requireObject { fail { "Invalid string character at line \($0)" } }
        return nil
    }

    private mutating func unquotedString() -> String? {
        let start = current
        while current < units.count, Self.isUnquotedCharacter(units[current]) { current += 1 }
        if current != start { return String(decoding: units[start..<current], as: UTF16.self) }
        fail("Unexpected EOF")
        return nil
    }

    /// From after the opening quote to past the closing one, backslash escapes decoded.
    private mutating func quotedString(quote: UInt16) -> String? {
        let start = current
        var text: [UInt16] = []
        var mark = current
        while current < units.count {
            let unit = units[current]
            if unit == quote { break }
            if unit == 0x5C {
                text += units[mark..<current]
                current += 1
                if current == units.count {
                    fail { "Unterminated backslash sequence on line \($0)" }
                    return nil
                }
                text.append(escapedCharacter())
                mark = current
            } else {
                current += 1
            }
        }
        if current >= units.count {
            current = start
            fail { "Unterminated quoted string starting on line \($0)" }
            return nil
        }
        text += units[mark..<current]
        current += 1
        // A success clears an earlier error (CF: "weird, but historical").
        error = nil
        return String(decoding: text, as: UTF16.self)
    }

    /// The character after a backslash (CF's `getSlashedChar`): up to three octal digits (a byte in
    /// NeXTSTEP's encoding), `\U` and up to four hex digits, C's letters; any other as itself.
    private mutating func escapedCharacter() -> UInt16 {
        let unit = units[current]
        current += 1
        switch unit {
        case 0x30...0x37:
            var number = UInt8(unit - 0x30)
            for _ in 0..<2 {
                guard current < units.count, (0x30...0x37).contains(units[current]) else { break }
                number = number &<< 3 &+ UInt8(units[current] - 0x30)
                current += 1
            }
            guard number >= 0x80 else { return UInt16(number) }
            // CF's conversion fails for the two undefined bytes; its character is then 0.
            let converted = Self.nextStepLatin[Int(number) - 0x80]
            return converted == 0xFFFD ? 0 : converted
        case 0x55:
            var number: UInt16 = 0
            for _ in 0..<4 where current < units.count {
                let digit = units[current]
                guard let value = Self.hexValue(digit) else { continue }
                current += 1
                number = number &<< 4 &+ value
            }
            return number
        case 0x61: return 0x07
        case 0x62: return 0x08
        case 0x66: return 0x0C
        case 0x6E: return 0x0A
        case 0x72: return 0x0D
        case 0x74: return 0x09
        case 0x76: return 0x0B
        default: return unit
        }
    }

    private static func hexValue(_ unit: UInt16) -> UInt16? {
        switch unit {
        case 0x30...0x39: unit - 0x30
        case 0x41...0x46: unit - 0x41 + 10
        case 0x61...0x66: unit - 0x61 + 10
        default: nil
        }
    }

    private mutating func array(depth: Int) -> Any? {
        var array: [Any] = []
        var element = object(requireObject: false, depth: depth + 1)
        while let value = element {
            array.append(value)
            guard advanceToNonSpace() else {
                fail { "Expected ',' for array at line \($0)" }
                return nil
            }
            if units[current] != 0x2C {
                element = nil
            } else {
                current += 1
                element = object(requireObject: false, depth: depth + 1)
            }
        }
        guard advanceToNonSpace(), units[current] == 0x29 else {
            fail { "Expected terminating ')' for array at line \($0)" }
            return nil
        }
        error = nil
        current += 1
        return array
    }

    /// `key = value;` pairs (or `key;`, a strings file's shortcut for `key = key;`), up to the first
    /// thing that is not a key (CF's `parsePlistDictContent`).
    private mutating func dictionaryContent(depth: Int) -> [String: Any]? {
        var table: [String: Any] = [:]
        var key = string(requireObject: false)
        while let name = key {
            guard advanceToNonSpace() else {
                fail { "Missing ';' on line \($0)" }
                return nil
            }
            let value: Any
            if units[current] == 0x3B {
                value = name
            } else if units[current] == 0x3D {
                current += 1
                guard let parsed = object(requireObject: true, depth: depth + 1) else { return nil }
                value = parsed
            } else {
                fail { "Expected ';' or '=' after key at line \($0)" }
                return nil
            }
            table[name] = value
            guard advanceToNonSpace(), units[current] == 0x3B else {
                fail { "Missing ';' on line \($0)" }
                return nil
            }
            current += 1
            key = string(requireObject: false)
        }
        error = nil
        return table
    }

    private mutating func dictionary(depth: Int) -> Any? {
        guard let table = dictionaryContent(depth: depth) else { return nil }
        guard advanceToNonSpace(), units[current] == 0x7D else {
            fail { "Expected terminating '}' for dictionary at line \($0)" }
            return nil
        }
        current += 1
        return table
    }

    /// From after `<`: hex digit pairs and white space up to `>`.
    private mutating func data() -> Any? {
        var bytes: [UInt8] = []
        while current < units.count {
            let unit = units[current]
            if unit == 0x3E { break }
            // CF looks at the low byte of each unit only (`(unsigned char)ch`).
            if let high = Self.hexValue(unit & 0xFF) {
                current += 1
                guard current < units.count, let low = Self.hexValue(units[current] & 0xFF) else {
                    fail { "Malformed data byte group at line \($0); uneven length" }
                    return nil
                }
                bytes.append(UInt8(high << 4 | low))
                current += 1
            } else if unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x2028 || unit == 0x2029 {
                current += 1
            } else {
                fail { "Malformed data byte group at line \($0); invalid hex" }
                return nil
            }
        }
        error = nil
        guard current < units.count, units[current] == 0x3E else {
            fail { "Expected terminating '>' for data at line \($0)" }
            return nil
        }
        current += 1
        return Data(bytes)
    }

    /// NeXTSTEP's encoding from 0x80 (CF's `NSToPrecompUnicodeTable`); 0xFFFD for the undefined two.
    private static let nextStepLatin: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
        0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7, 0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022, 0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
        0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
        0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
        0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD, 0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0xFFFD, 0xFFFD,
    ]
}
