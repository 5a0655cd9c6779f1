import Foundation
import TestSupport

@testable import SkinKit

/// Property list objects in a form both Foundation's (`NSNumber`, `_NSKeyedArchiverUID`, `NSNull`,
/// bridged collections) and `PropertyListObjectReader`'s Swift values take, so that the two
/// readers' results compare: numbers by kind and exact value, reals and dates by their bits.
indirect enum PropertyListCanon: Equatable, CustomStringConvertible {
    case string(String)
    case integer(String)
    case real(UInt64)
    case bool(Bool)
    case data([UInt8])
    case date(UInt64)
    case uid(UInt32)
    case null
    case array([PropertyListCanon])
    case dictionary([String: PropertyListCanon])
    case otherKeys([String: PropertyListCanon])
    case set([PropertyListCanon])
    case unknown(String)

    var description: String {
        switch self {
        case .string(let text): return "S\(text.debugDescription)"
        case .integer(let text): return "I\(text)"
        case .real(let bits): return "R\(Double(bitPattern: bits))"
        case .bool(let flag): return "B\(flag)"
        case .data(let bytes): return "D\(bytes.count)\(bytes.prefix(12))"
        case .date(let bits): return "T\(Double(bitPattern: bits))"
        case .uid(let value): return "U\(value)"
        case .null: return "null"
        case .array(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let table): return "{" + table.keys.sorted().map { "\($0.debugDescription): \(table[$0] ?? .null)" }.joined(separator: ", ") + "}"
        case .otherKeys(let table): return "K{" + table.keys.sorted().map { "\($0): \(table[$0] ?? .null)" }.joined(separator: ", ") + "}"
        case .set(let members): return "Set(" + members.map(\.description).sorted().joined(separator: ", ") + ")"
        case .unknown(let kind): return "?\(kind)"
        }
    }

    /// NaN's bits made one, as both readers' NaNs are NaN.
    private static func bits(_ value: Double) -> UInt64 { value.isNaN ? Double.nan.bitPattern : value.bitPattern }

    init(_ object: Any) {
        switch object {
        case let text as String: self = .string(text)
        case let flag as Bool where type(of: object) == Bool.self: self = .bool(flag)
        case let value as Int where type(of: object) == Int.self: self = .integer(String(value))
        case let value as UInt64 where type(of: object) == UInt64.self: self = .integer(String(value))
        case let value as Double where type(of: object) == Double.self: self = .real(Self.bits(value))
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "d", "f": self = .real(Self.bits(number.doubleValue))
            case "Q": self = .integer(String(number.uint64Value))
            case "c": self = .bool(number.boolValue)
            default: self = .integer(String(number.int64Value))
            }
        case let data as Data: self = .data([UInt8](data))
        case let date as Date: self = .date(Self.bits(date.timeIntervalSinceReferenceDate))
        case let uid as PropertyListUID: self = .uid(uid.value)
        case is JSONNull, is NSNull: self = .null
        case let set as PropertyListSet: self = .set(set.members.map(PropertyListCanon.init))
        case let array as [Any]: self = .array(array.map(PropertyListCanon.init))
        case let table as [String: Any]: self = .dictionary(table.mapValues(PropertyListCanon.init))
        case let table as [AnyHashable: Any]:
            self = .otherKeys(
                Dictionary(table.map { ("\(PropertyListCanon($0.key.base))", PropertyListCanon($0.value)) }, uniquingKeysWith: { first, _ in first }))
        default:
            // Foundation's keyed archiver reference keeps its number in `value`.
            let value = Mirror(reflecting: object).children.first { $0.label == "value" }?.value as? UInt32
            if String(describing: type(of: object)) == "_NSKeyedArchiverUID", let value {
                self = .uid(value)
            } else {
                self = .unknown(String(describing: type(of: object)))
            }
        }
    }

    /// True when this holds a set (which Foundation crashes on: see `PropertyListObjectReaderTests`).
    var holdsSet: Bool {
        switch self {
        case .set: return true
        case .array(let elements): return elements.contains(where: \.holdsSet)
        case .dictionary(let table), .otherKeys(let table): return table.values.contains(where: \.holdsSet)
        default: return false
        }
    }
}

/// What reading a document gave: the objects and the format, or the error's words and line.
enum PropertyListOutcome: Equatable, CustomStringConvertible {
    case read(PropertyListCanon, UInt)
    case refused(String, line: Int?)

    var description: String {
        switch self {
        case .read(let canon, let format): return "read as \(format): \(String(describing: canon).prefix(600))"
        case .refused(let message, let line): return "refused (line \(line.map(String.init) ?? "none")): \(message.debugDescription)"
        }
    }

    /// What `PropertyListSerialization` gives, the line taken from its message as the loader took it.
    static func foundation(_ bytes: [UInt8]) -> PropertyListOutcome {
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
            return .read(PropertyListCanon(object), format.rawValue)
        } catch {
            let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            let line = message.range(of: #"line (\d+)"#, options: .regularExpression).flatMap { Int(message[$0].dropFirst("line ".count)) }
            return .refused(message, line: line)
        }
    }

    /// What `PropertyListObjectReader` gives.
    static func ours(_ bytes: [UInt8]) -> PropertyListOutcome {
        do {
            let (object, format) = try PropertyListObjectReader.read(Data(bytes))
            return .read(PropertyListCanon(object), format.rawValue)
        } catch {
            return .refused(error.message, line: error.line)
        }
    }
}

/// Documents for the parity tests.
enum PropertyListSamples {
    /// The package's folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every property list, iTerm2 scheme and Terminal.app profile of the package (hidden folders,
    /// such as `.build`, left out).
    static let files: [String] = {
        var found: [String] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if ["plist", "itermcolors", "terminal"].contains(url.pathExtension.lowercased()) { found.append(url.path) }
        }
        return found.sorted()
    }()

    static func bytes(_ path: String) -> [UInt8] { (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? [] }

    static func text(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// `body` inside a `<plist>` on its own lines (a body on line 2).
    static func xml(_ body: String) -> [UInt8] { text("<plist version=\"1.0\">\n" + body + "\n</plist>\n") }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    /// A binary property list of `objects` (each its encoded bytes; references in them are object
    /// numbers), `top` the root's number.
    static func binary(_ objects: [[UInt8]], top: Int = 0, referenceSize: Int = 1, offsetSize: Int = 1) -> [UInt8] {
        var bytes = text("bplist00")
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, count: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        bytes += bigEndian(objects.count, count: 8) + bigEndian(top, count: 8) + bigEndian(table, count: 8)
        return bytes
    }

    static func bigEndian(_ value: Int, count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// Text documents on every path of CF's XML and OpenStep parsers and its encoding detection.
    static let textDocuments: [(String, [UInt8])] = {
        var documents: [(String, [UInt8])] = [
            ("a Latin-1 character", text("\u{e9}")), ("NUL first", [0, 0x61, 0x62]),
            ("NUL in content", text("<plist>\n<array>\n") + [0] + text("</array></plist>")),
            ("byte order mark, OpenStep", [0xEF, 0xBB, 0xBF] + text("{a=b;}")), ("byte order mark, XML", [0xEF, 0xBB, 0xBF] + xml("<string>a</string>")),
            ("UTF-16LE without a mark", utf16("<plist><string>a</string></plist>", bigEndian: false)),
            ("UTF-16BE without a mark", utf16("<plist><string>a</string></plist>", bigEndian: true)),
            ("UTF-16LE", [0xFF, 0xFE] + utf16("<plist><string>é😀</string></plist>", bigEndian: false)),
            ("UTF-16BE", [0xFE, 0xFF] + utf16("<plist><string>é😀</string></plist>", bigEndian: true)),
            ("UTF-16 lone surrogate", [0xFF, 0xFE] + utf16("<plist><string>ab</string></plist>", bigEndian: false).prefix(30) + [0x00, 0xD8] + text("x")),
            ("UTF-32BE", [0, 0, 0xFE, 0xFF] + "<plist><string>é😀</string></plist>".unicodeScalars.flatMap { bigEndian(Int($0.value), count: 4) }),
            ("UTF-32LE", [0xFF, 0xFE, 0, 0] + "<plist><true/></plist>".unicodeScalars.flatMap { bigEndian(Int($0.value), count: 4).reversed() }),
            ("invalid UTF-8", xml("<string>a\u{1}b</string>").map { $0 == 1 ? 0xFF : $0 }),
            ("UTF-8 surrogate", xml("<string>a\u{1}b</string>").flatMap { $0 == 1 ? [0xED, 0xA0, 0x80] : [$0] }),
            ("overlong UTF-8", xml("<string>a\u{1}b</string>").flatMap { $0 == 1 ? [0xC0, 0xAF] : [$0] }),
            ("stray 0xA9", xml("<dict><key>a\u{1}</key><string>\u{1}b\u{1}</string></dict>").map { $0 == 1 ? 0xA9 : $0 }),
            ("0xA9 in a tag", xml("<di\u{1}ct/>").map { $0 == 1 ? 0xA9 : $0 }),
            ("mark in a string", xml("<string>\u{1}abc</string>").flatMap { $0 == 1 ? [0xEF, 0xBB, 0xBF] : [$0] }),
            ("mark inside a string", xml("<string>a\u{1}bc</string>").flatMap { $0 == 1 ? [0xEF, 0xBB, 0xBF] : [$0] }),
            ("noncharacters", xml("<string>\u{FFFE}\u{10FFFF}</string>")),
            ("OpenStep escapes", text("(\"a\\UD800b\", \"\\U00e9\\101\\377\\376x\\Uzz\\U1\", 'q\"', <12 3 4>, <\u{130}\u{131}>)")),
            ("surrogate reference", xml("<string>&#xD800;</string>")), ("reference past Unicode", xml("<string>&#x110000;</string>")),
            ("references to 0", xml("<string>&#0;x&#;&#x;</string>")), ("long reference", xml("<string>&#000000065;</string>")),
            ("eight-digit reference", xml("<string>&#00000065;</string>")),
            ("UID of a real", xml("<dict><key>CF$UID</key><real>3.7</real></dict>")),
            ("UID of -1", xml("<dict><key>CF$UID</key><integer>-1</integer></dict>")),
            ("UID of 2^64-1", xml("<dict><key>CF$UID</key><integer>18446744073709551615</integer></dict>")),
            ("UID of NaN", xml("<dict><key>CF$UID</key><real>nan</real></dict>")), ("UID of 5e9", xml("<dict><key>CF$UID</key><real>5e9</real></dict>")),
            ("UID of a string", xml("<dict><key>CF$UID</key><string>1</string></dict>")),
            ("white space only", text("  \n ")), ("a comment only", text("// hi\n")), ("a word", text("hello")),
            ("strings file", text("a = b; \"c\" = \"d\";\n e;")), ("strings file, junk after", text("a = b; }")), ("junk after", text("{a=b;} x")),
            ("bplist00 alone", text("bplist00")), ("spaces in tags", xml("<string >x</string >")), ("wrong close", xml("<string>x</strin>")),
            ("text after the root", xml("<string>x</string>") + text("junk")),
            ("data", xml("<data>AAE=\n  Ag==</data>")), ("data, Latin-1 byte", xml("<data>AA\u{e9}E=</data>")), ("data, empty", xml("<data></data>")),
            ("data, padding", xml("<data>A===</data>")),
            ("duplicate keys", xml("<dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict>")),
            ("canonically equal keys", xml("<dict><key>\u{e9}</key><integer>1</integer><key>e\u{301}</key><integer>2</integer></dict>")),
            ("ISO-8859-1", text("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>") + [0xE9] + text("</string></plist>")),
            ("US-ASCII, high byte", text("<?xml version=\"1.0\" encoding=\"us-ascii\"?><plist><string>") + [0xE9] + text("</string></plist>")),
            ("unknown encoding", text("<?xml version=\"1.0\" encoding=\"bogus\"?><plist><string>a</string></plist>")),
            ("declaration cut short", text("<?xml ver")),
            ("windows-1252", text("<?xml version=\"1.0\" encoding=\"windows-1252\"?><plist><string>") + [0x80, 0x9F] + text("</string></plist>")),
            ("Mac OS Roman", text("<?xml version=\"1.0\" encoding=\"macintosh\"?><plist><string>") + [0x80] + text("</string></plist>")),
            ("UTF-16 declared", text("<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><string>a</string></plist>")),
            ("ICU spelling", text("<?xml version=\"1.0\" encoding=\"Utf_8\"?><plist><string>a</string></plist>")),
            ("single quotes", text("<?xml version='1.0' encoding='utf-8'?><plist><string>a</string></plist>")),
            ("unquoted encoding", text("<?xml version='1.0' encoding=utf-8?><plist><string>a</string></plist>")),
            ("empty", []), ("CDATA", xml("<string>a<![CDATA[<b>]]>c&#x41;&#66;</string>")), ("a comment in text", xml("<string>a<!-- x --></string>")),
            ("unknown entity", xml("<string>&foo;</string>")), ("entities", xml("<string>&lt;&gt;&amp;&apos;&quot;</string>")),
            ("entity cut short", xml("<string>&ap;</string>")), ("non-empty true", xml("<true>x</true>")), ("true closed", xml("<true></true>")),
            ("unknown tag", xml("<bad/>")), ("OpenStep nested", text("{ a = (1, <0a0B>, \"q\\n\"); b = { c = d; }; /* x */ e = \"\\U00E9\"; } // c\n")),
            ("OpenStep missing semicolon", text("{ a = b }")), ("OpenStep odd data", text("<0a0>")), ("OpenStep unterminated quote", text("(\"abc")),
            ("not a plist", text("<not a plist")), ("words", text("just some words\n")),
            ("comment and instruction in a dict", xml("<dict><!-- c --><key>a</key><?pi x?><string>b</string></dict>")),
            ("inline DTD", text("<!DOCTYPE plist [ <!ENTITY x 'y'> ]><plist><string>a</string></plist>")), ("bad DTD", text("<!DOC><plist/>")),
            ("instruction", text("<?xml?><plist><true/></plist>")), ("unterminated instruction", text("<?xml version")),
            ("comment at the end", text("<plist><true/></plist><!-- x -->")), ("unterminated comment", text("<!-- x")),
            ("two values", xml("<true/><false/>")), ("empty plist", text("<plist></plist>")), ("empty plist tag", text("<plist/>")),
            ("plist in an array", xml("<array><plist><true/></plist></array>")), ("unclosed root", text("<plist><true/>")),
            ("non-key in a dict", xml("<dict><string>a</string></dict>")), ("key without a value", xml("<dict><key>a</key></dict>")),
            ("malformed tag", xml("<>")), ("tag cut short", text("<plist><dict")), ("CR and CRLF lines", text("<plist>\r\n<dict>\r\r\n<bad/></dict></plist>")),
            ("leap day", xml("<date>2024-02-29T23:59:59Z</date>")), ("1900", xml("<date>1900-03-01T00:00:00Z</date>")),
            ("special reals", xml("<array><real>NaN</real><real>-Infinity</real><real>+INF</real><real>-inf</real><real>\u{3000}1</real></array>")),
            ("Unicode space in an integer", xml("<integer>\u{2009}\u{2028}5</integer>")), ("CF's 0x80 quirk", xml("<integer>\u{2050}5</integer>")),
            ("no-break space in an integer", xml("<integer>\u{a0}5</integer>")), ("Latin-1 in an integer", xml("<integer>5\u{e9}</integer>")),
            ("upper-case hex", xml("<integer>-0XfF</integer>")), ("Int64.min", xml("<integer>-9223372036854775808</integer>")),
            ("-2^63 in hex", xml("<integer>-0x8000000000000000</integer>")), ("integer cut short", text("<plist><integer> 5")),
            ("integer tag at the end", text("<plist><integer>")), ("zero at the end", text("<plist><integer>0")),
        ]
        for depth in [511, 512, 600] {
            documents.append(("arrays \(depth) deep", xml(String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth))))
            documents.append(("OpenStep arrays \(depth + 1) deep", text(String(repeating: "(", count: depth + 1) + String(repeating: ")", count: depth + 1))))
        }
        documents.append(
            ("dictionaries 513 deep", xml(String(repeating: "<dict><key>a</key>", count: 513) + "<true/>" + String(repeating: "</dict>", count: 513))))
        let reals = [
            " 1.5", "1.5 ", "0x1p3", "1e400", ".5", "5.", "-.5e-3", "+1", "1e", "--1", "\u{2003}2", "nan", "-INF", "+Infinity", "1,5", "", "&#49;",
            "1.7976931348623157e309", "4.9e-325", "1e-400", "0.1", "-0", "1E+2", "+.e1", ".",
        ]
        documents += reals.map { ("real \($0.debugDescription)", xml("<real>\($0)</real>")) }
        let integers = [
            "  +0x1F", " - 5", "00", "0x", "-0", "18446744073709551616", "18446744073709551615", "-9223372036854775809", "0x8000000000000000", "12a",
            "1 ", "0 0", "\u{2003}7", "-", "\u{0}5", "0x0", "000x5", "+",
        ]
        documents += integers.map { ("integer \($0.debugDescription)", xml("<integer>\($0)</integer>")) }
        let dates = [
            "2026-01-02T03:04:05Z", "-0001-01-01T00:00:00Z", "2026-13-40T25:61:61Z", "99999999999-01-01T00:00:00Z", "2026-1-01T00:00:00Z",
            "2026-01-01T00:00:00", "2026-01-01T00:00:00Z ", "0-00-00T00:00:00Z", "-2147483648-14-15T99:99:99Z", "2026-15-01T00:00:00Z",
            "2028-15-01T00:00:00Z", "2026-01-01T00:00:0", "1-01-01T00:00:00Z", "-400-02-29T12:00:00Z", "-", "2026",
        ]
        documents += dates.map { ("date \($0)", xml("<date>\($0)</date>")) }
        return documents
    }()

    /// Binary documents: Foundation's own, and made by hand for each kind of object and each check.
    static let binaryDocuments: [(String, [UInt8])] = {
        var documents: [(String, [UInt8])] = []
        let sample: [String: Any] = [
            "s": "ascii", "u": "ünïcødé 😀", "i": 42, "n": -7, "big": Int64.max, "q": UInt64.max, "r": 1.5, "f": Float(0.1), "b": true, "c": false,
            "d": Data([1, 2, 3]), "t": Date(timeIntervalSinceReferenceDate: 12345.5), "a": [1, "two", [3.0]] as [Any], "e": [String: Any](),
            "ea": [Any](), "long": String(repeating: "x", count: 300), "many": Array(0..<40),
            "keys": Dictionary(uniqueKeysWithValues: (0..<20).map { ("k\($0)", $0) }),
        ]
        if let data = try? PropertyListSerialization.data(fromPropertyList: sample, format: .binary, options: 0) {
            documents.append(("Foundation's", [UInt8](data)))
        }
        let archive = NSKeyedArchiver.archivedData(withRootObject: ["x": [1, 2], "y": "z", "w": NSNumber(value: 3.5)] as NSDictionary)
        documents.append(("a keyed archive", [UInt8](archive)))
        let made: [(String, [UInt8])] = [
            ("16-byte integer", binary([[0x14, 0xFF, 0, 0, 0, 0, 0, 0, 1, 0x80, 0, 0, 0, 0, 0, 0, 5]])),
            ("16-byte small integer", binary([[0x14] + [UInt8](repeating: 0, count: 15) + [5]])),
            ("32-byte integer", binary([[0x15] + [UInt8](repeating: 1, count: 32)])),
            ("negative 8-byte integer", binary([[0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE]])),
            ("4-byte integer, high bit", binary([[0x12, 0xFF, 0xFF, 0xFF, 0xFE]])), ("4-byte real", binary([[0x22, 0x3F, 0xC0, 0, 0]])),
            ("2-byte real", binary([[0x21, 0x3F, 0xC0]])), ("null", binary([[0x00]])), ("fill byte", binary([[0x0F]])), ("true", binary([[0x09]])),
            ("date", binary([[0x33, 0x41, 0xD0, 0, 0, 0, 0, 0, 0]])), ("date of another marker", binary([[0x34, 0x41, 0xD0, 0, 0, 0, 0, 0, 0]])),
            ("ASCII string, high bytes", binary([[0x53, 0x61, 0xE9, 0xFF]])), ("UTF-16 lone surrogates", binary([[0x63, 0xD8, 0x00, 0x00, 0x61, 0xDC, 0x00]])),
            ("UTF-16 of 16 units", binary([[0x6F, 0x10, 0x10] + [UInt8](repeating: 0x41, count: 32)])),
            ("UID", binary([[0x80, 0x07]])), ("5-byte UID", binary([[0x84, 1, 0, 0, 0, 0]])), ("4-byte UID", binary([[0x83, 0xFF, 0xFF, 0xFF, 0xFF]])),
            ("integer key", binary([[0xD1, 1, 2], [0x10, 0x01], [0x51, 0x62]])), ("array key", binary([[0xD1, 1, 2], [0xA0], [0x51, 0x62]])),
            ("null key", binary([[0xD1, 1, 2], [0x00], [0x51, 0x62]])),
            ("duplicate keys", binary([[0xD2, 1, 1, 2, 3], [0x51, 0x61], [0x10, 1], [0x10, 2]])),
            ("keys of four kinds", binary([[0xD3, 1, 2, 3, 4, 4, 4], [0x51, 0x61], [0x10, 1], [0x23, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0], [0x09]])),
            ("array inside itself", binary([[0xA1, 0]])), ("a cycle of three", binary([[0xA1, 1], [0xA1, 2], [0xA1, 0]])),
            ("dictionary inside itself", binary([[0xD1, 1, 0], [0x51, 0x61]])), ("shared arrays", binary([[0xA2, 1, 1], [0xA2, 2, 2], [0x51, 0x61]])),
            ("count past the end", binary([[0xAF, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1]])),
            ("data past the end", binary([[0x4F, 0x12, 0xFF, 0xFF, 0xFF, 0xFF, 1]])),
            ("16-byte data count", binary([[0x4F, 0x14] + [UInt8](repeating: 0, count: 15) + [2, 1, 2]])), ("reference out of range", binary([[0xA1, 9]])),
            ("bplist01", text("bplist01") + binary([[0x09]]).dropFirst(8)), ("bplist10", text("bplist10") + binary([[0x09]]).dropFirst(8)),
            ("top object out of range", binary([[0x09]], top: 1)), ("3-byte references", binary([[0xA1, 0, 0, 1], [0x09]], referenceSize: 3)),
            ("3-byte offsets", binary([[0xA1, 1], [0x09]], offsetSize: 3)),
            ("9-byte references", binary([[0xA1, 0, 0, 0, 0, 0, 0, 0, 0, 1], [0x09]], referenceSize: 9)),
            ("references too narrow", binary(Array(repeating: [0x09], count: 300))),
            (
                "an offset past the table",
                {
                    var bytes = binary([[0xA1, 1], [0x09]])
                    bytes[bytes.count - 33] = 0x40
                    return bytes
                }()
            ),
            (
                "an offset inside the header",
                {
                    var bytes = binary([[0xA1, 1], [0x09]])
                    bytes[bytes.count - 33] = 0x02
                    return bytes
                }()
            ),
            (
                "table offset past the file",
                {
                    var bytes = binary([[0x09]])
                    bytes[bytes.count - 1] = 0xF0
                    return bytes
                }()
            ),
            (
                "2^62 objects",
                {
                    var bytes = binary([[0x09]])
                    bytes[bytes.count - 24] = 0x40
                    return bytes
                }()
            ),
            (
                "no reference size",
                {
                    var bytes = binary([[0x09]])
                    bytes[bytes.count - 25] = 0
                    return bytes
                }()
            ),
        ]
        documents += made
        for depth in [511, 512, 513] {
            let objects = (0..<depth).map { [0xA1] + bigEndian($0 + 1, count: 2) } + [[0x09]]
            documents.append(("arrays \(depth) deep", binary(objects, referenceSize: 2, offsetSize: 2)))
        }
        return documents
    }()

    /// Binary documents whose arrays share arrays: each array `depth` times over refers twice to
    /// the next, so that they expand to 2^(depth + 1) objects.
    static func sharedChain(depth: Int) -> [UInt8] {
        let objects = (0..<depth).map { [0xA2] + bigEndian($0 + 1, count: 2) + bigEndian($0 + 1, count: 2) } + [[0x09]]
        return binary(objects, referenceSize: 2, offsetSize: 2)
    }
}

extension SplitMix64 {
    /// Damages a binary document in one to three places: a byte changed anywhere (trailer and
    /// offset table included), flipped, dropped or doubled, or the file cut short.
    mutating func damageBinary(_ bytes: inout [UInt8]) {
        for _ in 0..<(1 + Int(next() % 3)) where bytes.count > 1 {
            let at = Int(next() % UInt64(bytes.count))
            switch next() % 6 {
            case 0: bytes[at] = UInt8(truncatingIfNeeded: next())
            case 1: bytes[at] ^= 1 << UInt8(next() % 8)
            case 2: bytes.remove(at: at)
            case 3: bytes.insert(bytes[at], at: at)
            case 4: bytes.removeSubrange(at...)
            default: bytes[max(0, bytes.count - 32 + Int(next() % 32))] = UInt8(truncatingIfNeeded: next())
            }
        }
    }
}
