/// The encoding of a text property list as CoreFoundation finds it (`encodingForXMLData` in
/// `CFPropertyList.c`): a byte order mark, else the `encoding` of an XML declaration at the very
/// start, else UTF-8; and the conversion of the other encodings to UTF-16 and UTF-8.
enum TextEncoding: Equatable {
    case utf8
    /// UTF-16 in the order of its byte order mark, or the machine's (little-endian) without one
    /// (CF's `kCFStringEncodingUnicode`).
    case utf16
    case utf16BigEndian
    case utf16LittleEndian
    /// UTF-32 in the order of its byte order mark, or big-endian without one.
    case utf32
    case utf32BigEndian
    case utf32LittleEndian
    /// US-ASCII as CF converts it on Linux: a byte above 0x7F is its Latin-1 character.
    case ascii
    case latin1
    case windows1252

    /// The encoding and the length of the byte order mark to skip; throws CF's errors for a
    /// declaration that ends early or names an encoding not known (here).
    static func of(_ bytes: [UInt8]) throws(PropertyListError) -> (TextEncoding, skip: Int) {
        let length = bytes.count
        if length > 4 {
            if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BigEndian, 4) }
            if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LittleEndian, 4) }
        }
        if length > 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if length > 2 {
            if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
            if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
            // UTF-16 without a mark (XML's advice): CF skips the first two bytes all the same.
            if bytes[0] == 0 || bytes[1] == 0 { return (.utf16, 2) }
        }
        guard length >= 5, bytes.starts(with: Array("<?xml".utf8)) else { return (.utf8, 0) }
        var index = 5
        var found = false
        while index < length {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">") { return (.utf8, 0) }
            index += 1
            if index + 8 >= length { throw PropertyListError(message: "End of buffer while looking for encoding name") }
            if byte == UInt8(ascii: "e"), bytes[index..<index + 8].elementsEqual("ncoding=".utf8) {
                index += 8
                found = true
                break
            }
        }
        guard found, index < length else { return (.utf8, 0) }
        let quote = bytes[index]
        guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return (.utf8, 0) }
        let start = index + 1
        guard let close = bytes[start...].firstIndex(of: quote) else { return (.utf8, 0) }
        let name = String(String.UnicodeScalarView(bytes[start..<close].map { Unicode.Scalar($0) }))
        // Compared as ICU compares converter names: letters and digits only, without case.
        let key = String(name.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        switch key {
        case "utf8": return (.utf8, 0)
        case "utf16": return (.utf16, 0)
        case "utf16be": return (.utf16BigEndian, 0)
        case "utf16le": return (.utf16LittleEndian, 0)
        case "utf32": return (.utf32, 0)
        case "utf32be": return (.utf32BigEndian, 0)
        case "utf32le": return (.utf32LittleEndian, 0)
        case "usascii", "ascii", "ansix341968", "ansix341986", "iso646us", "csascii", "us", "ibm367", "cp367": return (.ascii, 0)
        case "iso88591", "iso885911987", "latin1", "l1", "csisolatin1", "isoir100", "ibm819", "cp819": return (.latin1, 0)
        case "windows1252", "cp1252": return (.windows1252, 0)
        case "macintosh", "mac", "macroman", "xmacroman", "csmacintosh":
            // Mac OS Roman is CF's encoding 0, which it takes for "none found".
            throw PropertyListError(message: "Could not determine the encoding of the XML data")
        default:
            throw PropertyListError(message: "Encountered unknown encoding (\(name))")
        }
    }

    /// The UTF-16 code units of `bytes` in this encoding (a trailing partial unit dropped); nil when
    /// they are not text in it.
    func units(_ bytes: [UInt8]) -> [UInt16]? {
        switch self {
        case .utf8:
            return String(validating: bytes, as: UTF8.self).map { Array($0.utf16) }
        case .utf16, .utf16BigEndian, .utf16LittleEndian:
            var body = bytes[...]
            var bigEndian = self == .utf16BigEndian
            if self == .utf16, body.count >= 2 {
                if body.starts(with: [0xFE, 0xFF]) {
                    bigEndian = true
                    body = body.dropFirst(2)
                } else if body.starts(with: [0xFF, 0xFE]) {
                    body = body.dropFirst(2)
                }
            }
            return stride(from: body.startIndex, to: body.endIndex - 1, by: 2).map { index in
                let first = UInt16(body[index])
                let second = UInt16(body[index + 1])
                return bigEndian ? first << 8 | second : second << 8 | first
            }
        case .utf32, .utf32BigEndian, .utf32LittleEndian:
            var body = bytes[...]
            var bigEndian = self != .utf32LittleEndian
            if self == .utf32, body.count >= 4 {
                if body.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
                    body = body.dropFirst(4)
                } else if body.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
                    bigEndian = false
                    body = body.dropFirst(4)
                }
            }
            var units: [UInt16] = []
            for index in stride(from: body.startIndex, to: body.endIndex - 3, by: 4) {
                let word = body[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                let value = bigEndian ? word : word.byteSwapped
                guard let scalar = Unicode.Scalar(value) else { return nil }
                units += scalar.utf16
            }
            return units
        case .ascii, .latin1:
            return bytes.map { UInt16($0) }
        case .windows1252:
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count)
            for byte in bytes {
                guard byte >= 0x80, byte < 0xA0 else {
                    units.append(UInt16(byte))
                    continue
                }
                let unit = Self.windows1252High[Int(byte - 0x80)]
                if unit == 0 { return nil }
                units.append(unit)
            }
            return units
        }
    }

    /// UTF-16 code units as UTF-8, up to the first lone surrogate (where CF's conversion stops).
    static func utf8Bytes(_ units: [UInt16]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.count)
        var index = 0
        while index < units.count {
            let unit = units[index]
            let scalar: Unicode.Scalar?
            if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
                scalar = Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10 | UInt32(units[index + 1] - 0xDC00)))
                index += 2
            } else {
                scalar = Unicode.Scalar(unit)
                index += 1
            }
            guard let scalar else { break }
            bytes += scalar.utf8
        }
        return bytes
    }

    /// windows-1252's 0x80 to 0x9F; 0 for the five bytes it leaves undefined.
    private static let windows1252High: [UInt16] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]
}
