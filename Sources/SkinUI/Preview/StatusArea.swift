/// The status line and the key hints under it, in two rows whatever the message: a status message
/// that wraps to two rows takes the hint's row (the hints come back with the next key), not a row
/// of the page above, so the panels do not shift and no widget drops out for a message. Only a
/// longer one (a reload error with its file, line and reason) grows the area, up to the status
/// line's `maximumRows`, so that it is never cut.
public final class StatusArea: View {
    /// Rows the area takes for any message of one or two rows.
    public static let rows = 2

    let statusLine: WrappingLabel
    let hintLine: Label

    /// A status line skinned as every page's: `status.text` on `status.background`.
    public static func makeStatusLine() -> WrappingLabel {
        let line = WrappingLabel("")
        line.backgroundColor = .skin("status.background")
        line.textColor = .skin("status.text")
        return line
    }

    /// `hint` skinned as every page's key hints: `secondaryText` in the `caption` font.
    public static func styledHint<Hint: Label>(_ hint: Hint) -> Hint {
        hint.textColor = .skin("secondaryText")
        hint.font = .skin("caption")
        return hint
    }

    public init(statusLine: WrappingLabel, hintLine: Label) {
        self.statusLine = statusLine
        self.hintLine = hintLine
        super.init()
        height = .fit
        addSubviews([statusLine, hintLine])
    }

    private func statusRows(width: Int) -> Int {
        max(1, statusLine.rows(width: width).count)
    }

    public override func intrinsicSize(maxWidth: Int) -> Size {
        statusLine.refreshIfNeeded()
        return Size(width: maxWidth, height: max(Self.rows, statusRows(width: maxWidth)))
    }

    /// A message of two rows or more leaves the hint line no height (so it draws nothing).
    public override func layoutSubviews() {
        for child in subviews { child.refreshIfNeeded() }
        let status = min(frame.height, statusRows(width: frame.width))
        statusLine.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: status)
        hintLine.frame = Rect(x: frame.x, y: frame.y + status, width: frame.width, height: max(0, frame.height - status))
        statusLine.layoutSubviews()
        hintLine.layoutSubviews()
    }
}
