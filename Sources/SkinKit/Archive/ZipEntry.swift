import FoundationEssentials

/// One entry of a zip's central directory: its path, what it is, how its data is stored and where.
/// The sizes and CRC-32 are the central directory's (right also for an entry written with a data
/// descriptor, whose local header holds zeros), ZIP64's where the 32-bit fields are saturated.
public struct ZipEntry: Hashable, Sendable {
    /// What an entry unpacks to. Only Unix and macOS zips say an entry is a symbolic link (its mode in
    /// the high half of the external attributes); a folder is a path ending in `/` or a folder's mode.
    public enum Kind: Hashable, Sendable {
        case file
        case directory
        case symbolicLink
    }

    /// The path inside the archive, as written (`Example/skins.json`, `Example/` for a folder).
    public internal(set) var path: String
    public internal(set) var kind: Kind
    /// 0 stored, 8 deflate; termskin reads no other.
    public internal(set) var method: UInt16
    /// The general purpose bit flags (bit 0: encrypted, bit 3: data descriptor, bit 11: UTF-8 path).
    public internal(set) var flags: UInt16
    public internal(set) var crc32: UInt32
    public internal(set) var compressedSize: UInt64
    public internal(set) var uncompressedSize: UInt64
    /// Where the entry's local header starts in the file.
    public internal(set) var localHeaderOffset: UInt64
    /// Where its data starts (after the local header's own name and extra field).
    public internal(set) var dataOffset: UInt64

    public var isEncrypted: Bool { flags & 1 != 0 }

    /// Why this entry's data cannot be read (encrypted, or a method other than stored and deflate),
    /// or nil: the caller can refuse an archive before unpacking anything.
    public var refusal: ZipError? {
        if isEncrypted {
            return ZipError("is encrypted; termskin reads only unencrypted zip archives", entry: path)
        }
        guard method == Self.stored || method == Self.deflated else {
            return ZipError(
                "is compressed with method \(method) (\(Self.methodName(method))); termskin reads only stored and deflated entries",
                entry: path)
        }
        return nil
    }

    static let stored: UInt16 = 0
    static let deflated: UInt16 = 8

    /// The name of a compression method (APPNOTE 4.4.5), for the refusal of one termskin does not read.
    static func methodName(_ method: UInt16) -> String {
        switch method {
        case 1: return "shrunk"
        case 2, 3, 4, 5: return "reduced"
        case 6: return "imploded"
        case 9: return "deflate64"
        case 12: return "bzip2"
        case 14: return "LZMA"
        case 93: return "Zstandard"
        case 95: return "xz"
        case 96: return "JPEG"
        case 97: return "WavPack"
        case 98: return "PPMd"
        case 99: return "AES encryption"
        default: return "unknown"
        }
    }
}
