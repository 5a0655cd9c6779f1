/// A cell's grapheme stored without heap memory: up to 15 UTF-8 bytes inline, with its width.
///
/// A longer grapheme (an emoji sequence, say) is kept in its canvas's table of long graphemes and
/// stored here as its id, so a cell is plain data: copied, compared and hashed without reference
/// counting. The continuation (right half of a wide grapheme) is all zero bits.
public struct CellGrapheme: Hashable, Sendable {
    /// UTF-8 bytes 0–7 (little-endian), or the long grapheme's id.
    @usableFromInline let low: UInt64
    /// UTF-8 bytes 8–14 in the low 56 bits; the top byte is the tag (see `Tag`).
    @usableFromInline let high: UInt64

    /// The tag byte: the UTF-8 length (0 for a continuation, `longLength` for a long grapheme)
    /// in the low bits, and `wideFlag` for a grapheme two cells wide.
    /// (Inlinable, with the accessors below: the terminal backend reads them for every cell.)
    @usableFromInline enum Tag {
        @usableFromInline static let lengthMask: UInt64 = 0x1F
        @usableFromInline static let longLength: UInt64 = 0x1F
        @usableFromInline static let wideFlag: UInt64 = 0x80
        @usableFromInline static let shift: UInt64 = 56
    }

    /// The most UTF-8 bytes stored inline.
    public static let inlineCapacity = 15

    @usableFromInline init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The right half of a wide grapheme: no character of its own.
    @inlinable public static var continuation: CellGrapheme { CellGrapheme(low: 0, high: 0) }
    /// A space, one cell wide.
    public static let space = CellGrapheme(scalar: " ", isWide: false)

    /// One scalar (one to four UTF-8 bytes), `isWide` when it takes two cells.
    public init(scalar: Unicode.Scalar, isWide: Bool) {
        if scalar.isASCII {
            self.init(low: UInt64(scalar.value), high: Self.tag(length: 1, isWide: isWide))
            return
        }
        var low: UInt64 = 0
        var count: UInt64 = 0
        for byte in scalar.utf8 {
            low |= UInt64(byte) << (8 * count)
            count += 1
        }
        self.init(low: low, high: Self.tag(length: count, isWide: isWide))
    }

    /// `text`'s UTF-8 bytes inline, or nil when there are more than `inlineCapacity`. Empty text is
    /// the continuation.
    public init?(inline text: String, isWide: Bool) {
        var text = text
        let stored: CellGrapheme? = text.withUTF8 { bytes in
            guard bytes.count <= Self.inlineCapacity else { return nil }
            guard !bytes.isEmpty else { return .continuation }
            var low: UInt64 = 0
            var high: UInt64 = 0
            for (index, byte) in bytes.enumerated() {
                if index < 8 { low |= UInt64(byte) << (8 * UInt64(index)) } else { high |= UInt64(byte) << (8 * UInt64(index - 8)) }
            }
            return CellGrapheme(low: low, high: high | Self.tag(length: UInt64(bytes.count), isWide: isWide))
        }
        guard let stored else { return nil }
        self = stored
    }

    /// A long grapheme: `id` in its canvas's table.
    init(longID id: Int, isWide: Bool) {
        self.init(low: UInt64(id), high: Self.tag(length: Tag.longLength, isWide: isWide))
    }

    private static func tag(length: UInt64, isWide: Bool) -> UInt64 {
        (length | (isWide ? Tag.wideFlag : 0)) << Tag.shift
    }

    @inlinable var length: UInt64 { (high >> Tag.shift) & Tag.lengthMask }

    /// True for the right half of a wide grapheme.
    @inlinable public var isContinuation: Bool { low == 0 && high == 0 }
    /// True for a grapheme two cells wide.
    @inlinable public var isWide: Bool { (high >> Tag.shift) & Tag.wideFlag != 0 }
    /// True for a single space.
    @inlinable public var isSpace: Bool { low == 0x20 && high == 1 << Tag.shift }
    /// True when the text is in the canvas's table (`longID`), not inline.
    @inlinable public var isLong: Bool { length == Tag.longLength }
    /// The id in the canvas's table of long graphemes.
    var longID: Int { Int(truncatingIfNeeded: low) }

    /// The inline text ("" for the continuation); nil for a long grapheme.
    public var inlineText: String? {
        guard !isLong else { return nil }
        let count = Int(length)
        guard count > 0 else { return "" }
        if count == 1 { return String(Unicode.Scalar(UInt8(truncatingIfNeeded: low))) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            for index in 0..<count {
                let word = index < 8 ? low : high
                buffer[index] = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8)))
            }
            return String(decoding: buffer, as: UTF8.self)
        }
    }

    /// The first scalar of the inline text, when it is a single scalar (the common case the
    /// terminal backend takes without building a String); nil otherwise.
    @inlinable public var singleScalar: Unicode.Scalar? {
        guard !isLong, length >= 1, length <= 4 else { return nil }
        let count = Int(length)
        let lead = UInt8(truncatingIfNeeded: low)
        let expected = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard expected == count else { return nil }
        if count == 1 { return Unicode.Scalar(lead) }
        var value = UInt32(lead) & (0xFF >> (count + 1))
        for index in 1..<count {
            value = value << 6 | UInt32(UInt8(truncatingIfNeeded: low >> (8 * UInt64(index))) & 0x3F)
        }
        return Unicode.Scalar(value)
    }
}
