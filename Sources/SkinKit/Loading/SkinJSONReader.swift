import FoundationEssentials

/// Reads a JSON document straight into a `SkinNode`, without JSONSerialization: the start-up path of every
/// skin file, the embedded `default` and role maps (JSONSerialization and bridging its objects cost
/// about 2 ms of each start).
///
/// It reads only what it reads exactly as `JSONSerialization` + `SkinNode.from(foundation:)` would:
/// an object or array of strings, numbers, booleans, objects and arrays, in valid UTF-8, within
/// `limits`. For anything else — a syntax error, `null`, a duplicate key, a lone surrogate escape,
/// a number with more digits than a Double holds exactly, a byte-order mark, a value past a limit —
/// it returns nil, and the caller takes the general path (`JSONObjectReader`, which reads as Foundation's
/// JSONSerialization did), which reports the error with its
/// place as before. A limit is checked while reading (`read`): a file past one is refused with the
/// same error the general path gives, before the rest of it is built (issue 20: a file over the
/// skin count took 620 MB to refuse).
struct SkinJSONReader {
    /// What a read gave: the tree, a limit error (with its key path), or neither (the general path decides).
    enum Outcome {
        case node(SkinNode)
        case limit(SkinError)
        case undecided
    }

    /// The document, read through a buffer pointer (an array's accessors cost several times more
    /// in debug builds, where the 10 MB load test runs).
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: SkinLimits
    private var position = 0
    /// The limit the document broke, its key path completed while the reading unwinds.
    private var limitError: SkinError?
    /// Look for a duplicate key when its object closes rather than at each key (see `read`).
    private var duplicatesAtClose = false

    /// The document's tree, or nil to leave `data` to the general path.
    static func node<Bytes: ContiguousBytes>(_ data: Bytes, limits: SkinLimits) -> SkinNode? {
        if case .node(let node) = read(data, limits: limits) { return node }
        return nil
    }

    /// The document's tree, the first limit it breaks, or undecided (see the type's notes).
    static func read<Bytes: ContiguousBytes>(_ data: Bytes, limits: SkinLimits) -> Outcome {
        // Duplicate keys are looked for when a container closes (each table built once at its
        // size); a broken limit is read again looking for them at each key, since a duplicate
        // before the limit makes the document the general path's.
        let outcome = read(data, limits: limits, duplicatesAtClose: true)
        guard case .limit = outcome else { return outcome }
        return read(data, limits: limits, duplicatesAtClose: false)
    }

    private static func read<Bytes: ContiguousBytes>(_ data: Bytes, limits: SkinLimits, duplicatesAtClose: Bool) -> Outcome {
        data.withUnsafeBytes { raw in
            var reader = SkinJSONReader(bytes: raw.bindMemory(to: UInt8.self), limits: limits)
            reader.duplicatesAtClose = duplicatesAtClose
            let node = reader.document()
            if let error = reader.limitError { return .limit(error) }
            return node.map(Outcome.node) ?? .undecided
        }
    }

    /// `read`, with a large document's skins read on all cores at once: the top-level object is split
    /// into its entries and each value read by a reader of its own. Anything but a whole tree from
    /// every part (a syntax error, a broken limit, a duplicate name, too many skins) reads the
    /// document again with `read`, so the outcome is always exactly `read`'s.
    static func readOnAllCores(_ data: Data, limits: SkinLimits) -> Outcome {
        let entries: [(key: String, range: Range<Int>)]? = data.withUnsafeBytes { raw in
            var reader = SkinJSONReader(bytes: raw.bindMemory(to: UInt8.self), limits: limits)
            return reader.topLevelEntries()
        }
        guard let entries, entries.count > 1, entries.count <= limits.maxKeysPerSection else { return read(data, limits: limits) }
        let values = ParallelWork.map(entries.map(\.range)) { range in
            data.withUnsafeBytes { raw -> SkinNode? in
                let part = UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[range])
                var reader = SkinJSONReader(bytes: part, limits: limits)
                reader.duplicatesAtClose = true
                let node = reader.value(depth: 1)
                reader.skipSpace()
                return reader.limitError == nil && reader.position == part.count ? node : nil
            }
        }
        var table: [String: SkinNode] = [:]
        table.reserveCapacity(entries.count)
        for (entry, value) in zip(entries, values) {
            guard let value, table.updateValue(value, forKey: entry.key) == nil else { return read(data, limits: limits) }
        }
        return .node(.dictionary(table))
    }

    /// An object member's key and its colon at `position` (the spaces around them skipped), or nil.
    @inline(__always)
    private mutating func memberKey() -> String? {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = string(what: "a key") else { return nil }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
        position += 1
        skipSpace()
        return key
    }

    /// The top-level object's keys and the byte range of each value, found without reading the
    /// values (only strings and brackets are followed); nil unless the document is a non-empty
    /// object whose keys read cleanly. The values are checked when they are read.
    private mutating func topLevelEntries() -> [(key: String, range: Range<Int>)]? {
        do throws(SkinError) { try SkinNode.checkContainer(count: 0, limits: limits, depth: 0) } catch { return nil }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return nil }
        position += 1
        var entries: [(key: String, range: Range<Int>)] = []
        while true {
            guard let key = memberKey() else { return nil }
            let start = position
            guard skipValue() else { return nil }
            entries.append((key, start..<position))
            guard let closed = afterElement(closing: "}") else { return nil }
            if closed { break }
        }
        skipSpace()
        return position == bytes.count && limitError == nil ? entries : nil
    }

    /// Moves past one value: a container to its closing bracket, a scalar to the `,` or `}` after
    /// it. False when the document ends first.
    private mutating func skipValue() -> Bool {
        var depth = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                while position < bytes.count {
                    let byte = bytes[position]
                    position += byte == UInt8(ascii: "\\") ? 2 : 1
                    if byte == UInt8(ascii: "\"") { break }
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return true }
                depth -= 1
                position += 1
                if depth == 0 { return true }
            case UInt8(ascii: ","):
                if depth == 0 { return true }
                position += 1
            default:
                position += 1
            }
        }
        return false
    }

    /// Records a broken limit; reading stops there.
    private mutating func broke(_ error: SkinError) -> SkinNode? {
        limitError = error
        return nil
    }

    /// Puts `component` in front of the key path of a limit broken inside it.
    private mutating func under(_ component: @autoclosure () -> String) {
        if let error = limitError { limitError = error.placed(file: nil, under: [component()]) }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: SkinLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    private mutating func document() -> SkinNode? {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "[") else { return nil }
        guard let node = value(depth: 0) else { return nil }
        skipSpace()
        return position == bytes.count ? node : nil
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }

    /// `depth` counts the containers around the value, as `SkinNode.from(foundation:)` does.
    private mutating func value(depth: Int) -> SkinNode? {
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string(what: "a string").map(SkinNode.string)
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        default: return number()
        }
    }

    private mutating func object(depth: Int) -> SkinNode? {
        do throws(SkinError) { try SkinNode.checkContainer(count: 0, limits: limits, depth: depth) } catch { return broke(error) }
        position += 1
        var table: [String: SkinNode] = [:]
        var keys: [String] = []
        var elements: [SkinNode] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .dictionary(table)
        }
        while true {
            guard let key = memberKey() else { return nil }
            guard let element = value(depth: depth + 1) else {
                under(key)
                return nil
            }
            let count: Int
            if duplicatesAtClose {
                keys.append(key)
                elements.append(element)
                count = keys.count
            } else {
                guard table.updateValue(element, forKey: key) == nil else { return nil }
                count = table.count
            }
            if count > limits.maxKeysPerSection { return tooMany(counted: count, closing: "}", depth: depth) }
            guard let closed = afterElement(closing: "}") else { return nil }
            if closed { break }
        }
        guard duplicatesAtClose else { return .dictionary(table) }
        table.reserveCapacity(keys.count)
        for (key, element) in zip(keys, elements) {
            guard table.updateValue(element, forKey: key) == nil else { return nil }
        }
        return .dictionary(table)
    }

    /// A container past `maxKeysPerSection`: its entries are counted to the end for the message,
    /// each read and dropped (nothing more is kept), unless the rest is not valid JSON.
    private mutating func tooMany(counted: Int, closing: Unicode.Scalar, depth: Int) -> SkinNode? {
        var count = counted
        while let closed = afterElement(closing: closing), !closed {
            skipSpace()
            if closing == "}" {
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), string(what: "a key") != nil else { break }
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { break }
                position += 1
                skipSpace()
            }
            guard value(depth: depth + 1) != nil else { break }
            count += 1
        }
        limitError = nil
        do throws(SkinError) { try SkinNode.checkContainer(count: count, limits: limits, depth: depth) } catch { return broke(error) }
        return nil
    }

    /// After an element: past a `,` (false) or the container's `closing` bracket (true); nil for anything else.
    private mutating func afterElement(closing: Unicode.Scalar) -> Bool? {
        skipSpace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: ","):
            position += 1
            return false
        case UInt8(ascii: closing):
            position += 1
            return true
        default:
            return nil
        }
    }

    private mutating func array(depth: Int) -> SkinNode? {
        do throws(SkinError) { try SkinNode.checkContainer(count: 0, limits: limits, depth: depth) } catch { return broke(error) }
        position += 1
        var items: [SkinNode] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            skipSpace()
            guard let element = value(depth: depth + 1) else {
                under("[\(items.count)]")
                return nil
            }
            items.append(element)
            if items.count > limits.maxKeysPerSection { return tooMany(counted: items.count, closing: "]", depth: depth) }
            guard let closed = afterElement(closing: "]") else { return nil }
            if closed { return .array(items) }
        }
    }

    /// A string at `position` (its opening quote); escapes decoded, the text valid UTF-8. `what`
    /// names it in the error of a string past `maxValueBytes` (`a key`, `a string`).
    private mutating func string(what: String) -> String? {
        position += 1
        let start = position
        // Most strings have no escapes: their bytes are taken as they are.
        var isASCII = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = Self.text(UnsafeBufferPointer(rebasing: bytes[start..<position]), isASCII: isASCII)
                position += 1
                return text.flatMap { checkedLength($0, what: what) }
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { return nil }
            isASCII = isASCII && byte < 0x80
            position += 1
        }
        var scalars = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: scalars, as: UTF8.self).flatMap { checkedLength($0, what: what) }
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    scalars.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                scalars.append(byte)
            }
        }
        return nil
    }

    /// The string of `bytes`, nil when they are not valid UTF-8. ASCII (most keys and values) is
    /// taken directly: the validating initializer is generic and pays run-time type work per call.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
        isASCII ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
    }

    /// `XXXX` after `\u`, or a surrogate pair `XXXX\uXXXX`; nil for a lone surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let first = hex4() else { return nil }
        switch first {
        case 0xD800..<0xDC00:
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else { return nil }
            position += 2
            guard let second = hex4(), (0xDC00..<0xE000).contains(second) else { return nil }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        case 0xDC00..<0xE000:
            return nil
        default:
            return Unicode.Scalar(first)
        }
    }

    private mutating func hex4() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[position..<(position + 4)] {
            guard let digit = Self.hexDigit(byte) else { return nil }
            value = value << 4 | digit
        }
        position += 4
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func checkedLength(_ text: String, what: String) -> String? {
        do throws(SkinError) {
            try SkinNode.checkLength(text, what: what, limits: limits)
            return text
        } catch {
            limitError = error
            return nil
        }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { expected in bytes[position..<(position + count)].elementsEqual(expected) }
        if matches { position += count }
        return matches
    }

    /// JSON's number grammar with at most 15 significant digits (read exactly by both paths).
    private mutating func number() -> SkinNode? {
        let start = position
        func digits() -> Int {
            let from = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - from
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
        var fractionDigits = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            fractionDigits = digits()
            guard fractionDigits > 0 else { return nil }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            // Exponents are rare in skin files; the general path reads them.
            return nil
        }
        guard integerDigits + fractionDigits <= 15,
            let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
        else { return nil }
        return .number(value)
    }
}
