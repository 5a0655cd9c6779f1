import FoundationEssentials

/// Reads a property list into Swift values, as `PropertyListSerialization.propertyList(from:
/// options:format:)` read it on Linux (CoreFoundation's `CFPropertyListCreateWithData`), without
/// Foundation: a binary property list (`bplist0?`) first; then the text, in the encoding its byte
/// order mark or XML declaration names, as XML; and what the XML parser refuses as an OpenStep
/// property list or strings file. A document CF read reads to the same values; one it refused is
/// refused with its message and line (the XML parser's, or the OpenStep parser's when the XML one
/// gave none, as CF chose).
///
/// Values: `[String: Any]`, `[Any]`, `String`, `Int` (every integer in Int64's range; CF's
/// `NSNumber` of type `q`, `i`…), `UInt64` (integers from 2^63 to 2^64 − 1, CF's 128-bit numbers,
/// `Q`), `Double` (`<real>`, 4- and 8-byte binary reals), `Bool`, `Data`, `Date`, `PropertyListUID`
/// (a keyed archive's `CF$UID`); from binary property lists only, also `JSONNull` (the null
/// object, CF's `NSNull`), `PropertyListSet` and `[AnyHashable: Any]` (a dictionary with keys that
/// are not all strings).
///
/// Not as CF: text in an encoding other than UTF-8, UTF-16, UTF-32, US-ASCII, ISO-8859-1 and
/// windows-1252 (CF converts many more through ICU) is refused as an unknown encoding; a binary
/// property list whose shared containers expand to more objects than 65,536 and one a byte is refused.
///
/// Why not FoundationEssentials' `PropertyListDecoder` into a `Decodable` enum: it cannot decode a
/// keyed archive's UIDs (Terminal.app's colors), a value decodes as whichever type is tried first
/// (a `<real>2</real>` as an `Int`, so that it is written back as `<integer>`), and its errors are
/// not CF's (`unknown tag bad/`, a close tag's error on line 1 where CF said 2).
enum PropertyListObjectReader {
    /// The property list's root object and the format it was read from.
    static func read(_ data: Data) throws(PropertyListError) -> (object: Any, format: PropertyListDecoder.PropertyListFormat) {
        let bytes = [UInt8](data)
        if bytes.isEmpty { throw PropertyListError(message: "Cannot parse a NULL or zero-length data") }
        switch BinaryPropertyListParser.read(bytes) {
        case .object(let object): return (object, .binary)
        case .refused(let error): throw error
        case .notRead: break
        }
        let (encoding, skip) = try TextEncoding.of(bytes)
        if encoding == .utf8 { return try readText(bytes, skip: skip, units: nil) }
        guard let units = encoding.units(Array(bytes[skip...])) else {
            throw PropertyListError(message: "Could not determine the encoding of the XML data (string creation failed)")
        }
        return try readText(TextEncoding.utf8Bytes(units), skip: 0, units: units)
    }

    /// The property list's root object.
    static func object(_ data: Data) throws(PropertyListError) -> Any {
        try read(data).object
    }

    /// UTF-8 text as XML, else as OpenStep (CF's `_CFPropertyListCreateFromUTF8Data`); `units`:
    /// the text the UTF-8 was converted from, which the OpenStep parser reads (nil: the UTF-8 itself).
    private static func readText(
        _ bytes: [UInt8], skip: Int, units: [UInt16]?
    ) throws(PropertyListError) -> (object: Any, format: PropertyListDecoder.PropertyListFormat) {
        if bytes.isEmpty { throw PropertyListError(message: "Conversion of string failed. The string is empty.") }
        var xml = XMLPropertyListParser(bytes: bytes, skip: skip)
        if let object = xml.parse() { return (object, .xml) }
        let openStep: Result<Any, PropertyListError>
        if let units = units ?? XMLPropertyListParser.string(utf8: bytes[...]).map({ Array($0.utf16) }) {
            openStep = OpenStepPropertyListParser.parse(units)
        } else {
            openStep = .failure(PropertyListError(message: "Conversion of string failed."))
        }
        switch openStep {
        case .success(let object): return (object, .openStep)
        case .failure(let error): throw xml.error ?? error
        }
    }
}
