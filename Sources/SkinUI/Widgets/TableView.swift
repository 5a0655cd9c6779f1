import SkinKit

/// A grouped list (UITableView): section headers, rows with detail text and a disclosure `›`, a
/// selected row (`✓`, on the highlight color) and separators between rows. It shows as many whole
/// rows as its height allows, and never ends on a header or a separator.
open class TableView: View, FlexibleHeight {
    /// One line of the list.
    public enum Row: Sendable, Equatable {
        case header(String)
        case item(title: String, detail: String, isSelected: Bool, extras: RowExtras = RowExtras())
        case separator
    }

    /// What a row shows besides its title and detail: its trailing accessory, a count badge and a
    /// leading skin image (screen files set them; the gallery's rows keep the defaults).
    public struct RowExtras: Sendable, Equatable {
        /// The trailing mark: `›` (disclosure), `✓` (checkmark) or nothing.
        public enum Accessory: String, Sendable, CaseIterable { case disclosure, checkmark, none }
        public var accessory: Accessory?
        public var badge: Int?
        /// A skin image key drawn as an icon before the title.
        public var image: String?
        public init(accessory: Accessory? = nil, badge: Int? = nil, image: String? = nil) {
            self.accessory = accessory
            self.badge = badge
            self.image = image
        }
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

    /// A list of rows as given (a screen file's sections).
    public init(rows: [Row]) {
        self.rows = rows
        super.init()
    }

    private static let table = View.declarations.adding([
        .text(.textColor, "text"), .text(.detailColor, "secondaryText"), .text(.headerColor, "secondaryText"),
        .color(.separatorColor, "separator"), .color(.selectedColor, "highlight"), .part(.tintColor, "accent", on: .selectedColor),
        .font(.font, "body"), .font(.headerFont, "caption"),
        .color(.badgeColor, "error"), .text(.badgeTextColor, "badge.text", on: .badgeColor),
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

    open override var flexibleHeight: (any FlexibleHeight)? { self }

    private func isHeader(_ row: Row) -> Bool {
        if case .header = row { return true }
        return false
    }

    open override func intrinsicSize(maxWidth: Int) -> Size { Size(width: maxWidth, height: rows.count) }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let text = color(.textColor, in: context)
        let detail = color(.detailColor, in: context)
        let body = font(.font, in: context).value
        for (offset, row) in shownRows(height: frame.height).enumerated() {
            let y = frame.y + offset
            switch row {
            case .header(let title):
                drawText(
                    truncated(title.uppercased(), to: frame.width), x: frame.x, y: y, color: color(.headerColor, in: context),
                    font: font(.headerFont, in: context).value, in: &canvas, clip: clip)
            case .separator:
                drawRun(
                    of: "─", count: frame.width - 1, x: frame.x + 1, y: y, color: color(.separatorColor, in: context),
                    in: &canvas, clip: clip)
            case .item(let title, let detailText, let isSelected, let extras):
                if isSelected { fill(Rect(x: frame.x, y: y, width: frame.width, height: 1), with: color(.selectedColor, in: context), in: &canvas, clip: clip) }
                let accessory = extras.accessory ?? (isSelected ? .checkmark : .disclosure)
                let trailing = accessory == .checkmark ? "✓" : accessory == .disclosure ? "›" : ""
                var end = frame.maxX - 2
                if let count = extras.badge, count > 0 {
                    let pill = " \(count > 99 ? "99+" : "\(count)") "
                    end -= DisplayWidth.of(pill)
                    let pillX = end + 1
                    fill(Rect(x: pillX, y: y, width: DisplayWidth.of(pill), height: 1), with: color(.badgeColor, in: context), in: &canvas, clip: clip)
                    drawText(pill, x: pillX, y: y, color: color(.badgeTextColor, in: context), font: body, extra: [.bold], in: &canvas, clip: clip)
                }
                var titleX = frame.x + 1
                if let key = extras.image, let store = context.store {
                    let image = store.lookupImage(key).value.resolve(in: traitCollection)
                    let tint = color(.tintColor, in: context)?.value ?? SkinStore.missingColor
                    if image.isBitmap {
                        HalfBlockRenderer.drawBarIcon(image, x: titleX, y: y, tint: tint, key: key, canvas: &canvas, clip: clip)
                        titleX += HalfBlockRenderer.barIconWidth(image) + 1
                    } else {
                        let glyph = image.lines.first ?? ""
                        titleX += drawText(glyph, x: titleX, y: y, color: color(.tintColor, in: context), in: &canvas, clip: clip) + 1
                    }
                }
                let detailShown = truncated(detailText, to: max(0, frame.width / 2 - 2))
                let detailX = end - DisplayWidth.of(detailShown)
                drawText(
                    truncated(title, to: max(0, detailX - titleX - 1)), x: titleX, y: y, color: text, font: body,
                    extra: isSelected ? [.bold] : [], in: &canvas, clip: clip)
                drawText(detailShown, x: detailX, y: y, color: detail, font: body, in: &canvas, clip: clip)
                if !trailing.isEmpty {
                    drawText(
                        trailing, x: frame.maxX - 1, y: y, color: accessory == .checkmark ? color(.tintColor, in: context) : detail,
                        extra: accessory == .checkmark ? [.bold] : [], in: &canvas, clip: clip)
                }
            }
        }
    }
}
