import SkinKit

/// The picker's rows: the filter line, the light/dark filter and order, then one row per skin shown
/// (mark, name, source, a strip of its colors). Draws only the rows that fit, straight from the
/// model's `visible` list, so a frame costs the same for ten skins or five thousand.
public final class PickerList: View {
    /// The picker to draw; set by the session before each frame.
    public var model: PickerModel?

    /// Rows above the list: the filter, the light/dark filter and order, a rule.
    static let headerRows = 3

    /// The first row shown so that `highlighted` sits mid-list where it can (worked out per frame
    /// from the model, so drawing changes nothing).
    static func firstRow(highlighted: Int, count: Int, rows: Int) -> Int {
        guard count > rows, rows > 0 else { return 0 }
        return min(max(0, highlighted - rows / 2), count - rows)
    }

    private func skinColor(_ key: String, _ context: DrawContext) -> Resolved<RGBColor> {
        Themed<RGBColor>.skin(key).resolve(traits: traitCollection, store: context.store)
    }

    public override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard let model, frame.width >= 20, frame.height >= 1 else { return }
        let text = skinColor("text", context)
        let secondary = skinColor("secondaryText", context)
        let accent = skinColor("accent", context)
        let border = skinColor("border", context)
        let x = frame.x
        let width = frame.width
        // The filter line: what was typed, a cursor, and how many skins it leaves.
        let count = "\(model.visible.count)/\(model.entries.count)"
        drawText("⌕", x: x, y: frame.y, color: accent, extra: [.bold], in: &canvas, clip: clip)
        let typed = model.query.isEmpty ? "" : truncated(model.query, to: width - DisplayWidth.of(count) - 5)
        let end = x + 2 + drawText(ControlCharacters.escaped(typed), x: x + 2, y: frame.y, color: text, in: &canvas, clip: clip)
        drawText("▏", x: end, y: frame.y, color: accent, in: &canvas, clip: clip)
        if model.query.isEmpty {
            drawText("type to filter", x: end + 1, y: frame.y, color: secondary, in: &canvas, clip: clip)
        }
        drawText(count, x: frame.maxX - DisplayWidth.of(count), y: frame.y, color: secondary, in: &canvas, clip: clip)
        // The light/dark filter, the chosen one marked, and the order.
        var column = x
        for filter in PickerVariantFilter.allCases {
            let chosen = filter == model.filter
            column += drawText(
                chosen ? "[\(filter.rawValue)]" : " \(filter.rawValue) ", x: column, y: frame.y + 1,
                color: chosen ? accent : secondary, extra: chosen ? [.bold] : [], in: &canvas, clip: clip)
        }
        let order = "sort: \(model.sort.rawValue)"
        drawText(order, x: frame.maxX - DisplayWidth.of(order), y: frame.y + 1, color: secondary, in: &canvas, clip: clip)
        drawText(String(repeating: "─", count: width), x: x, y: frame.y + 2, color: border, in: &canvas, clip: clip)
        let rows = frame.height - Self.headerRows
        guard rows > 0 else { return }
        if model.visible.isEmpty {
            let note = model.query.isEmpty ? "no \(model.filter.rawValue) skins" : "no skin matches \"\(ControlCharacters.escaped(model.query))\""
            drawText(truncated(note, to: width), x: x, y: frame.y + Self.headerRows, color: secondary, in: &canvas, clip: clip)
            return
        }
        let first = Self.firstRow(highlighted: model.highlighted, count: model.visible.count, rows: rows)
        let style = traitCollection.effectiveStyle
        for row in 0..<min(rows, model.visible.count - first) {
            let position = first + row
            drawRow(
                model, entry: model.visible[position], highlighted: position == model.highlighted,
                y: frame.y + Self.headerRows + row, style: style, colors: (text, secondary, accent), in: &canvas, clip: clip,
                context: context)
        }
    }

    private func drawRow(
        _ model: PickerModel, entry index: Int, highlighted: Bool, y: Int, style: UserInterfaceStyle,
        colors: (text: Resolved<RGBColor>, secondary: Resolved<RGBColor>, accent: Resolved<RGBColor>),
        in canvas: inout Canvas, clip: Rect, context: DrawContext
    ) {
        let entry = model.entries[index]
        let x = frame.x
        let width = frame.width
        if highlighted { fill(Rect(x: x, y: y, width: width, height: 1), with: skinColor("highlight", context), in: &canvas, clip: clip) }
        if highlighted { drawText("›", x: x, y: y, color: colors.accent, extra: [.bold], in: &canvas, clip: clip) }
        if model.isFavourite[index] {
            drawText("★", x: x + 1, y: y, color: colors.accent, in: &canvas, clip: clip)
        } else if model.isRecent[index] {
            drawText("↻", x: x + 1, y: y, color: colors.secondary, in: &canvas, clip: clip)
        }
        drawText(entry.variant.mark, x: x + 3, y: y, color: colors.secondary, in: &canvas, clip: clip)
        // The strip at the right end, the score (when ordered by it) before it, name and source between
        // in two columns.
        let strip = entry.strip(for: style)
        let stripX = frame.maxX - strip.count
        for (offset, color) in strip.enumerated() {
            canvas.fill(Rect(x: stripX + offset, y: y, width: 1, height: 1), background: color, key: nil, clip: clip)
        }
        var right = stripX - 1
        if let scores = model.contrastScores {
            let score = scores[index].map { Self.scoreText($0) } ?? "–"
            right -= DisplayWidth.of(score) + 1
            drawText(score, x: right + 1, y: y, color: colors.secondary, in: &canvas, clip: clip)
        }
        let available = max(0, right - (x + 5))
        let nameWidth = min(model.nameColumnWidth + 1, available * 3 / 5)
        drawText(
            truncated(ControlCharacters.escaped(entry.name), to: nameWidth), x: x + 5, y: y, color: colors.text,
            extra: highlighted ? [.bold] : [], in: &canvas, clip: clip)
        let sourceWidth = available - nameWidth - 1
        if sourceWidth > 0 {
            drawText(
                truncated(ControlCharacters.escaped(entry.source), to: sourceWidth), x: x + 5 + nameWidth + 1, y: y,
                color: colors.secondary, in: &canvas, clip: clip)
        }
    }

    /// A contrast score as a row shows it: the worst text ratio, e.g. `4.6:1`.
    static func scoreText(_ score: Double) -> String {
        let tenths = Int((score * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10):1"
    }
}
