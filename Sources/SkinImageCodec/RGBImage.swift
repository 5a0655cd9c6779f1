/// Opaque pixels for pictures we draw (PNG screenshots, animation frames): rows top to bottom,
/// 3 bytes per pixel (red, green, blue).
public struct RGBImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    /// An image of `width × height` pixels (at least 1 × 1) filled with one color.
    public init(width: Int, height: Int, red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0) {
        self.width = max(1, width)
        self.height = max(1, height)
        var pixels = [UInt8](repeating: red, count: self.width * self.height * 3)
        if green != red || blue != red {
            pixels.withUnsafeMutableBufferPointer { buffer in
                for index in stride(from: 0, to: buffer.count, by: 3) {
                    buffer[index + 1] = green
                    buffer[index + 2] = blue
                }
            }
        }
        self.pixels = pixels
    }

    /// One pixel's channels.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let index = (y * width + x) * 3
        return (pixels[index], pixels[index + 1], pixels[index + 2])
    }

    /// One pixel as 0xRRGGBB.
    public func value(x: Int, y: Int) -> UInt32 {
        let index = (y * width + x) * 3
        return UInt32(pixels[index]) << 16 | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2])
    }

    /// Sets one pixel.
    public mutating func set(x: Int, y: Int, red: UInt8, green: UInt8, blue: UInt8) {
        let index = (y * width + x) * 3
        pixels[index] = red
        pixels[index + 1] = green
        pixels[index + 2] = blue
    }

    /// Copies `other` with its top-left corner at (`x`, `y`), clipped to this image.
    public mutating func place(_ other: RGBImage, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            let columns = max(0, min(other.width, width - x))
            guard columns > 0, x >= 0 else { continue }
            let source = row * other.width * 3
            let target = ((y + row) * width + x) * 3
            pixels.replaceSubrange(target..<(target + columns * 3), with: other.pixels[source..<(source + columns * 3)])
        }
    }

    /// The pixels of `rect`-like bounds (x, y, width, height), clipped to the image.
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> RGBImage {
        var result = RGBImage(width: w, height: h)
        for row in 0..<result.height where y + row < height {
            let columns = min(result.width, width - x)
            guard columns > 0 else { continue }
            let source = ((y + row) * width + x) * 3
            let target = row * result.width * 3
            result.pixels.replaceSubrange(target..<(target + columns * 3), with: pixels[source..<(source + columns * 3)])
        }
        return result
    }
}
