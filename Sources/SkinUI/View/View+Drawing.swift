import SkinKit

extension View {
    /// Draws one line of text with resolved colors and a font's attributes, clipped to `clip`.
    @discardableResult
    func drawText(
        _ text: String, x: Int, y: Int, color: Resolved<RGBColor>?, background: Resolved<RGBColor>? = nil,
        font: SkinFont? = nil, extra: TextAttributes = [], in canvas: inout Canvas, clip: Rect
    ) -> Int {
        canvas.draw(
            text, x: x, y: y, foreground: color?.value ?? SkinStore.missingColor, background: background?.value,
            attributes: (font?.attributes ?? []).union(extra), foregroundKey: color?.key,
            backgroundKey: background?.key, clip: clip)
    }

    /// Draws `scalar` `count` times on one line (a rule or a border's edge) with a resolved color.
    func drawRun(of scalar: Unicode.Scalar, count: Int, x: Int, y: Int, color: Resolved<RGBColor>?, in canvas: inout Canvas, clip: Rect) {
        canvas.drawRun(
            of: scalar, count: count, x: x, y: y, foreground: color?.value ?? SkinStore.missingColor,
            foregroundKey: color?.key, clip: clip)
    }

    /// Fills a rectangle with a resolved color.
    func fill(_ rect: Rect, with color: Resolved<RGBColor>?, in canvas: inout Canvas, clip: Rect) {
        guard let color else { return }
        canvas.fill(rect, background: color.value, key: color.key, clip: clip)
    }

    /// `text` cut to `width` cells, with `…` when it did not fit.
    func truncated(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        return DisplayWidth.prefix(text, fitting: width - 1) + "…"
    }
}

/// Horizontal placement of text in its frame.
public enum TextAlignment: Sendable { case leading, center, trailing }
