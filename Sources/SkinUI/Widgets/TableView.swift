import SkinKit

/// A grouped list (UITableView): section headers, rows with detail text and a disclosure `›`, a
/// selected row (`✓`, on the highlight color) and separators between rows. It shows as many whole
/// rows as its height allows, and never ends on a header or a separator.
open class TableView: View, FlexibleHeight {
    /// One line of the list.
    public enum Row: Sendable, Equatable {
        case header(String)
        case item(title: String, detail: String, isSelected: Bool)
        case separator
    }

    public var rows: [Row]

    /// Sections of titled items; separators go between the items of a section.
    public init(sections: [(title: String, items: [(title: String, detail: String)])], selected: String? = nil) {
        var rows: [Row] = []
        for section in sections {
            rows.append(.header(section.title))
            for (index, item) in section.items.enumerated() {
                if index > 0 { rows.append(.separator) }
                rows.append(.item(title: item.title, detail: item.detail, isSelected: item.title == selected))
            }
        }
        self.rows = rows
        super.init()
    }

    private static let table = View.declarations.adding([
        .text(.textColor, "text"), .text(.detailColor, "secondaryText"), .text(.headerColor, "secondaryText"),
        .color(.separatorColor, "separator"), .color(.selectedColor, "highlight"), .part(.tintColor, "accent", on: .selectedColor),
        .font(.font, "body"), .font(.headerFont, "caption"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    /// The rows shown in `height` lines: whole rows only, never a header or separator last.
    public func shownRows(height: Int) -> ArraySlice<Row> {
        var shown = rows.prefix(max(0, height))
        while let last = shown.last, last == .separator || isHeader(last) { shown = shown.dropLast() }
        return shown
    }

    /// The fewest lines worth showing: a header and its first two items.
    public var minimumHeight: Int { min(rows.count, 4) }

    public var maximumHeight: Int { rows.count }

    public func usedHeight(of height: Int) -> Int { shownRows(height: height).count }

    private func isHeader(_ row: Row) -> Bool {
        if case .header = row { return true }
        return false
    }

    open override func intrinsicSize(maxWidth: Int) -> Size { Size(width: maxWidth, height: rows.count) }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let text = color(.textColor, in: context), detail = color(.detailColor, in: context)
        let body = font(.font, in: context).value
        for (offset, row) in shownRows(height: frame.height).enumerated() {
            let y = frame.y + offset
            switch row {
            case .header(let title):
                drawText(truncated(title.uppercased(), to: frame.width), x: frame.x, y: y, color: color(.headerColor, in: context),
                         font: font(.headerFont, in: context).value, in: &canvas, clip: clip)
            case .separator:
                drawText(String(repeating: "─", count: max(0, frame.width - 1)), x: frame.x + 1, y: y,
                         color: color(.separatorColor, in: context), in: &canvas, clip: clip)
            case .item(let title, let detailText, let isSelected):
                if isSelected { fill(Rect(x: frame.x, y: y, width: frame.width, height: 1), with: color(.selectedColor, in: context), in: &canvas, clip: clip) }
                let trailing = isSelected ? "✓" : "›"
                let detailShown = truncated(detailText, to: max(0, frame.width / 2 - 2))
                let detailX = frame.maxX - 2 - DisplayWidth.of(detailShown)
                drawText(truncated(title, to: max(0, detailX - frame.x - 2)), x: frame.x + 1, y: y, color: text, font: body,
                         extra: isSelected ? [.bold] : [], in: &canvas, clip: clip)
                drawText(detailShown, x: detailX, y: y, color: detail, font: body, in: &canvas, clip: clip)
                drawText(trailing, x: frame.maxX - 1, y: y, color: isSelected ? color(.tintColor, in: context) : detail,
                         extra: isSelected ? [.bold] : [], in: &canvas, clip: clip)
            }
        }
    }
}
