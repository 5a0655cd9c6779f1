/// A vertical list taller than its frame, scrolled by `contentOffset`. Layout walks the rows'
/// heights once and gives frames only to the rows inside the frame; only those are drawn.
open class ScrollView: View {
    /// Rows scrolled past the top.
    public var contentOffset = 0
    /// The total height of the content, from the last layout.
    public private(set) var contentHeight = 0
    /// The rows the last layout placed inside the frame, in drawing order.
    private var visibleRows: [View] = []

    public override init() {
        super.init()
        height = .fill
    }

    open override func layoutSubviews() {
        // The walk reads a copy of the list, which keeps every row alive until it ends: a row's
        // `refreshSkin` may remove rows (itself included) from `subviews` while the walk runs.
        let rows = subviews
        // While the list is unchanged every row of the copy is still a child; only after a
        // `refreshSkin` changed it is each row's weak `superview` loaded (an atomic retain and release).
        let version = subviewsVersion
        var y = frame.y - contentOffset
        var visible: [View] = []
        for child in rows where !child.isHidden && (subviewsVersion == version || child.superview === self) {
            let height: Int
            switch child.height {
            case .fixed(let n): height = n
            case .fit, .fill: height = child.intrinsicSize(maxWidth: frame.width).height
            }
            if y + height > frame.y && y < frame.maxY {
                child.refreshIfNeeded()
                guard child.superview === self else { continue }
                child.frame = Rect(x: frame.x, y: y, width: frame.width, height: height)
                child.layoutSubviews()
                visible.append(child)
            }
            y += height
        }
        visibleRows = visible
        contentHeight = y - (frame.y - contentOffset)
    }

    open override func renderSubviews(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        // A row removed since layout (by a `refreshSkin`) is no longer drawn.
        for row in visibleRows where row.superview === self {
            row.render(in: &canvas, clip: clip, context: context)
        }
    }
}
