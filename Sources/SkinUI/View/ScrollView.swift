/// A vertical list taller than its frame, scrolled by `contentOffset`. Layout walks the rows'
/// heights once and gives frames only to the rows inside the frame; only those are drawn.
open class ScrollView: View {
    /// Rows scrolled past the top.
    public var contentOffset = 0
    /// The total height of the content, from the last layout.
    public private(set) var contentHeight = 0
    private var visibleRange: Range<Int> = 0..<0

    public override init() {
        super.init()
        height = .fill
    }

    open override func layoutSubviews() {
        var y = frame.y - contentOffset
        var first = subviews.count, last = 0
        for index in subviews.indices {
            // Read without retaining: the array keeps every child alive for the whole loop, and
            // a retain per row is most of the cost of a long list.
            unowned(unsafe) let child = subviews[index]
            if child.isHidden { continue }
            let rows: Int
            switch child.height {
            case .fixed(let n): rows = n
            case .fit, .fill: rows = child.intrinsicSize(maxWidth: frame.width).height
            }
            if y + rows > frame.y && y < frame.maxY {
                child.refreshIfNeeded()
                child.frame = Rect(x: frame.x, y: y, width: frame.width, height: rows)
                child.layoutSubviews()
                first = min(first, index)
                last = index + 1
            }
            y += rows
        }
        visibleRange = first < last ? first..<last : 0..<0
        contentHeight = y - (frame.y - contentOffset)
    }

    open override func renderSubviews(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        for index in visibleRange where index < subviews.count {
            subviews[index].render(in: &canvas, clip: clip, context: context)
        }
    }
}
