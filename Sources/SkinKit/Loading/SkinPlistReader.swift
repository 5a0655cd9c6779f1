import FoundationEssentials

/// Reads an XML property list straight into a `SkinNode`, without PropertyListSerialization and
/// the bridging of its objects (about a tenth of a `shot` run from the package folder, whose
/// `Skins/` holds a property list).
///
/// It reads only the plain kind skin files are, and only what it reads exactly as
/// `PropertyListSerialization` + `SkinNode.from(foundation:)` would: Apple's XML declaration and
/// DOCTYPE (or none), `<plist version="1.0">`, `dict`, `array`, `key`, `string`, `integer`,
/// `real`, `true` and `false`, text in valid UTF-8 with the five named entities, within `limits`.
/// For anything else — a comment, CDATA, a character reference, `date` or `data`, a carriage
/// return or control character in text, a duplicate key, an attribute, a value past a limit, a
/// syntax error — it returns nil, and the caller takes the general path (`PropertyListObjectReader`, which
/// reads as CoreFoundation did), which reads it or
/// reports the error as before.
struct SkinPlistReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: SkinLimits
    private var position = 0

    /// The property list's tree, or nil to leave `data` to the general path.
    static func node(_ data: Data, limits: SkinLimits) -> SkinNode? {
        data.withUnsafeBytes { raw in
            var reader = SkinPlistReader(bytes: raw.bindMemory(to: UInt8.self), limits: limits)
            return reader.document()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: SkinLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// The declarations Apple's tools write; any other prolog takes the general path.
    private static let declarations: [[UInt8]] = [
        Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8), Array(#"<?xml version="1.0"?>"#.utf8),
    ]
    private static let doctype = Array(#"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#.utf8)

    private mutating func document() -> SkinNode? {
        if let declaration = Self.declarations.first(where: { starts(with: $0) }) { position += declaration.count }
        skipSpace()
        if starts(with: Self.doctype) {
            position += Self.doctype.count
            skipSpace()
        }
        guard take("<plist version=\"1.0\">") else { return nil }
        skipSpace()
        guard let root = value(depth: 0) else { return nil }
        skipSpace()
        guard take("</plist>") else { return nil }
        skipSpace()
        return position == bytes.count ? root : nil
    }

    /// One value at `position` (its opening tag next), nested `depth` containers deep; nil past
    /// the nesting limit before going a level deeper, so a hostile file cannot run the recursion
    /// off the stack (a 50,000-deep `<array>` did: fuzz seed 20261126, case 171).
    private mutating func value(depth: Int) -> SkinNode? {
        guard depth < limits.maxNestingDepth else { return nil }
        if take("<dict/>") { return container(count: 0, depth: depth) ? .dictionary([:]) : nil }
        if take("<array/>") { return container(count: 0, depth: depth) ? .array([]) : nil }
        if take("<string/>") { return .string("") }
        if take("<true/>") { return .bool(true) }
        if take("<false/>") { return .bool(false) }
        if take("<dict>") { return dictionary(depth: depth) }
        if take("<array>") { return array(depth: depth) }
        if take("<string>") {
            guard let text = text(closing: "</string>"), length(text) else { return nil }
            return .string(text)
        }
        if take("<integer>") {
            guard let text = text(closing: "</integer>"), let number = Self.integer(text) else { return nil }
            return .number(number)
        }
        if take("<real>") {
            guard let text = text(closing: "</real>"), let number = Self.real(text) else { return nil }
            return .number(number)
        }
        return nil
    }

    private mutating func dictionary(depth: Int) -> SkinNode? {
        var entries: [String: SkinNode] = [:]
        while true {
            skipSpace()
            if take("</dict>") { return container(count: entries.count, depth: depth) ? .dictionary(entries) : nil }
            guard take("<key>"), let key = text(closing: "</key>"), length(key), entries[key] == nil else { return nil }
            skipSpace()
            guard let element = value(depth: depth + 1) else { return nil }
            entries[key] = element
            // The limits of `SkinNode.from(foundation:)`: past one, the general path says which.
            if entries.count > limits.maxKeysPerSection { return nil }
        }
    }

    private mutating func array(depth: Int) -> SkinNode? {
        var elements: [SkinNode] = []
        while true {
            skipSpace()
            if take("</array>") { return container(count: elements.count, depth: depth) ? .array(elements) : nil }
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            if elements.count > limits.maxKeysPerSection { return nil }
        }
    }

    /// True when a container of `count` entries at `depth` is within `SkinNode`'s limits.
    private func container(count: Int, depth: Int) -> Bool {
        depth < limits.maxNestingDepth && count <= limits.maxKeysPerSection
    }

    private func length(_ text: String) -> Bool { text.utf8.count <= limits.maxValueBytes }

    /// The text up to `closing` (taken too), its named entities decoded; nil for any other markup,
    /// a carriage return or control character (XML's rules for those are the general path's).
    private mutating func text(closing: StaticString) -> String? {
        var decoded: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "<"):
                guard take(closing) else { return nil }
                return String(validating: decoded, as: UTF8.self)
            case UInt8(ascii: "&"):
                guard let (entity, length) = Self.entities.first(where: { starts(with: $0.name) }).map({ ($0.byte, $0.name.count) }) else { return nil }
                decoded.append(entity)
                position += length
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                decoded.append(byte)
                position += 1
            case ..<0x20, 0x7F:
                return nil
            default:
                decoded.append(byte)
                position += 1
            }
        }
        return nil
    }

    private static let entities: [(name: [UInt8], byte: UInt8)] = [
        (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&apos;".utf8), UInt8(ascii: "'")),
    ]

    /// A plain decimal integer (an optional minus, at most 18 digits) as the NSNumber's `doubleValue`.
    static func integer(_ text: String) -> Double? {
        let utf8 = Array(text.utf8)
        let digits = utf8.first == UInt8(ascii: "-") ? utf8.dropFirst() : utf8[...]
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy(isDigit), let value = Int(text) else { return nil }
        return Double(value)
    }

    /// A plain decimal real (an optional minus, digits, an optional fraction) as its Double.
    static func real(_ text: String) -> Double? {
        var utf8 = Substring(text).utf8
        if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
        let parts = utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else { return nil }
        return Double(text)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A].contains(bytes[position]) { position += 1 }
    }

    private func starts(with prefix: [UInt8]) -> Bool {
        guard bytes.count - position >= prefix.count else { return false }
        for (offset, byte) in prefix.enumerated() where bytes[position + offset] != byte { return false }
        return true
    }

    /// Takes `token` when it comes next.
    private mutating func take(_ token: StaticString) -> Bool {
        let count = token.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        let matches = token.withUTF8Buffer { token in
            for offset in 0..<count where bytes[position + offset] != token[offset] { return false }
            return true
        }
        if matches { position += count }
        return matches
    }
}
