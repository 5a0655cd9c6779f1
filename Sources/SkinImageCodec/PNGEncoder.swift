import CImageCodecs

/// Writes a bitmap as a PNG file's bytes (libpng): for tests, and for making skin icons.
public enum PNGEncoder {
    public static func encode(_ bitmap: RGBABitmap) throws(ImageDecodingError) -> [UInt8] {
        var image = png_image()
        image.version = termskin_png_image_version
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = termskin_png_format_rgba
        defer { png_image_free(&image) }
        var size = 0
        let stride = Int32(bitmap.width * 4)
        let measured = bitmap.pixels.withUnsafeBytes { source in
            png_image_write_to_memory(&image, nil, &size, 0, source.baseAddress, stride, nil)
        }
        guard measured != 0, size > 0 else { throw ImageDecodingError("libpng could not encode the bitmap") }
        var output = [UInt8](repeating: 0, count: size)
        let written = bitmap.pixels.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                png_image_write_to_memory(&image, target.baseAddress, &size, 0, source.baseAddress, stride, nil)
            }
        }
        guard written != 0 else { throw ImageDecodingError("libpng could not encode the bitmap") }
        return Array(output.prefix(size))
    }
}
