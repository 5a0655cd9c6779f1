import SkinImageCodec
import SkinKit

/// Draws a bitmap into cells with the upper half block `▀`: the foreground is the upper pixel, the
/// background the lower one, so a cell shows two square-ish pixels. The bitmap is scaled to the
/// area by area averaging (in premultiplied alpha, so transparent pixels do not darken edges) and
/// composited over what the canvas already holds there (the view's background).
public enum HalfBlockRenderer {
    /// The glyph every image cell uses.
    public static let glyph = "▀"

    /// Draws `image`'s best variant into `rect`, clipped to `clip`. With `tint`, the pixels' alpha
    /// is filled with the tint (template rendering); `key` names the skin key in the cells.
    public static func draw(
        _ image: SkinImage, in rect: Rect, tint: RGBColor?, key: String?,
        canvas: inout Canvas, clip: Rect
    ) {
        guard rect.width > 0, rect.height > 0, let bitmap = image.bitmap(columns: rect.width, rows: rect.height) else { return }
        let pixels = scaled(bitmap, width: rect.width, height: rect.height * 2)
        let area = rect.intersection(clip).intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let column = x - rect.x
                let upperRow = (y - rect.y) * 2
                let upper = pixels[upperRow * rect.width + column]
                let lower = pixels[(upperRow + 1) * rect.width + column]
                if upper.alpha == 0 && lower.alpha == 0 { continue }
                let beneath = canvas[x, y].background
                canvas.draw(
                    glyph, x: x, y: y, foreground: upper.color(tint: tint).composited(over: beneath),
                    background: lower.color(tint: tint).composited(over: beneath),
                    foregroundKey: key, backgroundKey: key, clip: area)
            }
        }
    }

    /// Cells an icon takes in a one-row bar: its aspect ratio at two pixels per row, 1…4 columns.
    public static func barIconWidth(_ image: SkinImage) -> Int {
        guard let plain = image.bitmaps.first else { return DisplayWidth.of(image.lines.first ?? "") }
        return min(4, max(1, Int((2 * Double(plain.width) / Double(plain.height)).rounded())))
    }

    /// Draws a bar item's icon at (x, y) in one row; bars tint `automatic` images (UIKit does too).
    /// A tinted icon is one color, so only its shape matters: its alpha mask is drawn in braille
    /// dots (2 × 4 per cell) in the tint, which keeps a chevron or a magnifier recognisable where
    /// two half-block pixels per cell would average it into a square. `original` icons keep their
    /// colors in half blocks.
    public static func drawBarIcon(
        _ image: SkinImage, x: Int, y: Int, tint: RGBColor, key: String?,
        canvas: inout Canvas, clip: Rect
    ) {
        let rect = Rect(x: x, y: y, width: barIconWidth(image), height: 1)
        guard image.renderingMode != .original else {
            draw(image, in: rect, tint: nil, key: key, canvas: &canvas, clip: clip)
            return
        }
        drawMask(image, in: rect, tint: tint, key: key, canvas: &canvas, clip: clip)
    }

    /// Braille dots of each cell, column by column and top to bottom (U+2800 + the set bits).
    static let brailleBits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// `image`'s alpha mask in braille dots in `tint`, one row high: a dot where the coverage is
    /// at least half the icon's strongest (so thin strokes still show).
    static func drawMask(_ image: SkinImage, in rect: Rect, tint: RGBColor, key: String?, canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0, rect.height > 0, let bitmap = image.bitmap(columns: rect.width * 2, rows: rect.height * 2) else { return }
        let columns = rect.width * 2
        let rows = rect.height * 4
        let mask = scaled(bitmap, width: columns, height: rows).map(\.alpha)
        guard let strongest = mask.max(), strongest > 0 else { return }
        let threshold = strongest / 2
        let area = rect.intersection(clip).intersection(canvas.bounds)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                var bits: UInt32 = 0
                for dx in 0..<2 {
                    for dy in 0..<4 where mask[((y - rect.y) * 4 + dy) * columns + (x - rect.x) * 2 + dx] >= threshold {
                        bits |= brailleBits[dx][dy]
                    }
                }
                guard bits != 0, let scalar = Unicode.Scalar(0x2800 + bits) else { continue }
                canvas.draw(String(Character(scalar)), x: x, y: y, foreground: tint, foregroundKey: key, clip: area)
            }
        }
    }

    /// A premultiplied pixel with channels in 0...255 and alpha in 0...1.
    struct Pixel: Equatable {
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0

        /// The straight-alpha color, or the tint at this pixel's coverage.
        func color(tint: RGBColor?) -> RGBColor {
            if let tint { return tint.withAlpha(tint.alpha * alpha) }
            guard alpha > 0 else { return RGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
            func channel(_ value: Double) -> UInt8 { UInt8(min(255, max(0, (value / alpha).rounded()))) }
            return RGBColor(red: channel(red), green: channel(green), blue: channel(blue), alpha: alpha)
        }
    }

    /// `bitmap` resized to `width × height` pixels: each target pixel is the coverage-weighted
    /// average of the source pixels under it (a box filter; exact for whole-number ratios).
    static func scaled(_ bitmap: RGBABitmap, width: Int, height: Int) -> [Pixel] {
        let scaleX = Double(bitmap.width) / Double(width)
        let scaleY = Double(bitmap.height) / Double(height)
        var result = [Pixel](repeating: Pixel(), count: width * height)
        for ty in 0..<height {
            let y0 = Double(ty) * scaleY
            let y1 = Double(ty + 1) * scaleY
            for tx in 0..<width {
                let x0 = Double(tx) * scaleX
                let x1 = Double(tx + 1) * scaleX
                var sum = Pixel()
                var weight = 0.0
                for sy in Int(y0)..<min(bitmap.height, Int(y1.rounded(.up))) {
                    let coverY = min(y1, Double(sy + 1)) - max(y0, Double(sy))
                    guard coverY > 0 else { continue }
                    for sx in Int(x0)..<min(bitmap.width, Int(x1.rounded(.up))) {
                        let cover = (min(x1, Double(sx + 1)) - max(x0, Double(sx))) * coverY
                        guard cover > 0 else { continue }
                        let p = bitmap.pixel(x: sx, y: sy)
                        let a = Double(p.alpha) / 255
                        sum.red += Double(p.red) * a * cover
                        sum.green += Double(p.green) * a * cover
                        sum.blue += Double(p.blue) * a * cover
                        sum.alpha += a * cover
                        weight += cover
                    }
                }
                if weight > 0 {
                    result[ty * width + tx] = Pixel(
                        red: sum.red / weight, green: sum.green / weight,
                        blue: sum.blue / weight, alpha: sum.alpha / weight)
                }
            }
        }
        return result
    }
}
