import SkinKit
import Testing

@testable import SkinUI

/// `Canvas.dominantBackground` counts runs of equal backgrounds; the answer is the plain count's.
struct DominantBackgroundTests {
    /// The most common background by counting every cell, ties to the smaller `0xRRGGBB`.
    static func counted(_ canvas: Canvas) -> RGBColor? {
        var counts: [UInt32: Int] = [:]
        for y in 0..<canvas.height {
            for x in 0..<canvas.width { counts[canvas[x, y].background.hexValue, default: 0] += 1 }
        }
        guard let most = counts.values.max() else { return nil }
        return counts.filter { $0.value == most }.keys.min().map { RGBColor(hex: $0) }
    }

    @Test func runsAndScatteredCellsGiveThePlainCount() {
        let colors = [RGBColor(hex: 0x102030), RGBColor(hex: 0xF0F0F0), RGBColor(hex: 0x336699)]
        // Patterns: long runs, alternating cells, a tie between two colors, one cell.
        let patterns: [(width: Int, height: Int, color: (Int, Int) -> Int)] = [
            (12, 4, { x, _ in x < 7 ? 0 : 1 }),
            (12, 4, { x, y in (x + y) % 3 }),
            (10, 2, { x, _ in x % 2 == 0 ? 1 : 2 }),
            (6, 3, { x, y in y == 1 && x > 1 ? 2 : x % 2 }),
            (1, 1, { _, _ in 2 }),
        ]
        for pattern in patterns {
            var canvas = Canvas(width: pattern.width, height: pattern.height)
            for y in 0..<pattern.height {
                for x in 0..<pattern.width {
                    var cell = canvas[x, y]
                    cell.background = colors[pattern.color(x, y)]
                    canvas[x, y] = cell
                }
            }
            #expect(canvas.dominantBackground == Self.counted(canvas))
        }
        #expect(Canvas(width: 0, height: 0).dominantBackground == nil)
    }
}
