import FoundationEssentials

extension XMLPropertyListParser {
    // MARK: - Elements

    /// The next value inside an element (CF's `getContentObject`): comments and processing
    /// instructions skipped; nil at a closing tag (`current` left on its `<`), at the end, or with
    /// `error` set. `isKey` tells whether the value was a `<key>`.
    mutating func content(isKey: inout Bool, depth: Int) -> Any? {
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

    enum Tag: CaseIterable {
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
    mutating func element(isKey: inout Bool, depth: Int) -> Any? {
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
    mutating func nonEmpty(_ name: String) -> Any? {
        fail { "Encountered non-empty <\(name)> on line \($0)" }
        return nil
    }

    /// A nested `<plist>`'s one value (CF's `parsePListTag`).
    mutating func plist(depth: Int) -> Any? {
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

    mutating func array(depth: Int) -> Any? {
        var array: [Any] = []
        var isKey = false
        while let element = content(isKey: &isKey, depth: depth) { array.append(element) }
        if error != nil { return nil }
        return closeTag(.array) ? array : nil
    }

    /// A `<dict>`: later duplicate keys replace earlier ones, as in CF; a dictionary of one
    /// `CF$UID` number is the keyed archiver's reference.
    mutating func dictionary(depth: Int) -> Any? {
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
    static func uid(_ number: Any) -> PropertyListUID? {
        switch number {
        case let value as Int: PropertyListUID(UInt32(truncatingIfNeeded: value))
        case let value as UInt64: PropertyListUID(UInt32(truncatingIfNeeded: value))
        case let value as Double: PropertyListUID(UInt32(bitPattern: PropertyListDate.int32(value)))
        default: nil
        }
    }

    /// Checks for `</tag>` (white space allowed before the `>`) and takes it (CF's `checkForCloseTag`).
    mutating func closeTag(_ tag: Tag) -> Bool {
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
}
