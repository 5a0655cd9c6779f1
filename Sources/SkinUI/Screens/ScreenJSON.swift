import SkinKit

/// A JSON value of a screen file with the line it starts on, so that errors found after parsing
/// (an unknown widget kind, a misspelled property) still name their line. Objects keep their order.
public indirect enum ScreenJSON: Sendable, Equatable {
    case object([(key: String, value: ScreenJSON, line: Int)], line: Int)
    case array([ScreenJSON], line: Int)
    case string(String, line: Int)
    case number(Double, line: Int)
    case bool(Bool, line: Int)
    case null(line: Int)

    /// The line the value starts on (1-based).
    public var line: Int {
        switch self {
        case .object(_, let line), .array(_, let line), .string(_, let line), .number(_, let line), .bool(_, let line), .null(let line):
            return line
        }
    }

    /// What a value is, in words for errors.
    public var typeName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "text"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }

    public static func == (lhs: ScreenJSON, rhs: ScreenJSON) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a, _), .object(let b, _)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a, _), .array(let b, _)): return a == b
        case (.string(let a, _), .string(let b, _)): return a == b
        case (.number(let a, _), .number(let b, _)): return a == b
        case (.bool(let a, _), .bool(let b, _)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }

    /// Parses JSON text; a syntax error is placed at its line and column.
    public static func parse(_ text: String, file: String? = nil) throws(SkinError) -> ScreenJSON {
        var parser = ScreenJSONParser(bytes: Array(text.utf8), file: file)
        return try parser.document()
    }
}

/// A small recursive-descent JSON reader that counts lines as it goes (JSONSerialization keeps no positions).
struct ScreenJSONParser {
    let bytes: [UInt8]
    let file: String?
    var index = 0
    var line = 1
    var lineStart = 0
    /// Nesting deeper than this is refused (a screen is a few levels deep; this keeps the stack safe).
    static let maximumDepth = 64

    init(bytes: [UInt8], file: String?) {
        self.bytes = bytes
        self.file = file
        // A UTF-8 byte order mark is allowed before the value.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func document() throws(SkinError) -> ScreenJSON {
        let value = try self.value(depth: 0)
        skipSpace()
        if index < bytes.count { throw failure("unexpected text after the end of the JSON value") }
        return value
    }

    private func failure(_ message: String) -> SkinError {
        SkinError(file: file, line: line, column: index - lineStart + 1, message: message)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                line += 1
                index += 1
                lineStart = index
            case 0x20, 0x09, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(SkinError) -> ScreenJSON {
        guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
        skipSpace()
        guard index < bytes.count else { throw failure("the file ends where a value was expected") }
        let start = line
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: ScreenJSON, line: Int)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members, line: start)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a quoted key") }
                let keyLine = line
                let key = try string()
                if members.contains(where: { $0.key == key }) { throw failure("the key '\(key)' is written twice") }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after the key '\(key)'") }
                index += 1
                members.append((key, try value(depth: depth + 1), keyLine))
                skipSpace()
                guard index < bytes.count else { throw failure("the file ends inside an object") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members, line: start)
                }
                throw failure("expected ',' or '}' in an object")
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [ScreenJSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items, line: start)
            }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw failure("the file ends inside an array") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items, line: start)
                }
                throw failure("expected ',' or ']' in an array")
            }
        case UInt8(ascii: "\""):
            return .string(try string(), line: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true, line: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false, line: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null(line: start)
        default:
            return .number(try number(), line: start)
        }
    }

    private mutating func literal(_ word: String) throws(SkinError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("unexpected character; expected a value")
        }
        index += expected.count
    }

    private mutating func number() throws(SkinError) -> Double {
        let start = index
        while index < bytes.count, Self.numberBytes.contains(bytes[index]) { index += 1 }
        guard index > start, let text = String(validating: bytes[start..<index], as: UTF8.self), let number = Double(text),
            number.isFinite
        else {
            index = start
            throw failure("unexpected character; expected a value")
        }
        return number
    }

    private static let numberBytes = Set("+-0123456789.eE".utf8)

    private mutating func string() throws(SkinError) -> String {
        index += 1
        // Most text has no escape: taken as one slice, not byte by byte.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let start = index
            index = end + 1
            guard let text = String(validating: bytes[start..<end], as: UTF8.self) else { throw failure("text that is not UTF-8") }
            return text
        }
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: scalars, as: UTF8.self) else { throw failure("text that is not UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { throw failure("the file ends inside text") }
                let escaped = bytes[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low &- 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("an invalid \\u escape") }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw failure("an unknown escape in text")
                }
            case 0x0A: throw failure("a line break inside text")
            default:
                if byte < 0x20 { throw failure("a control character inside text") }
                scalars.append(byte)
                index += 1
            }
        }
        throw failure("the file ends inside text")
    }

    private mutating func hex4() throws(SkinError) -> UInt32 {
        guard bytes.count - index >= 4, let text = String(validating: bytes[index..<index + 4], as: UTF8.self),
            let code = UInt32(text, radix: 16)
        else { throw failure("an invalid \\u escape") }
        index += 4
        return code
    }
}
