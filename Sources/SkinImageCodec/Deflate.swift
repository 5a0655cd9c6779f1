import CImageCodecs

/// zlib streams and CRC-32 (zlib, which libpng links): for PNG chunks written by hand.
public enum Deflate {
    /// `bytes` as a zlib stream at the best compression (the same bytes every time).
    public static func compress(_ bytes: [UInt8]) throws(ImageDecodingError) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &length, source.baseAddress, uLong(bytes.count), Z_BEST_COMPRESSION)
            }
        }
        guard status == Z_OK else { throw ImageDecodingError("zlib could not compress (status \(status))") }
        return Array(output.prefix(Int(length)))
    }

    /// The bytes of a zlib stream; an error when it is broken or inflates past `limit` bytes.
    public static func inflate(_ bytes: [UInt8], limit: Int) throws(ImageDecodingError) -> [UInt8] {
        var capacity = min(limit, max(1024, bytes.count * 8))
        while true {
            var length = uLong(capacity)
            var output = [UInt8](repeating: 0, count: capacity)
            let status = output.withUnsafeMutableBufferPointer { target in
                bytes.withUnsafeBufferPointer { source in
                    uncompress(target.baseAddress, &length, source.baseAddress, uLong(bytes.count))
                }
            }
            if status == Z_OK { return Array(output.prefix(Int(length))) }
            guard status == Z_BUF_ERROR, capacity < limit else {
                throw ImageDecodingError(status == Z_BUF_ERROR ? "the text inflates past \(limit) bytes" : "broken compressed text (zlib status \(status))")
            }
            capacity = min(limit, capacity * 4)
        }
    }

    /// The CRC-32 of `bytes` (PNG chunks, GIF needs none).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CImageCodecs.crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
