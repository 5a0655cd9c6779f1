import CImageCodecs

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a bitmap as a baseline JPEG's bytes (libjpeg-turbo), alpha dropped: for tests.
public enum JPEGEncoder {
    public static func encode(_ bitmap: RGBABitmap, quality: Int = 95) throws(ImageDecodingError) -> [UInt8] {
        var rgb: [UInt8] = []
        rgb.reserveCapacity(bitmap.width * bitmap.height * 3)
        for index in stride(from: 0, to: bitmap.pixels.count, by: 4) { rgb += bitmap.pixels[index..<index + 3] }
        var bytes: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = rgb.withUnsafeBufferPointer { source in
            message.withUnsafeMutableBufferPointer { text in
                termskin_jpeg_encode_rgb(
                    source.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), Int32(quality),
                    &bytes, &length, text.baseAddress, text.count)
            }
        }
        defer { free(bytes) }
        guard status == 0, let bytes else {
            throw ImageDecodingError(
                "libjpeg could not encode the bitmap: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(length)))
    }
}
