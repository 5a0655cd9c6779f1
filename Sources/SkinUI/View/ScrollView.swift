/// A vertical list taller than its frame, scrolled by `contentOffset`. Layout gives frames only to
/// the rows inside the frame; only those are drawn. While every shown row has a fixed height and
/// no row was added, removed, hidden or resized, it finds them in where the rows stood last time
/// (`RowPlan`) instead of walking all the rows, so a switch with 100,000 rows lays out the visible ones.
open class ScrollView: View {
    /// Rows scrolled past the top.
    public var contentOffset = 0
    /// The total height of the content, from the last layout.
    public private(set) var contentHeight = 0
    /// The rows the last layout placed inside the frame, in drawing order.
    private var visibleRows: [View] = []
    /// Where the shown rows stood at the last full walk, while it still holds.
    private var plan: RowPlan?

    /// The shown rows' places in the content, as of a `subviewsVersion` and `subviewGeometryVersion`.
    private struct RowPlan {
        let subviewsVersion: Int
        let geometryVersion: Int
        /// Indices in `subviews` of the rows not hidden, in order.
        var shown: [Int] = []
        /// The content's y of each shown row's top, and one more: the content's height.
        var tops: [Int] = [0]

        /// Calls `place` with each shown row inside `frame` (its position in `shown`, its y and
        /// height) from the top, until it returns false; then `ifDone` when all were placed.
        func placeVisible(frame: Rect, origin: Int, _ place: (Int, Int, Int) -> Bool, ifDone: () -> Void) {
            // The first shown row whose bottom is below the frame's top.
            var low = 0
            var high = shown.count
            while low < high {
                let middle = (low + high) / 2
                if origin + tops[middle + 1] > frame.y { high = middle } else { low = middle + 1 }
            }
            var position = low
            while position < shown.count, origin + tops[position] < frame.maxY {
                let y = origin + tops[position]
                let height = tops[position + 1] - tops[position]
                if y + height > frame.y, !place(position, y, height) { return }
                position += 1
            }
            ifDone()
        }
    }

    public override init() {
        super.init()
        height = .fill
    }

    open override func layoutSubviews() {
        // The walk reads a copy of the list, which keeps every row alive until it ends: a row's
        // `refreshSkin` may remove rows (itself included) from `subviews` while the walk runs.
        let rows = subviews
        let version = subviewsVersion
        let geometry = subviewGeometryVersion
        var visible: [View] = []
        let origin = frame.y - contentOffset
        if let plan, plan.subviewsVersion == version, plan.geometryVersion == geometry {
            plan.placeVisible(frame: frame, origin: origin) { position, y, height in
                // What the walk does with a row in sight, its height read before its refresh.
                let child = rows[plan.shown[position]]
                child.refreshIfNeeded()
                if subviewsVersion == version && subviewGeometryVersion == geometry || child.superview === self {
                    child.frame = Rect(x: frame.x, y: y, width: frame.width, height: height)
                    child.layoutSubviews()
                    visible.append(child)
                }
                guard subviewsVersion == version && subviewGeometryVersion == geometry else {
                    // A `refreshSkin` changed the list or a row: the rest is walked row by row, as
                    // the walk would have gone on from here.
                    let next = child.superview === self ? y + height : y
                    var unused: RowPlan?
                    let end = walk(rows, from: plan.shown[position] + 1, y: next, version: version, visible: &visible, plan: &unused)
                    finish(visible: visible, contentHeight: end - origin, plan: nil)
                    return false
                }
                return true
            } ifDone: {
                finish(visible: visible, contentHeight: plan.tops[plan.shown.count], plan: plan)
            }
            return
        }
        var newPlan: RowPlan? = RowPlan(subviewsVersion: version, geometryVersion: geometry)
        let end = walk(rows, from: 0, y: origin, version: version, visible: &visible, plan: &newPlan)
        finish(
            visible: visible, contentHeight: end - origin,
            plan: subviewsVersion == version && subviewGeometryVersion == geometry ? newPlan : nil)
    }

    private func finish(visible: [View], contentHeight: Int, plan: RowPlan?) {
        visibleRows = visible
        self.contentHeight = contentHeight
        self.plan = plan
    }

    /// Walks `rows` from index `start` with the next row's top at `y`: reads every shown row's
    /// height, and gives a frame to the rows inside the frame after running their `refreshSkin`.
    /// Returns the y below the last row; `plan` collects the rows' places while all have fixed heights.
    private func walk(_ rows: [View], from start: Int, y startY: Int, version: Int, visible: inout [View], plan: inout RowPlan?) -> Int {
        var y = startY
        let contentTop = frame.y - contentOffset
        // While the list is unchanged every row of the copy is still a child; only after a
        // `refreshSkin` changed it is each row's weak `superview` loaded (an atomic retain and release).
        for index in start..<max(start, rows.count) {
            let child = rows[index]
            guard !child.isHidden, subviewsVersion == version || child.superview === self else { continue }
            let height: Int
            switch child.height {
            case .fixed(let n): height = n
            case .fit, .fill:
                height = child.intrinsicSize(maxWidth: frame.width).height
                plan = nil
            }
            if y + height > frame.y && y < frame.maxY {
                child.refreshIfNeeded()
                guard child.superview === self else { continue }
                child.frame = Rect(x: frame.x, y: y, width: frame.width, height: height)
                child.layoutSubviews()
                visible.append(child)
            }
            y += height
            if plan != nil {
                plan?.shown.append(index)
                plan?.tops.append(y - contentTop)
            }
        }
        return y
    }

    open override func renderSubviews(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        // A row removed since layout (by a `refreshSkin`) is no longer drawn.
        for row in visibleRows where row.superview === self {
            row.render(in: &canvas, clip: clip, context: context)
        }
    }
}
