/// Little-endian fields of a zip record read from its bytes. A record's fixed part is read whole
/// before any field of it (`PositionalFile.bytes` reads exactly its size), so its fields are in
/// range; a field that is not reads as 0 rather than trapping, and a variable part (names, extra
/// fields) is taken with `slice`, which says when it is not all there.
struct LittleEndianBytes {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    var count: Int { bytes.count }

    func uint16(at offset: Int) -> UInt16 { UInt16(truncatingIfNeeded: value(at: offset, size: 2)) }

    func uint32(at offset: Int) -> UInt32 { UInt32(truncatingIfNeeded: value(at: offset, size: 4)) }

    func uint64(at offset: Int) -> UInt64 { value(at: offset, size: 8) }

    /// `count` bytes from `offset` (counted from the start of these bytes), or nil when they are not all there.
    func slice(at offset: Int, count: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else { return nil }
        let start = bytes.startIndex + offset
        return bytes[start..<start + count]
    }

    private func value(at offset: Int, size: Int) -> UInt64 {
        guard let field = slice(at: offset, count: size) else { return 0 }
        var result: UInt64 = 0
        for (index, byte) in field.enumerated() { result |= UInt64(byte) << (8 * index) }
        return result
    }
}
