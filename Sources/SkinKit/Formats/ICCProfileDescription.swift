import FoundationEssentials

/// The description of an ICC color profile (its `desc` tag: `sRGB IEC61966-2.1`, `Display P3`),
/// enough to tell which color space a custom `NSColorSpace` is. ICC v2 writes the tag as a
/// `textDescriptionType` (ASCII), v4 as a `multiLocalizedUnicodeType` (UTF-16BE, the first record
/// read). Every offset is checked against the profile's bytes: nil for anything malformed.
enum ICCProfileDescription {
    static func of(_ profile: Data) -> String? {
        let bytes = [UInt8](profile.prefix(1 << 20))
        func uint32(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            return bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        func tag(_ at: Int) -> String? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            return String(decoding: bytes[at..<at + 4], as: UTF8.self)
        }
        guard let count = uint32(128), count <= 1_000 else { return nil }
        for entry in 0..<count {
            let at = 132 + entry * 12
            guard tag(at) == "desc", let offset = uint32(at + 4), let size = uint32(at + 8), offset + size <= bytes.count else { continue }
            switch tag(offset) {
            case "desc":
                guard let length = uint32(offset + 8), length <= size - 12 else { return nil }
                let text = bytes[(offset + 12)..<(offset + 12 + length)].prefix { $0 != 0 }
                return String(decoding: text, as: UTF8.self)
            case "mluc":
                guard let records = uint32(offset + 8), records > 0, let length = uint32(offset + 20), let start = uint32(offset + 24),
                    start + length <= size
                else { return nil }
                let units = stride(from: offset + start, to: offset + start + length - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            default:
                return nil
            }
        }
        return nil
    }
}
