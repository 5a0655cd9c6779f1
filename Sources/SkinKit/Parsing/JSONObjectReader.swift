import FoundationEssentials

/// Reads any JSON document into Swift values exactly as Foundation's `JSONSerialization` reads it
/// on Linux (swift-corelibs-foundation's `JSONParser`), without Foundation: the same documents
/// accepted (a trailing comma, the last of duplicate keys, a byte order mark, UTF-16 and UTF-32),
/// the same refused, with the same words and character index (`Failure`).
///
/// Values: `[String: Any]`, `[Any]`, `String`, `Bool`, `JSONNull`; an integer is an `Int` (a
/// `UInt64` above `Int.max`), any other number a `Double` (where Foundation kept more than 17
/// digits in an `NSDecimalNumber`, this keeps the nearest `Double`, which is what its readers took).
public enum JSONObjectReader {
    /// Why a document was refused, in Foundation's words ("Invalid value around character 6.").
    public struct Failure: Error, Sendable, Equatable {
        /// Foundation's description of the problem, with its place when it names one.
        public var message: String
        /// The byte offset the message names (in the document after a UTF-8 byte order mark), if any.
        public var characterIndex: Int?
    }

    /// Documents may nest arrays and objects this deep, as Foundation's.
    public static let maxDepth = 512

    /// The document's top-level object or array.
    public static func object(from data: some Sequence<UInt8>) throws(Failure) -> Any {
        let bytes = Array(data)
        let (encoding, skip) = encoding(of: bytes)
        let utf8: [UInt8]
        if encoding == .utf8 {
            utf8 = Array(bytes[skip...])
        } else {
            guard let text = String(bytes: bytes[skip...], encoding: encoding) else {
                throw Failure(message: "Cannot convert input string to valid utf8 input.")
            }
            utf8 = Array(text.utf8)
        }
        var parser = JSONDocumentParser(bytes: utf8)
        let value: Any
        do throws(JSONDocumentParser.Problem) {
            value = try parser.parseDocument()
        } catch {
            throw failure(error)
        }
        guard value is [String: Any] || value is [Any] else {
            throw Failure(message: "JSON text did not start with array or object and option to allow fragments not set.")
        }
        if let number = parser.unrepresentableNumber {
            throw Failure(message: "Number \(number) is not representable in Swift.")
        }
        return value
    }

    private static func failure(_ problem: JSONDocumentParser.Problem) -> Failure {
        switch problem {
        case .endOfFile:
            return Failure(message: "Unexpected end of file during JSON parse.")
        case .unexpectedCharacter(let index):
            return Failure(message: "Invalid value around character \(index).", characterIndex: index)
        case .lowSurrogateExpected:
            return Failure(
                message: "Unexpected end of file during string parse (expected low-surrogate code point but did not find one).")
        case .notAScalar:
            return Failure(message: "Unable to convert hex escape sequence (no high character) to UTF8-encoded character.")
        case .invalidEscape(let index):
            return Failure(message: "Invalid escape sequence around character \(index - 1).", characterIndex: index - 1)
        case .tooDeep(let index):
            return Failure(message: "Too many nested arrays or dictionaries around character \(index + 1).", characterIndex: index + 1)
        case .invalidHex(let digits, let index):
            return Failure(message: "Invalid hex encoded sequence in \"\(digits)\" at \(index).", characterIndex: index)
        case .controlCharacter(let index):
            return Failure(message: "Unescaped control character around character \(index).", characterIndex: index)
        case .leadingZero(let index):
            return Failure(message: "Number with leading zero around character \(index).", characterIndex: index)
        case .invalidUTF8(let count, let index):
            return Failure(message: "Invalid UTF-8 sequence \(count) bytes starting from character \(index).", characterIndex: index)
        }
    }

    /// The encoding as Foundation detects it (a byte order mark, else where the NULs are) and how
    /// many bytes of mark to skip.
    static func encoding(of bytes: [UInt8]) -> (String.Encoding, Int) {
        if bytes.count >= 4 {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
            if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BigEndian, 4) }
            if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LittleEndian, 4) }
            if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
            if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
            switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
            case (0, 0, 0, _): return (.utf32BigEndian, 0)
            case (_, 0, 0, 0): return (.utf32LittleEndian, 0)
            case (0, _, 0, _): return (.utf16BigEndian, 0)
            case (_, 0, _, 0): return (.utf16LittleEndian, 0)
            default: break
            }
        } else if bytes.count >= 2 {
            if bytes[0] == 0 { return (.utf16BigEndian, 0) }
            if bytes[1] == 0 { return (.utf16LittleEndian, 0) }
        }
        return (.utf8, 0)
    }
}
