import SkinKit

extension Canvas {
    /// The background color most cells have (ties go to the smaller `0xRRGGBB`); nil when empty.
    /// Without color, outputs take the terminal's default pair as dark when this is dark.
    public var dominantBackground: RGBColor? {
        // Int keys: the runtime has checked `Int: Hashable` by now; a first `[UInt32: Int]` scans
        // every protocol conformance of the binary for `UInt32: Hashable`.
        // Counted a run of equal backgrounds at a time (rows are mostly runs): one hash per run.
        var counts: [Int: Int] = [:]
        var run: (color: UInt32, count: Int)?
        for cell in compactCells {
            let color = cell.background.hexValue
            if let current = run, current.color == color {
                run = (color, current.count + 1)
                continue
            }
            if let current = run { counts[Int(current.color), default: 0] += current.count }
            run = (color, 1)
        }
        if let current = run { counts[Int(current.color), default: 0] += current.count }
        let best = counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }
        return best.map { RGBColor(hex: UInt32($0.key)) }
    }
}
