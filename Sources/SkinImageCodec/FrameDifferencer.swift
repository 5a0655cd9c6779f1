/// What each new frame of an animation adds, for the GIF and APNG encoders: the rectangle of
/// pixels that changed since the frame before (all of the first), or nothing when it is equal.
struct FrameDifferencer {
    private var previous: RGBImage?

    /// The changed part of `image` and where it goes; nil when `image` equals the frame before.
    mutating func changedPart(of image: RGBImage) -> (x: Int, y: Int, image: RGBImage)? {
        let rect = previous.map { Self.changedRect(from: $0, to: image) } ?? (0, 0, image.width, image.height)
        previous = image
        guard let rect else { return nil }
        return (rect.0, rect.1, image.cropped(x: rect.0, y: rect.1, width: rect.2, height: rect.3))
    }

    /// A frame's delay in centiseconds as both formats store it (1…65,535).
    static func delay(_ centiseconds: Int) -> Int { max(1, min(65_535, centiseconds)) }

    /// The smallest rectangle (x, y, width, height) holding every pixel that differs; nil when none.
    static func changedRect(from old: RGBImage, to new: RGBImage) -> (Int, Int, Int, Int)? {
        var minX = new.width
        var minY = new.height
        var maxX = -1
        var maxY = -1
        for y in 0..<new.height {
            let start = y * new.width * 3
            guard old.pixels[start..<(start + new.width * 3)] != new.pixels[start..<(start + new.width * 3)] else { continue }
            minY = min(minY, y)
            maxY = y
            for x in 0..<new.width {
                let index = start + x * 3
                if old.pixels[index] != new.pixels[index] || old.pixels[index + 1] != new.pixels[index + 1]
                    || old.pixels[index + 2] != new.pixels[index + 2]
                {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                }
            }
        }
        guard maxY >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
