import SkinKit

/// `TerminalPalette.nearestIndex` (xterm's palette), each color and depth worked out once per lint run.
struct PaletteIndexMemo {
    private struct Key: Hashable {
        var color: UInt32
        var depth: ColorDepth
    }

    private var indices: [Key: Int?] = [:]

    mutating func nearestIndex(to color: RGBColor, depth: ColorDepth) -> Int? {
        let key = Key(color: color.hexValue, depth: depth)
        if let known = indices[key] { return known }
        let index = TerminalPalette.nearestIndex(to: color, depth: depth)
        indices[key] = index
        return index
    }
}
