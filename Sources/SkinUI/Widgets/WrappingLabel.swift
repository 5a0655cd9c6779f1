import SkinKit

/// A label that wraps its text over as many rows as it needs (up to `maximumRows`), so that a long
/// status message — a reload error with its file, line and reason — is never cut at the screen edge.
open class WrappingLabel: Label {
    public var maximumRows: Int
    /// The rows last wrapped, with what they were wrapped from: a frame asks for them up to three
    /// times (the parent's measure, its layout, the drawing), and a status line seldom changes.
    private var lastRows: (text: String, width: Int, maximumRows: Int, rows: [String])?

    public init(_ text: String, maximumRows: Int = 4) {
        self.maximumRows = maximumRows
        super.init(text)
        height = .fit
    }

    /// The rows `text` takes at `width` columns: broken at spaces where possible, else mid-word.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var rows: [String] = []
        var current: String?
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.map { $0 + " " + word } ?? word
            if DisplayWidth.of(candidate) <= width {
                current = candidate
                continue
            }
            if let current, !current.isEmpty { rows.append(current) }
            var rest = word
            while DisplayWidth.of(rest) > width {
                let head = DisplayWidth.prefix(rest, fitting: width)
                guard !head.isEmpty else { break }
                rows.append(head)
                rest = String(rest.dropFirst(head.count))
            }
            current = rest.isEmpty ? nil : rest
        }
        if let current { rows.append(current) }
        return rows.isEmpty ? [""] : rows
    }

    func rows(width: Int) -> [String] {
        if let lastRows, lastRows.width == width, lastRows.maximumRows == maximumRows, lastRows.text == text {
            return lastRows.rows
        }
        let all = Self.wrap(text, width: width)
        let rows =
            all.count > maximumRows && maximumRows > 0
            ? Array(all.prefix(maximumRows - 1)) + [truncated(all[(maximumRows - 1)...].joined(separator: " "), to: width)]
            : all
        lastRows = (text, width, maximumRows, rows)
        return rows
    }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        let rows = rows(width: maxWidth)
        return Size(width: rows.map(DisplayWidth.of).max() ?? 0, height: max(1, rows.count))
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let textColor = color(.textColor, in: context)
        let font = font(.font, in: context).value
        for (index, row) in rows(width: frame.width).enumerated() where index < frame.height {
            drawText(row, x: frame.x, y: frame.y + index, color: textColor, font: font, in: &canvas, clip: clip)
        }
    }
}
