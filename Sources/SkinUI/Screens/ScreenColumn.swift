import SkinKit

/// A screen's vertical stack: its children top to bottom with spacing, each kept whole or left out
/// (by `GalleryLayoutPlan`: bars first, then in file order), lists growing into the rows left and
/// spacers taking what remains — so a screen fits 80×24 and 200×60 without a widget cut in half.
public final class ScreenColumn: StackView, FlexibleHeight {
    /// Where children sit across the column; `fill` gives each the full width.
    public enum Alignment: String, Sendable { case leading, center, trailing, fill }

    public var alignment: Alignment
    /// Each child's rank (0 is kept first).
    var priorities: [Int]

    public init(spacing: Int, padding: Int, alignment: Alignment, _ views: [View], priorities: [Int]) {
        self.alignment = alignment
        self.priorities = priorities
        super.init(axis: .vertical, spacing: spacing, padding: EdgeInsets(top: padding, left: padding, bottom: padding, right: padding), views)
        height = .fill
    }

    private var isSpacer: [Bool] { subviews.map { $0 is ScreenSpacer } }

    /// What each child needs at `width` columns; a gap follows every child but the last.
    func needs(width: Int) -> [GalleryLayoutPlan.Need] {
        subviews.enumerated().map { index, view in
            let gap = index < subviews.count - 1 ? spacing : 0
            let priority = index < priorities.count ? priorities[index] : index
            if view is ScreenSpacer { return GalleryLayoutPlan.Need(rows: 0, priority: priority) }
            if let flexible = view.flexibleHeight {
                return GalleryLayoutPlan.Need(rows: flexible.minimumHeight + gap, maximumRows: flexible.maximumHeight + gap, priority: priority)
            }
            return GalleryLayoutPlan.Need(rows: Self.rows(of: view, width: width) + gap, priority: priority)
        }
    }

    /// Rows a widget takes: its fixed height, a navigation bar's rows for its font, else its content's.
    static func rows(of view: View, width: Int) -> Int {
        if case .fixed(let n) = view.height { return n }
        if let bar = view as? NavigationBar { return bar.rows(in: DrawContext(store: view.skinStore, styles: view.window?.styles)) }
        return view.intrinsicSize(maxWidth: width).height
    }

    private var innerWidth: Int { max(0, frame.width - padding.left - padding.right) }

    public var minimumHeight: Int {
        let shown = needs(width: innerWidth).filter { $0.priority == 0 }
        return shown.reduce(0) { $0 + $1.rows } + padding.top + padding.bottom
    }

    public var maximumHeight: Int { needs(width: innerWidth).reduce(0) { $0 + $1.maximumRows } + padding.top + padding.bottom }

    public func usedHeight(of height: Int) -> Int { height }

    public override var flexibleHeight: (any FlexibleHeight)? { self }

    public override func intrinsicSize(maxWidth: Int) -> Size {
        let inner = maxWidth - padding.left - padding.right
        let width = alignment == .fill ? inner : subviews.map { $0.intrinsicSize(maxWidth: inner).width }.max() ?? 0
        return Size(
            width: width + padding.left + padding.right,
            height: needs(width: inner).reduce(0) { $0 + $1.rows } + padding.top + padding.bottom)
    }

    public override func layoutSubviews() {
        for child in subviews { child.refreshIfNeeded() }
        let inner = frame.inset(by: padding)
        let plan = GalleryLayoutPlan(needs: needs(width: inner.width), height: max(0, inner.height))
        var rows = plan.rows
        // Spacers share the rows nothing else took.
        let spacers = subviews.indices.filter { isSpacer[$0] }
        var left = max(0, inner.height - plan.usedRows)
        for (order, index) in spacers.enumerated() {
            let share = left / (spacers.count - order)
            rows[index] = share
            left -= share
        }
        var y = inner.y
        for (index, child) in subviews.enumerated() {
            let gap = index < subviews.count - 1 && !isSpacer[index] && rows[index] > 0 ? spacing : 0
            let planned = max(0, rows[index] - gap)
            let count = isSpacer[index] ? rows[index] : child.flexibleHeight?.usedHeight(of: planned) ?? planned
            let shown = count > 0 && !child.isHidden
            var width = inner.width
            var x = inner.x
            if alignment != .fill, shown {
                if case .fixed(let n) = child.width {
                    width = min(n, inner.width)
                } else {
                    width = min(inner.width, child.intrinsicSize(maxWidth: inner.width).width)
                }
                switch alignment {
                case .center: x += (inner.width - width) / 2
                case .trailing: x += inner.width - width
                case .leading, .fill: break
                }
            } else if case .fixed(let n) = child.width, shown {
                width = min(n, inner.width)
            }
            child.frame = Rect(x: x, y: y, width: shown ? width : 0, height: shown ? count : 0)
            child.layoutSubviews()
            y += count + gap
        }
    }
}

/// Empty rows (or columns, in a row) that take what the other widgets leave.
public final class ScreenSpacer: View {
    public override class var typeName: String { View.typeName }
    public override init() {
        super.init()
        height = .fixed(0)
    }
}
