import SkinKit

/// A gallery panel's content: the widget set in its fixed order, laid out by a `GalleryLayoutPlan`
/// for the panel's height, so a widget that does not fit is left out whole (its frame is empty)
/// rather than cut, and a `FlexibleHeight` view (the list) grows into the rows left on large screens.
public final class GalleryColumn: View {
    /// A widget of the column and how important it is (0 is kept first).
    public struct Entry {
        public let view: View
        public let priority: Int
    }

    public let entries: [Entry]

    public init(_ entries: [Entry]) {
        self.entries = entries
        super.init()
        height = .fill
        addSubviews(entries.map(\.view))
    }

    /// What each entry needs at `width` columns.
    func needs(width: Int) -> [GalleryLayoutPlan.Need] {
        entries.map { entry in
            if let flexible = entry.view.flexibleHeight {
                return GalleryLayoutPlan.Need(rows: flexible.minimumHeight, maximumRows: flexible.maximumHeight, priority: entry.priority)
            }
            let rows: Int
            switch entry.view.height {
            case .fixed(let n): rows = n
            case .fit, .fill: rows = entry.view.intrinsicSize(maxWidth: width).height
            }
            return GalleryLayoutPlan.Need(rows: rows, priority: entry.priority)
        }
    }

    /// The plan for this column's current frame.
    public var plan: GalleryLayoutPlan { GalleryLayoutPlan(needs: needs(width: frame.width), height: frame.height) }

    public override func intrinsicSize(maxWidth: Int) -> Size {
        Size(width: maxWidth, height: needs(width: maxWidth).reduce(0) { $0 + $1.rows })
    }

    public override func layoutSubviews() {
        for entry in entries { entry.view.refreshIfNeeded() }
        let rows = plan.rows
        var y = frame.y
        for (entry, planned) in zip(entries, rows) {
            // A list ends on a whole item; the rows it leaves go to the bottom of the column.
            let count = entry.view.flexibleHeight?.usedHeight(of: planned) ?? planned
            entry.view.frame = Rect(x: frame.x, y: y, width: count > 0 ? frame.width : 0, height: count)
            entry.view.layoutSubviews()
            y += count
        }
    }
}
