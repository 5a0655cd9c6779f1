import CImageCodecs

#if canImport(Glibc)
    import Glibc
#endif

/// Decodes PNG and JPEG bytes into an RGBA bitmap with libpng and libjpeg(-turbo). This is the
/// entry point a fuzzer calls: any bytes in, a bitmap or an error out, never a crash.
public enum ImageDecoder {
    /// The largest width or height accepted: skin images are icons, and this bounds memory
    /// (4096 × 4096 × 4 bytes = 64 MiB) before any pixel is allocated.
    public static let maximumSide = 4096

    /// The most pixels accepted (2048 × 2048: 16 MiB decoded). A terminal shows at most 500 × 500
    /// pixels of an image in half-block cells; the bound keeps a small hostile file (a 64 KB PNG
    /// inflating to 64 MiB) from costing seconds. A fuzzer finding.
    public static let maximumPixels = 2048 * 2048

    /// Decodes `bytes` as PNG or JPEG (by signature).
    public static func decode(_ bytes: [UInt8]) throws(ImageDecodingError) -> RGBABitmap {
        switch ImageFormat(sniffing: bytes) {
        case .png: return try decodePNG(bytes)
        case .jpeg: return try decodeJPEG(bytes)
        case nil: throw ImageDecodingError("not a PNG or JPEG image (unknown signature)")
        }
    }

    static func decodePNG(_ bytes: [UInt8]) throws(ImageDecodingError) -> RGBABitmap {
        // libpng reads from the memory given to begin_read until finish_read: both run in one closure.
        let result: Result<RGBABitmap, ImageDecodingError> = bytes.withUnsafeBytes { buffer in
            var image = png_image()
            image.version = termskin_png_image_version
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
                return .failure(ImageDecodingError("not a readable PNG: \(message(of: &image))"))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
                return .failure(
                    ImageDecodingError("PNG of \(width)×\(height) pixels is outside 1…\(maximumSide) on a side", isOverLimits: width > 0 && height > 0))
            }
            guard width * height <= maximumPixels else {
                return .failure(ImageDecodingError("PNG of \(width)×\(height) pixels is more than \(maximumPixels) pixels", isOverLimits: true))
            }
            image.format = termskin_png_format_rgba
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { target in
                png_image_finish_read(&image, nil, target.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else { return .failure(ImageDecodingError("PNG data is damaged: \(message(of: &image))")) }
            guard let bitmap = RGBABitmap(width: width, height: height, pixels: pixels) else {
                return .failure(ImageDecodingError("PNG decoded to an unexpected size"))
            }
            return .success(bitmap)
        }
        return try result.get()
    }

    static func decodeJPEG(_ bytes: [UInt8]) throws(ImageDecodingError) -> RGBABitmap {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                termskin_jpeg_decode(
                    buffer.baseAddress, UInt(buffer.count), UInt32(maximumSide), UInt(maximumPixels), &pixels,
                    &width, &height, text.baseAddress, text.count)
            }
        }
        defer { free(pixels) }
        guard status == 0, let pixels else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if status == -2 { throw ImageDecodingError("JPEG of \(reason)", isOverLimits: true) }
            throw ImageDecodingError("not a readable JPEG: \(reason)")
        }
        let count = Int(width) * Int(height) * 4
        let copy = Array(UnsafeBufferPointer(start: pixels, count: count))
        guard let bitmap = RGBABitmap(width: Int(width), height: Int(height), pixels: copy) else {
            throw ImageDecodingError("JPEG decoded to an unexpected size")
        }
        return bitmap
    }

    /// libpng's own sentence for the last error (plain text, at most 64 bytes).
    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }.filter { $0 >= 0x20 && $0 < 0x7F }, as: UTF8.self)
        }
    }
}
