/// A small XML parser, enough for well-formed XML documents such as our SVG and HTML screenshots:
/// the prolog (`<?xml …?>`, `<!DOCTYPE …>`, comments) is skipped; elements, attributes, text with
/// the predefined and numeric entities, CDATA sections and comments are read. Whitespace is kept.
/// A document that is not well-formed is refused with the line of the problem.
struct MarkupParser {
    /// Why a document was refused, with the 1-based line.
    struct Failure: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason)" }
    }

    private let bytes: [UInt8]
    private var index = 0

    /// Deeper nesting than this is refused (our files nest four levels; a hostile file cannot
    /// exhaust the stack, as the parser holds open elements in an array).
    static let maximumDepth = 256

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The root element of `bytes`.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> MarkupNode {
        var parser = MarkupParser(bytes)
        return try parser.document()
    }

    private mutating func document() throws(Failure) -> MarkupNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var root: MarkupNode?
        var open: [MarkupNode] = []
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            if let parent = open.last { parent.append(MarkupNode(text: String(decoding: text, as: UTF8.self))) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if starts(with: "<!--") {
                    flushText()
                    try skip(past: "-->", what: "comment")
                } else if starts(with: "<![CDATA[") {
                    guard !open.isEmpty else { throw fail("CDATA outside the root element") }
                    index += 9
                    let start = index
                    try skip(past: "]]>", what: "CDATA section")
                    text += bytes[start..<index - 3]
                } else if starts(with: "<?") || starts(with: "<!") {
                    guard open.isEmpty else { throw fail("a declaration inside an element") }
                    try skip(past: ">", what: "declaration")
                } else if starts(with: "</") {
                    flushText()
                    index += 2
                    let name = try self.name()
                    skipSpaces()
                    try expect(">")
                    guard let element = open.popLast() else { throw fail("</\(name)> closes nothing") }
                    guard element.name == name else { throw fail("</\(name)> closes <\(element.name ?? "")>") }
                } else {
                    flushText()
                    guard root == nil || !open.isEmpty else { throw fail("a second root element") }
                    guard open.count < Self.maximumDepth else { throw fail("elements nested deeper than \(Self.maximumDepth)") }
                    index += 1
                    let (element, closed) = try startTag()
                    if let parent = open.last { parent.append(element) } else { root = element }
                    if !closed { open.append(element) }
                }
            } else if byte == UInt8(ascii: "&") {
                guard !open.isEmpty else { throw fail("text outside the root element") }
                text += try entity()
            } else {
                if open.isEmpty, !Self.isSpace(byte) { throw fail("text outside the root element") }
                if !open.isEmpty { text.append(byte) }
                index += 1
            }
        }
        if let unclosed = open.last { throw fail("<\(unclosed.name ?? "")> is not closed") }
        guard let root else { throw fail("the document has no root element") }
        return root
    }

    /// After `<`: the name, attributes and `>` or `/>`; true when the element closed itself.
    private mutating func startTag() throws(Failure) -> (MarkupNode, Bool) {
        let name = try self.name()
        var attributes: [(name: String, value: String)] = []
        while true {
            let hadSpace = skipSpaces()
            guard index < bytes.count else { throw fail("<\(name) is not finished") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return (MarkupNode(element: name, attributes: attributes), false)
            }
            if starts(with: "/>") {
                index += 2
                return (MarkupNode(element: name, attributes: attributes), true)
            }
            guard hadSpace else { throw fail("expected a space before an attribute of <\(name)>") }
            let attribute = try self.name()
            skipSpaces()
            try expect("=")
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw fail("the value of \(attribute) is not quoted")
            }
            let quote = bytes[index]
            index += 1
            var value: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "<") { throw fail("'<' in the value of \(attribute)") }
                if bytes[index] == UInt8(ascii: "&") { value += try entity() } else { value.append(bytes[index]); index += 1 }
            }
            guard index < bytes.count else { throw fail("the value of \(attribute) is not closed") }
            index += 1
            guard !attributes.contains(where: { $0.name == attribute }) else { throw fail("\(attribute) is given twice") }
            attributes.append((attribute, String(decoding: value, as: UTF8.self)))
        }
    }

    /// At `&`: the bytes the entity stands for.
    private mutating func entity() throws(Failure) -> [UInt8] {
        let start = index + 1
        var end = start
        while end < bytes.count, end - start <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw fail("an unfinished entity") }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        index = end + 1
        switch name {
        case "amp": return Array("&".utf8)
        case "lt": return Array("<".utf8)
        case "gt": return Array(">".utf8)
        case "quot": return Array("\"".utf8)
        case "apos": return Array("'".utf8)
        default:
            let number: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                number = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                number = UInt32(name.dropFirst())
            } else {
                number = nil
            }
            guard let number, number != 0, let scalar = Unicode.Scalar(number) else { throw fail("unknown entity &\(name);") }
            return Array(String(Character(scalar)).utf8)
        }
    }

    private mutating func name() throws(Failure) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else { throw fail("expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private mutating func skip(past end: String, what: String) throws(Failure) {
        let needle = Array(end.utf8)
        while index < bytes.count {
            if bytes[index...].starts(with: needle) {
                index += needle.count
                return
            }
            index += 1
        }
        throw fail("a \(what) is not closed")
    }

    private mutating func expect(_ text: String) throws(Failure) {
        guard starts(with: text) else { throw fail("expected '\(text)'") }
        index += text.utf8.count
    }

    private func starts(with text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    private func fail(_ reason: String) -> Failure {
        Failure(line: bytes[..<min(index, bytes.count)].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }, reason: reason)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "."), 0x80...0xFF:
            return true
        default:
            return false
        }
    }
}
