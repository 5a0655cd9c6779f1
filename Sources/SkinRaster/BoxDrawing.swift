/// Box drawing (U+2500–U+257F) drawn as strokes from the cell's centre to its edges, so that
/// lines join across cells whatever the font: light and heavy arms, double arms as two light
/// lines, dashes, rounded corners and diagonals (antialiased by `GlyphMask.cover`).
enum BoxDrawing {
    static let range: ClosedRange<UInt32> = 0x2500...0x257F

    /// Each character's arms up, right, down, left: 0 none, 1 light, 2 heavy, 3 double. Characters
    /// U+2500…U+254B, then U+2550…U+256C, then U+2574…U+257F (the others are dashes, arcs, diagonals).
    private static let arms: [UInt32: String] = {
        let lines =
            "0101 0202 1010 2020 0000 0000 0000 0000 0000 0000 0000 0000 "
            + "0110 0210 0120 0220 0011 0012 0021 0022 1100 1200 2100 2200 1001 1002 2001 2002 "
            + "1110 1210 2110 1120 2120 1220 2210 2220 1011 1012 2011 1021 2021 1022 2012 2022 "
            + "0111 0112 0211 0212 0121 0122 0221 0222 1101 1102 1201 1202 2101 2102 2201 2202 "
            + "1111 1112 1211 1212 2111 1121 2121 2112 2211 1122 1221 2212 1222 2122 2222"
        let doubles =
            "0303 3030 0130 0310 0330 0013 0031 0033 1300 3100 3300 1003 3001 3003 "
            + "1310 3130 3330 1013 3031 3033 0313 0131 0333 1303 3101 3303 1313 3131 3333"
        let halves = "0001 1000 0100 0010 0002 2000 0200 0020 0201 1020 0102 2010"
        var table: [UInt32: String] = [:]
        for (offset, word) in lines.split(separator: " ").enumerated() where word != "0000" { table[0x2500 + UInt32(offset)] = String(word) }
        for (offset, word) in doubles.split(separator: " ").enumerated() { table[0x2550 + UInt32(offset)] = String(word) }
        for (offset, word) in halves.split(separator: " ").enumerated() { table[0x2574 + UInt32(offset)] = String(word) }
        return table
    }()

    /// The mask of `scalar` in a cell of `width × height` pixels with light lines `light` pixels
    /// thick; nil outside the block.
    static func mask(_ scalar: Unicode.Scalar, width: Int, height: Int, light: Int) -> GlyphMask? {
        guard range.contains(scalar.value) else { return nil }
        var mask = GlyphMask(width: width, height: height)
        let heavy = light * 2
        let cx = width / 2
        let cy = height / 2
        // A stroke of thickness t centred on c covers [c - t/2, c - t/2 + t).
        func band(_ centre: Int, _ thickness: Int) -> (Int, Int) { (centre - thickness / 2, centre - thickness / 2 + thickness) }
        let gap = max(light, 1)
        let value = scalar.value
        if let word = arms[value] {
            let digits = word.compactMap { $0.wholeNumberValue }
            guard digits.count == 4 else { return mask }
            // Single arms reach across the widest crossing stroke, so corners and tees close.
            let widest = max(digits.filter { $0 != 3 }.map { $0 == 2 ? heavy : light }.max() ?? 0, light)
            let near = widest / 2
            let far = widest - widest / 2
            for (arm, kind) in digits.enumerated() where kind != 0 {
                let thickness = kind == 2 ? heavy : light
                // A double arm is two light lines `gap` either side of the centre line.
                let offsets = kind == 3 ? [-gap, gap] : [0]
                let reachNear = kind == 3 ? gap + light / 2 : near
                let reachFar = kind == 3 ? gap + light - light / 2 : far
                for offset in offsets {
                    switch arm {
                    case 0:
                        let (x0, x1) = band(cx + offset, thickness)
                        mask.fill(x0: x0, y0: 0, x1: x1, y1: cy + reachFar)
                    case 2:
                        let (x0, x1) = band(cx + offset, thickness)
                        mask.fill(x0: x0, y0: cy - reachNear, x1: x1, y1: height)
                    case 1:
                        let (y0, y1) = band(cy + offset, thickness)
                        mask.fill(x0: cx - reachNear, y0: y0, x1: width, y1: y1)
                    default:
                        let (y0, y1) = band(cy + offset, thickness)
                        mask.fill(x0: 0, y0: y0, x1: cx + reachFar, y1: y1)
                    }
                }
            }
            return mask
        }
        switch value {
        case 0x2504...0x250B, 0x254C...0x254F:
            let dashes = value >= 0x254C ? 2 : (value <= 0x2507 ? 3 : 4)
            let isHeavy = value % 2 == 1
            let isVertical = value >= 0x254C ? value >= 0x254E : (value - 0x2504) % 4 >= 2
            let thickness = isHeavy ? heavy : light
            let length = isVertical ? height : width
            for dash in 0..<dashes {
                let start = length * dash / dashes
                let end = length * (dash + 1) / dashes - max(1, length / (dashes * 4))
                if isVertical {
                    let (x0, x1) = band(cx, thickness)
                    mask.fill(x0: x0, y0: start, x1: x1, y1: end)
                } else {
                    let (y0, y1) = band(cy, thickness)
                    mask.fill(x0: start, y0: y0, x1: end, y1: y1)
                }
            }
        case 0x256D...0x2570:
            // A quarter circle joining the centre lines of the two edges it meets, then straight to them.
            let (x0, x1) = band(cx, light)
            let (y0, y1) = band(cy, light)
            let lineX = Double(x0 + x1) / 2
            let lineY = Double(y0 + y1) / 2
            let goesRight = value == 0x256D || value == 0x2570
            let goesDown = value == 0x256D || value == 0x256E
            let radius = min(goesRight ? Double(width) - lineX : lineX, goesDown ? Double(height) - lineY : lineY)
            let centreX = goesRight ? lineX + radius : lineX - radius
            let centreY = goesDown ? lineY + radius : lineY - radius
            let half = Double(light) / 2
            mask.cover { x, y in
                let dx = x - centreX
                let dy = y - centreY
                let inQuadrant = (goesRight ? x <= centreX : x >= centreX) && (goesDown ? y <= centreY : y >= centreY)
                let distance = (dx * dx + dy * dy).squareRoot()
                return inQuadrant && abs(distance - radius) <= half
            }
            let arcEndY = Int(centreY.rounded())
            let arcEndX = Int(centreX.rounded())
            if goesDown { mask.fill(x0: x0, y0: arcEndY, x1: x1, y1: height) } else { mask.fill(x0: x0, y0: 0, x1: x1, y1: arcEndY) }
            if goesRight { mask.fill(x0: arcEndX, y0: y0, x1: width, y1: y1) } else { mask.fill(x0: 0, y0: y0, x1: arcEndX, y1: y1) }
        case 0x2571...0x2573:
            let w = Double(width)
            let h = Double(height)
            let length = (w * w + h * h).squareRoot()
            let half = Double(light) / 2 + 0.25
            mask.cover { x, y in
                let rising = abs(x * h + y * w - w * h) / length <= half  // ╱: top right to bottom left
                let falling = abs(x * h - y * w) / length <= half  // ╲: top left to bottom right
                switch value {
                case 0x2571: return rising
                case 0x2572: return falling
                default: return rising || falling
                }
            }
        default:
            break
        }
        return mask
    }
}
