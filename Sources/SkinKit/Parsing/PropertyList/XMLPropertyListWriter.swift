import FoundationEssentials

/// Writes Swift values as an XML property list byte for byte as `PropertyListSerialization.data(
/// fromPropertyList:format: .xml)` wrote them on Linux (CoreFoundation's `_CFAppendXML0`): Apple's
/// header, one tab of indent a level, keys sorted by UTF-16 code unit, `<`, `>` and `&` escaped (and
/// nothing else), `<real>` as `%.17g` (`nan`, `+infinity`, `0.0`), `<integer>`, `<true/>`, base-64
/// `<data>` in lines of 76 characters less 8 per indent, `<date>` in UTC, `CF$UID` dictionaries.
///
/// Takes what `PropertyListObjectReader` gives: `[String: Any]`, `[Any]`, `String`, `Int`, `UInt64`,
/// `Double`, `Bool`, `Data`, `Date`, `PropertyListUID`, and the other fixed-width integers and
/// `Float`. Anything else — `JSONNull`, a `PropertyListSet`, a dictionary with keys not all strings
/// — is refused, as CF refuses it.
enum XMLPropertyListWriter {
    /// The document for `object`.
    static func data(_ object: Any) throws(PropertyListError) -> Data {
        var writer = Output()
        writer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writer.append("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n")
        writer.append("<plist version=\"1.0\">\n")
        try writer.append(object, indent: 0)
        writer.append("</plist>\n")
        return Data(writer.bytes)
    }

    /// The error CF gives for a value no property list holds.
    static func invalid(_ object: Any, format: Int) -> PropertyListError {
        let kind: String
        switch object {
        case is JSONNull: kind = "CFNull"
        case is PropertyListSet: kind = "CFSet"
        case is [AnyHashable: Any]:
            return PropertyListError(
                message: "Property list invalid for format: \(format) (property list dictionaries may only have keys which are CFStrings)")
        default: kind = String(describing: type(of: object))
        }
        return PropertyListError(message: "Property list invalid for format: \(format) (property lists cannot contain objects of type '\(kind)')")
    }

    /// The integer value of any fixed-width integer, as the 128-bit number CF writes (or nil).
    static func integer(_ object: Any) -> (negative: Bool, magnitude: UInt64)? {
        switch object {
        case let value as Int: (value < 0, UInt64(value.magnitude))
        case let value as UInt64: (false, value)
        case let value as Int64: (value < 0, value.magnitude)
        case let value as Int32: (value < 0, UInt64(value.magnitude))
        case let value as Int16: (value < 0, UInt64(value.magnitude))
        case let value as Int8: (value < 0, UInt64(value.magnitude))
        case let value as UInt: (false, UInt64(value))
        case let value as UInt32: (false, UInt64(value))
        case let value as UInt16: (false, UInt64(value))
        case let value as UInt8: (false, UInt64(value))
        default: nil
        }
    }

    /// The real value of a `Double` or `Float`.
    static func real(_ object: Any) -> Double? {
        switch object {
        case let value as Double: value
        case let value as Float: Double(value)
        default: nil
        }
    }

    /// Keys in CF's order (`CFStringCompare` without options: by UTF-16 code unit).
    static func sortedKeys(_ table: [String: Any]) -> [String] {
        table.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
    }

    /// A real as CF writes it in XML (`__CFNumberCopyFormattingDescriptionAsFloat64`).
    static func realText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "+infinity" : "-infinity" }
        if value == 0 { return "0.0" }
        return CLocaleFormat.general17(value)
    }

    private struct Output {
        var bytes: [UInt8] = []

        mutating func append(_ text: String) { bytes += text.utf8 }

        mutating func indent(_ count: Int) { bytes += repeatElement(UInt8(ascii: "\t"), count: max(count, 0)) }

        /// Text with `<`, `>` and `&` escaped.
        mutating func escaped(_ text: String) {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "<"): append("&lt;")
                case UInt8(ascii: ">"): append("&gt;")
                case UInt8(ascii: "&"): append("&amp;")
                default: bytes.append(byte)
                }
            }
        }

        mutating func append(_ object: Any, indent level: Int) throws(PropertyListError) {
            indent(level)
            switch object {
            case let text as String:
                append("<string>")
                escaped(text)
                append("</string>\n")
            case let uid as PropertyListUID:
                append("<dict>\n")
                indent(level + 1)
                append("<key>CF$UID</key>\n")
                indent(level + 1)
                append("<integer>\(uid.value)</integer>\n")
                indent(level)
                append("</dict>\n")
            case let array as [Any]:
                if array.isEmpty { return append("<array/>\n") }
                append("<array>\n")
                for element in array { try append(element, indent: level + 1) }
                indent(level)
                append("</array>\n")
            case let table as [String: Any]:
                if table.isEmpty { return append("<dict/>\n") }
                append("<dict>\n")
                for key in sortedKeys(table) {
                    indent(level + 1)
                    append("<key>")
                    escaped(key)
                    append("</key>\n")
                    if let value = table[key] { try append(value, indent: level + 1) }
                }
                indent(level)
                append("</dict>\n")
            case let data as Data:
                append("<data>\n")
                base64(data, indent: level)
                indent(level)
                append("</data>\n")
            case let date as Date:
                let fields = PropertyListDate.fields(date.timeIntervalSinceReferenceDate)
                let year = Self.padded(Int(fields.year), 4)
                let rest = [Int(fields.month), Int(fields.day), Int(fields.hour), Int(fields.minute), Int(fields.second)].map { Self.padded($0, 2) }
                append("<date>\(year)-\(rest[0])-\(rest[1])T\(rest[2]):\(rest[3]):\(rest[4])Z</date>\n")
            case let flag as Bool:
                append(flag ? "<true/>\n" : "<false/>\n")
            default:
                if let (negative, magnitude) = integer(object) {
                    append("<integer>\(negative ? "-" : "")\(magnitude)</integer>\n")
                } else if let value = real(object) {
                    append("<real>\(realText(value))</real>\n")
                } else {
                    throw invalid(object, format: 100)
                }
            }
        }

        /// `%0*d`: zero-padded to `width` characters, the sign counted.
        static func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value.magnitude)
            let sign = value < 0 ? "-" : ""
            return sign + String(repeating: "0", count: max(0, width - sign.count - digits.count)) + digits
        }

        /// CF's `_XMLPlistAppendDataUsingBase64`: lines of at most 76 − 8 × indent characters (the
        /// check made after each byte, so a line may be one longer), each after the indent.
        mutating func base64(_ data: Data, indent level: Int) {
            let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
            let level = min(level, 8)
            let width = 76 - 8 * level
            var line: [UInt8] = []
            var previous: UInt8 = 0
            var index = 0
            for byte in data {
                switch index % 3 {
                case 0: line.append(table[Int(byte >> 2)])
                case 1: line.append(table[Int((UInt16(previous) << 8 | UInt16(byte)) >> 4 & 0x3F)])
                default:
                    line.append(table[Int((UInt16(previous) << 8 | UInt16(byte)) >> 6 & 0x3F)])
                    line.append(table[Int(byte & 0x3F)])
                }
                previous = byte
                index += 1
                if line.count >= width {
                    indent(level)
                    bytes += line
                    bytes.append(UInt8(ascii: "\n"))
                    line.removeAll(keepingCapacity: true)
                }
            }
            switch index % 3 {
            case 1: line += [table[Int(previous << 4 & 0x30)], UInt8(ascii: "="), UInt8(ascii: "=")]
            case 2: line += [table[Int(previous << 2 & 0x3C)], UInt8(ascii: "=")]
            default: break
            }
            if !line.isEmpty {
                indent(level)
                bytes += line
                bytes.append(UInt8(ascii: "\n"))
            }
        }
    }
}
