import SkinKit
import SkinUI

/// The cell-by-cell comparison of an expected canvas (a decoded golden file) and an actual one (the
/// fresh render, exported and decoded in the same format), by look: character, colors, attributes —
/// never skin keys.
///
/// When the sizes differ, the common top-left area is compared cell by cell and the size difference
/// is reported on its own.
public struct CanvasDiff: Hashable, Sendable {
    /// The canvas the golden file holds.
    public let expected: Canvas
    /// The canvas rendered now.
    public let actual: Canvas
    /// Differing cells in the common area, row by row, left to right.
    public let differences: [CellDifference]
    /// False for a format without colors (`txt`): its decoded colors are the decoder's defaults,
    /// so the report names characters only.
    public let comparesColors: Bool

    /// Compares the two canvases cell by cell.
    public init(expected: Canvas, actual: Canvas, comparesColors: Bool = true) {
        self.expected = expected
        self.actual = actual
        self.comparesColors = comparesColors
        var differences: [CellDifference] = []
        let common = Self.commonSize(expected.size, actual.size)
        for y in 0..<common.height {
            for x in 0..<common.width where !expected[x, y].looksSame(as: actual[x, y]) {
                differences.append(
                    CellDifference(
                        x: x, y: y, expected: expected[x, y], actual: actual[x, y],
                        showsColor: comparesColors))
            }
        }
        self.differences = differences
    }

    /// True when the sizes are equal and every cell looks the same.
    public var isMatch: Bool { sizesMatch && differences.isEmpty }

    /// True when both canvases have the same width and height.
    public var sizesMatch: Bool { expected.size == actual.size }

    /// The area compared cell by cell: the smaller width by the smaller height.
    public var comparedSize: Size { Self.commonSize(expected.size, actual.size) }

    /// The rows with at least one differing cell, top to bottom.
    public var differingRows: [Int] {
        var rows: [Int] = []
        for difference in differences where rows.last != difference.y { rows.append(difference.y) }
        return rows
    }

    /// Whether cell (x, y) of the common area differs.
    public func differs(x: Int, y: Int) -> Bool {
        x < comparedSize.width && y < comparedSize.height && !expected[x, y].looksSame(as: actual[x, y])
    }

    static func commonSize(_ a: Size, _ b: Size) -> Size {
        Size(width: min(a.width, b.width), height: min(a.height, b.height))
    }
}
