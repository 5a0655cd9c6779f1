/// Writes an animated PNG of opaque frames of one size, looping forever: lossless, each frame
/// after the first only the rectangle that changed (drawn over the frame before); a frame equal
/// to the one before only lengthens its delay. No time chunk: the same frames give the same bytes.
public struct APNGEncoder {
    public let width: Int
    public let height: Int
    private var frames: [(x: Int, y: Int, image: RGBImage, delay: Int)] = []
    private var differencer = FrameDifferencer()

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// The number of frames written so far.
    public var frameCount: Int { frames.count }

    /// Adds a frame shown for `centiseconds`; it must be `width × height` pixels.
    public mutating func add(_ image: RGBImage, centiseconds: Int) {
        guard image.width == width, image.height == height else { return }
        let delay = FrameDifferencer.delay(centiseconds)
        guard let part = differencer.changedPart(of: image) else {
            if !frames.isEmpty { frames[frames.count - 1].delay = FrameDifferencer.delay(frames[frames.count - 1].delay + delay) }
            return
        }
        frames.append((part.x, part.y, part.image, delay))
    }

    /// The file's bytes.
    public func finish() throws(ImageDecodingError) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += PNGChunks.chunk(type: "IHDR", data: PNGChunks.bigEndian(UInt32(width)) + PNGChunks.bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        bytes += PNGChunks.chunk(type: "acTL", data: PNGChunks.bigEndian(UInt32(frames.count)) + PNGChunks.bigEndian(0))
        var sequence: UInt32 = 0
        for (number, frame) in frames.enumerated() {
            var control = PNGChunks.bigEndian(sequence) + PNGChunks.bigEndian(UInt32(frame.image.width)) + PNGChunks.bigEndian(UInt32(frame.image.height))
            control += PNGChunks.bigEndian(UInt32(frame.x)) + PNGChunks.bigEndian(UInt32(frame.y))
            control += [UInt8(frame.delay >> 8), UInt8(frame.delay & 0xFF), 0, 100, 0, 0]  // delay/100 s; dispose none; blend source
            bytes += PNGChunks.chunk(type: "fcTL", data: control)
            sequence += 1
            let data = try Deflate.compress(Self.filtered(frame.image))
            if number == 0 {
                bytes += PNGChunks.chunk(type: "IDAT", data: data)
            } else {
                bytes += PNGChunks.chunk(type: "fdAT", data: PNGChunks.bigEndian(sequence) + data)
                sequence += 1
            }
        }
        bytes += PNGChunks.chunk(type: "IEND", data: [])
        return bytes
    }

    /// The rows with PNG's Sub filter (each byte less the one a pixel to its left).
    static func filtered(_ image: RGBImage) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((image.width * 3 + 1) * image.height)
        for y in 0..<image.height {
            output.append(1)
            let start = y * image.width * 3
            for offset in 0..<(image.width * 3) {
                let left: UInt8 = offset >= 3 ? image.pixels[start + offset - 3] : 0
                output.append(image.pixels[start + offset] &- left)
            }
        }
        return output
    }
}
