import CImageCodecs

extension PNGEncoder {
    /// `image` as PNG bytes (8-bit RGB, no time or other chunk that changes between runs), with
    /// `text` (if any) stored after the header as a compressed `iTXt` chunk named `keyword`.
    public static func encode(_ image: RGBImage, text: (keyword: String, value: String)? = nil) throws(ImageDecodingError) -> [UInt8] {
        let output = try write(image.pixels, width: image.width, height: image.height, format: termskin_png_format_rgb, channels: 3)
        guard let text else { return output }
        // The signature (8 bytes) and IHDR (4 + 4 + 13 + 4) come first; the text goes right after.
        let headerEnd = 8 + 25
        guard output.count > headerEnd else { return output }
        let chunk = PNGChunks.chunk(type: "iTXt", data: try PNGChunks.compressedText(keyword: text.keyword, value: text.value))
        return Array(output[..<headerEnd]) + chunk + Array(output[headerEnd...])
    }
}

/// Reading and writing PNG chunks by hand: the `iTXt` text a screenshot carries (its cells).
public enum PNGChunks {
    /// A chunk: length, type, data, CRC-32 of type and data.
    static func chunk(type: String, data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let body = typeBytes + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(Deflate.crc32(body))
    }

    /// An `iTXt` chunk's data: keyword, compressed (zlib), no language or translated keyword.
    static func compressedText(keyword: String, value: String) throws(ImageDecodingError) -> [UInt8] {
        Array(keyword.utf8) + [0, 1, 0, 0, 0] + (try Deflate.compress(Array(value.utf8)))
    }

    /// The text of the first `iTXt` chunk named `keyword` in PNG bytes; nil when there is none.
    /// At most `limit` bytes are inflated.
    public static func text(named keyword: String, in bytes: [UInt8], limit: Int) throws(ImageDecodingError) -> String? {
        guard ImageFormat(sniffing: bytes) == .png else { throw ImageDecodingError("not a PNG file (wrong signature)") }
        var offset = 8
        let wanted = Array(keyword.utf8)
        while offset + 12 <= bytes.count {
            let length = Int(readBigEndian(bytes, at: offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else { throw ImageDecodingError("a PNG chunk runs past the end of the file") }
            if type == "IEND" { return nil }
            if type == "iTXt" {
                let data = Array(bytes[start..<(start + length)])
                if let zero = data.firstIndex(of: 0), Array(data[..<zero]) == wanted, data.count >= zero + 3 {
                    let compressed = data[zero + 1] == 1
                    var rest = zero + 3
                    // Language tag and translated keyword, each ended by a zero byte.
                    for _ in 0..<2 {
                        guard let end = data[rest...].firstIndex(of: 0) else { throw ImageDecodingError("a broken iTXt chunk") }
                        rest = end + 1
                    }
                    let payload = Array(data[rest...])
                    let textBytes = compressed ? try Deflate.inflate(payload, limit: limit) : payload
                    return String(decoding: textBytes, as: UTF8.self)
                }
            }
            offset = start + length + 4
        }
        return nil
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
