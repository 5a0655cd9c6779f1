import FoundationEssentials
import SkinKit

/// Reads the XML subset that `SVGExporter` and `HTMLExporter` write into a tree of
/// `MarkupElement`s: start, end and empty tags with quoted attributes, text, the five predefined
/// entities and character references, and (skipped) the XML declaration, a doctype, comments and
/// processing instructions; CDATA sections are read as text.
///
/// Our own reader rather than FoundationXML's `XMLDocument`: that one crashed on fuzzed input and
/// is a heavy dependency for reading back files we write ourselves. Well-formedness is checked
/// (tags nest and match, one root), with errors that give the line. Nesting is bounded by
/// `maximumDepth`, so a hostile file cannot exhaust the stack or build a deep tree.
struct MarkupParser {
    /// The deepest element nesting accepted; our screenshots nest 3 levels (HTML: `html/body/pre/span`).
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private let format: ScreenshotFormat
    private var index = 0
    private var line = 1

    init(data: Data, format: ScreenshotFormat) {
        self.bytes = [UInt8](data)
        self.format = format
    }

    /// The root element of the document.
    mutating func parseDocument() throws(ScreenshotDecodingError) -> MarkupElement {
        var open: [MarkupElement] = []
        var root: MarkupElement?
        while index < bytes.count {
            guard bytes[index] == Byte.lessThan else {
                let text = try readText()
                if open.isEmpty {
                    guard text.unicodeScalars.allSatisfy({ Byte.isSpace($0.value) }) else {
                        throw failure("text outside the root element")
                    }
                } else {
                    open[open.count - 1].children.append(.text(text))
                }
                continue
            }
            if skip("<?") {
                try skipPast("?>", what: "processing instruction")
            } else if skip("<!--") {
                try skipPast("-->", what: "comment")
            } else if skip("<![CDATA[") {
                let start = index
                try skipPast("]]>", what: "CDATA section")
                guard !open.isEmpty else { throw failure("CDATA outside the root element") }
                open[open.count - 1].children.append(.text(String(decoding: bytes[start..<(index - 3)], as: UTF8.self)))
            } else if skip("<!") {
                guard root == nil, open.isEmpty else { throw failure("a declaration (<!…>) inside the document") }
                try skipPast(">", what: "declaration")
            } else if skip("</") {
                let name = try readName(what: "end tag")
                skipSpaces()
                guard skip(">") else { throw failure("the end tag </\(name)> is not closed with >") }
                guard let element = open.popLast() else { throw failure("the end tag </\(name)> has no start tag") }
                guard element.name == name else {
                    throw failure("the end tag </\(name)> closes <\(element.name)> of line \(element.line)")
                }
                try place(element, in: &open, root: &root)
            } else {
                index += 1
                let (element, isEmpty) = try readStartTag()
                if isEmpty {
                    try place(element, in: &open, root: &root)
                } else {
                    guard open.count < Self.maximumDepth else {
                        throw failure("elements nest deeper than \(Self.maximumDepth) levels")
                    }
                    open.append(element)
                }
            }
        }
        if let unclosed = open.last { throw failure("<\(unclosed.name)> of line \(unclosed.line) is never closed") }
        guard let root else { throw failure("the document has no root element") }
        return root
    }

    /// Adds a finished element to its parent, or makes it the root.
    private func place(
        _ element: MarkupElement, in open: inout [MarkupElement],
        root: inout MarkupElement?
    ) throws(ScreenshotDecodingError) {
        if open.isEmpty {
            guard root == nil else { throw failure("a second root element <\(element.name)>") }
            root = element
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    /// After `<`: the name, the attributes, and whether the tag ends with `/>`.
    private mutating func readStartTag() throws(ScreenshotDecodingError) -> (MarkupElement, isEmpty: Bool) {
        var element = MarkupElement(name: try readName(what: "start tag"), attributes: [], line: line)
        while true {
            let hadSpace = skipSpaces()
            if skip("/>") { return (element, true) }
            if skip(">") { return (element, false) }
            guard index < bytes.count else { throw failure("the start tag <\(element.name)> is not closed") }
            guard hadSpace else { throw failure("<\(element.name)> has no space before an attribute") }
            let name = try readName(what: "attribute")
            skipSpaces()
            guard skip("=") else { throw failure("attribute \(name) of <\(element.name)> has no value") }
            skipSpaces()
            guard index < bytes.count, bytes[index] == Byte.quote || bytes[index] == Byte.apostrophe else {
                throw failure("the value of attribute \(name) of <\(element.name)> is not quoted")
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == Byte.lessThan { throw failure("< inside the value of attribute \(name)") }
                if bytes[index] == Byte.newline { line += 1 }
                index += 1
            }
            guard index < bytes.count else { throw failure("the value of attribute \(name) is not closed") }
            let value = try decodeEntities(start..<index)
            index += 1
            guard element.attribute(name) == nil else { throw failure("<\(element.name)> repeats attribute \(name)") }
            element.attributes.append((name, value))
        }
    }

    /// Text up to the next `<` (or the end), entities replaced.
    private mutating func readText() throws(ScreenshotDecodingError) -> String {
        let start = index
        while index < bytes.count, bytes[index] != Byte.lessThan {
            if bytes[index] == Byte.newline { line += 1 }
            index += 1
        }
        return try decodeEntities(start..<index)
    }

    /// An XML name (letters, digits, `_`, `:`, `-`, `.`, any non-ASCII; not starting with a digit, `-` or `.`).
    private mutating func readName(what: String) throws(ScreenshotDecodingError) -> String {
        let start = index
        while index < bytes.count, Byte.isNameByte(bytes[index]) { index += 1 }
        guard index > start, !Byte.isDigit(bytes[start]), bytes[start] != Byte.minus, bytes[start] != Byte.period else {
            throw failure("a \(what) without a valid name")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `range` as a string with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` and `&#xH;` replaced.
    private func decodeEntities(_ range: Range<Int>) throws(ScreenshotDecodingError) -> String {
        guard bytes[range].contains(Byte.ampersand) else { return String(decoding: bytes[range], as: UTF8.self) }
        var result = ""
        var position = range.lowerBound
        while position < range.upperBound {
            guard let ampersand = bytes[position..<range.upperBound].firstIndex(of: Byte.ampersand) else {
                result += String(decoding: bytes[position..<range.upperBound], as: UTF8.self)
                break
            }
            result += String(decoding: bytes[position..<ampersand], as: UTF8.self)
            let limit = min(range.upperBound, ampersand + 12)
            guard let semicolon = bytes[ampersand..<limit].firstIndex(of: Byte.semicolon) else {
                throw failure("an & that starts no entity (write &amp;)")
            }
            let name = String(decoding: bytes[(ampersand + 1)..<semicolon], as: UTF8.self)
            guard let scalar = Self.entity(name) else { throw failure("unknown entity &\(ControlCharacters.escaped(name));") }
            result.unicodeScalars.append(scalar)
            position = semicolon + 1
        }
        return result
    }

    /// The character an entity name (between `&` and `;`) stands for.
    static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
            return scalar
        }
    }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, Byte.isSpace(UInt32(bytes[index])) {
            if bytes[index] == Byte.newline { line += 1 }
            index += 1
        }
        return index > start
    }

    /// Consumes `token` when the bytes at the current position start with it.
    private mutating func skip(_ token: StaticString) -> Bool {
        let matches = token.withUTF8Buffer { token in
            index + token.count <= bytes.count && token.indices.allSatisfy { bytes[index + $0] == token[$0] }
        }
        if matches { index += token.utf8CodeUnitCount }
        return matches
    }

    /// Moves past the next `terminator`; throws naming `what` when there is none.
    private mutating func skipPast(_ terminator: StaticString, what: String) throws(ScreenshotDecodingError) {
        while index < bytes.count {
            if skip(terminator) { return }
            if bytes[index] == Byte.newline { line += 1 }
            index += 1
        }
        throw failure("a \(what) that is never closed")
    }

    private func failure(_ message: String) -> ScreenshotDecodingError {
        ScreenshotDecodingError(format: format, message: "not well-formed XML (line \(line): \(message))")
    }

    /// The bytes the reader looks for.
    private enum Byte {
        static let lessThan = UInt8(ascii: "<")
        static let ampersand = UInt8(ascii: "&")
        static let semicolon = UInt8(ascii: ";")
        static let quote = UInt8(ascii: "\"")
        static let apostrophe = UInt8(ascii: "'")
        static let newline = UInt8(ascii: "\n")
        static let minus = UInt8(ascii: "-")
        static let period = UInt8(ascii: ".")

        static func isSpace(_ value: UInt32) -> Bool { value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0D }
        static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        static func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: ":"), minus, period, 0x80...: true
            default: false
            }
        }
    }
}
