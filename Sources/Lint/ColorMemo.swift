import SkinKit

/// Color answers a lint run needs again and again, each worked out once per run: the nearest
/// xterm palette entry of a color at a depth, and a color as a color-vision deficiency sees it.
struct ColorMemo {
    private struct Key: Hashable {
        var color: UInt32
        var depth: ColorDepth
    }

    private struct VisionKey: Hashable {
        var color: RGBColor
        var vision: VisionDeficiency
    }

    private var indices: [Key: Int?] = [:]
    private var seen: [VisionKey: RGBColor] = [:]

    /// `TerminalPalette.nearestIndex` of `color` at `depth`.
    mutating func nearestIndex(to color: RGBColor, depth: ColorDepth) -> Int? {
        let key = Key(color: color.hexValue, depth: depth)
        if let known = indices[key] { return known }
        let index = TerminalPalette.nearestIndex(to: color, depth: depth)
        indices[key] = index
        return index
    }

    /// `vision.simulate(color)`.
    mutating func simulated(_ color: RGBColor, _ vision: VisionDeficiency) -> RGBColor {
        let key = VisionKey(color: color, vision: vision)
        if let known = seen[key] { return known }
        let result = vision.simulate(color)
        seen[key] = result
        return result
    }
}
