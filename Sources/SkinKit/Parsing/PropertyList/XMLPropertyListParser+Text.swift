import FoundationEssentials

extension XMLPropertyListParser {
    // MARK: - Text

    /// The text up to the next tag (CF's `parseStringTag`): entity and character references and
    /// CDATA sections decoded, the rest taken byte for byte; it must be valid UTF-8.
    mutating func text() -> String? {
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
    static func utf8SequenceLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
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

    static let cdataOpening = Array("<![CDATA[".utf8)

    /// A CDATA section at `current` (its `<`), its text appended.
    mutating func cdata(into decoded: inout [UInt8]) {
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
    mutating func reference(into decoded: inout [UInt8]) {
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
    mutating func characterReference(length: Int, into decoded: inout [UInt8]) {
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
}
