/// How much of each pixel of a cell (or two, for a wide glyph) the foreground covers: 0…255,
/// rows top to bottom. Glyphs, box drawing and block elements are all masks; a cell is painted by
/// mixing its background and foreground by the mask (`CellPainter`).
public struct GlyphMask: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var values: [UInt8]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        values = [UInt8](repeating: 0, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    /// True when no pixel is covered (a space).
    public var isEmpty: Bool { !values.contains { $0 != 0 } }

    /// Covers the pixels of [x0, x1) × [y0, y1) (clipped) fully.
    mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int, value: UInt8 = 255) {
        let left = max(0, x0)
        let right = min(width, x1)
        let top = max(0, y0)
        let bottom = min(height, y1)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            for x in left..<right { values[y * width + x] = max(values[y * width + x], value) }
        }
    }

    /// Covers each pixel by the share of its 4 × 4 sample points `inside` holds (coordinates in
    /// pixels, sample points at the centres of the sixteenths): antialiased curves and diagonals.
    mutating func cover(where inside: (Double, Double) -> Bool) {
        for y in 0..<height {
            for x in 0..<width {
                var hits = 0
                for sy in 0..<4 {
                    for sx in 0..<4 where inside(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4) { hits += 1 }
                }
                if hits > 0 { values[y * width + x] = max(values[y * width + x], UInt8(min(255, hits * 16))) }
            }
        }
    }
}
