/// Writes an animated GIF (GIF89a) of opaque frames of one size, looping forever.
///
/// Sizes stay small: each frame stores only the rectangle of pixels that changed since the one
/// before (disposal "do not dispose", so it is drawn over the previous frame), with its own
/// color table of that rectangle's colors; a frame equal to the one before only lengthens its
/// delay. A rectangle of at most 256 colors is exact. One of more keeps its 256 most frequent
/// colors and draws every other pixel in the nearest of them (`approximatedFrames` counts these).
public struct GIFEncoder {
    public let width: Int
    public let height: Int
    /// Frames whose changed rectangle held more than 256 colors (drawn approximately).
    public private(set) var approximatedFrames = 0
    private var frames: [Frame] = []
    private var differencer = FrameDifferencer()

    /// One stored frame: its rectangle, palette, indices and delay.
    private struct Frame {
        var x, y, width, height: Int
        var palette: [UInt32]
        var indices: [UInt8]
        var delay: Int
    }

    public init(width: Int, height: Int) {
        self.width = max(1, min(65_535, width))
        self.height = max(1, min(65_535, height))
    }

    /// The number of frames written so far (equal consecutive frames count once).
    public var frameCount: Int { frames.count }

    /// Adds a frame shown for `centiseconds` (1/100 s); it must be `width × height` pixels.
    public mutating func add(_ image: RGBImage, centiseconds: Int) {
        guard image.width == width, image.height == height else { return }
        let delay = FrameDifferencer.delay(centiseconds)
        guard let part = differencer.changedPart(of: image) else {
            if !frames.isEmpty { frames[frames.count - 1].delay = FrameDifferencer.delay(frames[frames.count - 1].delay + delay) }
            return
        }
        let (palette, indices, exact) = Self.indexed(part.image)
        if !exact { approximatedFrames += 1 }
        frames.append(
            Frame(
                x: part.x, y: part.y, width: part.image.width, height: part.image.height,
                palette: palette, indices: indices, delay: delay))
    }

    /// The GIF file's bytes.
    public func finish() -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        bytes += Self.little(width) + Self.little(height) + [0x00, 0x00, 0x00]
        // NETSCAPE2.0: loop forever.
        bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        for frame in frames {
            // Graphic control: disposal 1 (leave the frame in place), no transparency.
            bytes += [0x21, 0xF9, 0x04, 0x04] + Self.little(frame.delay) + [0x00, 0x00]
            var tableBits = 1
            while 1 << tableBits < frame.palette.count { tableBits += 1 }
            bytes += [0x2C] + Self.little(frame.x) + Self.little(frame.y) + Self.little(frame.width) + Self.little(frame.height)
            bytes.append(0x80 | UInt8(tableBits - 1))
            for slot in 0..<(1 << tableBits) {
                let color = slot < frame.palette.count ? frame.palette[slot] : 0
                bytes += [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)]
            }
            let encoder = LZWEncoder(minimumCodeSize: tableBits)
            bytes.append(UInt8(encoder.minimumCodeSize))
            let data = encoder.encode(frame.indices)
            var offset = 0
            while offset < data.count {
                let count = min(255, data.count - offset)
                bytes.append(UInt8(count))
                bytes += data[offset..<(offset + count)]
                offset += count
            }
            bytes.append(0x00)
        }
        bytes.append(0x3B)
        return bytes
    }

    /// The smallest rectangle (x, y, width, height) holding every pixel that differs; nil when none.
    public static func changedRect(from old: RGBImage, to new: RGBImage) -> (Int, Int, Int, Int)? {
        FrameDifferencer.changedRect(from: old, to: new)
    }

    /// The image as a palette (sorted by how often each color is used, then by value) and indices;
    /// `exact` is false when more than 256 colors were reduced to the nearest of the 256 kept.
    public static func indexed(_ image: RGBImage) -> (palette: [UInt32], indices: [UInt8], exact: Bool) {
        var counts: [UInt32: Int] = [:]
        let count = image.width * image.height
        var values = [UInt32](repeating: 0, count: count)
        // Runs of one color are counted at once (a cell row is mostly its background).
        var runValue: UInt32 = 0
        var runLength = 0
        image.pixels.withUnsafeBufferPointer { pixels in
            for index in 0..<count {
                let base = index * 3
                let value = UInt32(pixels[base]) << 16 | UInt32(pixels[base + 1]) << 8 | UInt32(pixels[base + 2])
                values[index] = value
                if value == runValue && runLength > 0 {
                    runLength += 1
                    continue
                }
                if runLength > 0 { counts[runValue, default: 0] += runLength }
                runValue = value
                runLength = 1
            }
        }
        if runLength > 0 { counts[runValue, default: 0] += runLength }
        let ordered = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
        let palette = Array(ordered.prefix(256))
        var slots: [UInt32: UInt8] = [:]
        for (slot, color) in palette.enumerated() { slots[color] = UInt8(slot) }
        for color in ordered.dropFirst(256) { slots[color] = nearest(color, in: palette) }
        var indices = [UInt8](repeating: 0, count: count)
        var lastValue: UInt32 = 0
        var lastSlot: UInt8 = slots[0] ?? 0
        for index in 0..<count {
            let value = values[index]
            if value != lastValue {
                lastValue = value
                lastSlot = slots[value] ?? 0
            }
            indices[index] = lastSlot
        }
        return (palette, indices, ordered.count <= 256)
    }

    /// The slot of the palette color closest to `color` (squared RGB distance; the first on a tie).
    static func nearest(_ color: UInt32, in palette: [UInt32]) -> UInt8 {
        func channels(_ value: UInt32) -> (Int, Int, Int) { (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF)) }
        let (r, g, b) = channels(color)
        var best = 0
        var bestDistance = Int.max
        for (slot, candidate) in palette.enumerated() {
            let (cr, cg, cb) = channels(candidate)
            let distance = (r - cr) * (r - cr) + (g - cg) * (g - cg) + (b - cb) * (b - cb)
            if distance < bestDistance {
                best = slot
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    static func little(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
