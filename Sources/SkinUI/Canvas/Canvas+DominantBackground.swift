import SkinKit

extension Canvas {
    /// The background color most cells have (ties go to the smaller `0xRRGGBB`); nil when empty.
    /// Without color, outputs take the terminal's default pair as dark when this is dark.
    public var dominantBackground: RGBColor? {
        var counts: [UInt32: Int] = [:]
        for cell in compactCells { counts[cell.background.hexValue, default: 0] += 1 }
        let best = counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }
        return best.map { RGBColor(hex: $0.key) }
    }
}
