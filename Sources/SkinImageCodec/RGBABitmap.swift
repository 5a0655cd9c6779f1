/// Decoded image pixels: rows top to bottom, 4 bytes per pixel (red, green, blue, straight alpha).
public struct RGBABitmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// Nil when `pixels` does not hold exactly `width × height × 4` bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// One pixel's channels, for tests and the renderer.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }
}
