/// Block elements (U+2580–U+259F) drawn as rectangles of the cell, so that they fill it exactly
/// and join their neighbours: halves split at the cell's middle row (`height / 2` rows above),
/// eighths at `round(size × k / 8)`, quadrants at the middle, shades as an even 25 / 50 / 75 % cover.
enum BlockElements {
    static let range: ClosedRange<UInt32> = 0x2580...0x259F

    /// The mask of `scalar` in a cell of `width × height` pixels; nil outside the block.
    static func mask(_ scalar: Unicode.Scalar, width: Int, height: Int) -> GlyphMask? {
        guard range.contains(scalar.value) else { return nil }
        var mask = GlyphMask(width: width, height: height)
        let midX = width / 2
        let midY = height / 2
        func eighthsHigh(_ k: Int) -> Int { (height * k * 2 + 8) / 16 }
        func eighthsWide(_ k: Int) -> Int { (width * k * 2 + 8) / 16 }
        switch scalar.value {
        case 0x2580: mask.fill(x0: 0, y0: 0, x1: width, y1: midY)
        case 0x2581...0x2588:
            let k = Int(scalar.value - 0x2580)
            mask.fill(x0: 0, y0: height - eighthsHigh(k), x1: width, y1: height)
        case 0x2589...0x258F:
            let k = 8 - Int(scalar.value - 0x2588)
            mask.fill(x0: 0, y0: 0, x1: eighthsWide(k), y1: height)
        case 0x2590: mask.fill(x0: midX, y0: 0, x1: width, y1: height)
        case 0x2591, 0x2592, 0x2593:
            let share = UInt8(64 * Int(scalar.value - 0x2590))
            mask.fill(x0: 0, y0: 0, x1: width, y1: height, value: share)
        case 0x2594: mask.fill(x0: 0, y0: 0, x1: width, y1: eighthsHigh(1))
        case 0x2595: mask.fill(x0: width - eighthsWide(1), y0: 0, x1: width, y1: height)
        default:
            // Quadrants: upper left, upper right, lower left, lower right as bits 1, 2, 4, 8.
            let quadrants: [UInt32: Int] = [
                0x2596: 4, 0x2597: 8, 0x2598: 1, 0x2599: 1 | 4 | 8, 0x259A: 1 | 8,
                0x259B: 1 | 2 | 4, 0x259C: 1 | 2 | 8, 0x259D: 2, 0x259E: 2 | 4, 0x259F: 2 | 4 | 8,
            ]
            let bits = quadrants[scalar.value] ?? 0
            if bits & 1 != 0 { mask.fill(x0: 0, y0: 0, x1: midX, y1: midY) }
            if bits & 2 != 0 { mask.fill(x0: midX, y0: 0, x1: width, y1: midY) }
            if bits & 4 != 0 { mask.fill(x0: 0, y0: midY, x1: midX, y1: height) }
            if bits & 8 != 0 { mask.fill(x0: midX, y0: midY, x1: width, y1: height) }
        }
        return mask
    }
}
