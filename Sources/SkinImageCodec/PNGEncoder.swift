import CImageCodecs
import CImageCodecsLoader

/// Writes a bitmap as a PNG file's bytes (libpng): for tests, and for making skin icons.
public enum PNGEncoder {
    public static func encode(_ bitmap: RGBABitmap) throws(ImageDecodingError) -> [UInt8] {
        try write(bitmap.pixels, width: bitmap.width, height: bitmap.height, format: termskin_png_format_rgba, channels: 4)
    }

    /// libpng's simplified writer: `pixels` (`channels` bytes a pixel, rows packed) in `format` as
    /// PNG bytes; nothing that changes between runs is written.
    static func write(_ pixels: [UInt8], width: Int, height: Int, format: UInt32, channels: Int) throws(ImageDecodingError) -> [UInt8] {
        var image = png_image()
        image.version = termskin_png_image_version
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = format
        defer { png_image_free(&image) }
        var size = 0
        let stride = Int32(width * channels)
        let measured = pixels.withUnsafeBytes { source in
            png_image_write_to_memory(&image, nil, &size, 0, source.baseAddress, stride, nil)
        }
        guard measured != 0, size > 0 else {
            guard termskin_png_loaded() != 0 else { throw ImageDecodingError(String(cString: termskin_png_failure())) }
            throw ImageDecodingError("libpng could not encode the image")
        }
        var output = [UInt8](repeating: 0, count: size)
        let written = pixels.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                png_image_write_to_memory(&image, target.baseAddress, &size, 0, source.baseAddress, stride, nil)
            }
        }
        guard written != 0 else { throw ImageDecodingError("libpng could not encode the image") }
        return Array(output.prefix(size))
    }
}
