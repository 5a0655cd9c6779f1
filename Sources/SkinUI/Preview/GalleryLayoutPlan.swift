/// How many rows each widget of a gallery panel gets at a given height: widgets are kept in order
/// of importance while whole ones fit (a widget is drawn whole or not at all), then the flexible
/// ones (the list) grow into the rows left. The three panels use the same plan, so their rows line up.
public struct GalleryLayoutPlan: Equatable, Sendable {
    /// A widget's needs: its rows (the least for a flexible one), the most it can use, and its
    /// rank (0 is kept first).
    public struct Need: Equatable, Sendable {
        public var rows: Int
        public var maximumRows: Int
        public var priority: Int

        public init(rows: Int, maximumRows: Int? = nil, priority: Int) {
            self.rows = rows
            self.maximumRows = max(rows, maximumRows ?? rows)
            self.priority = priority
        }
    }

    /// Rows given to each widget, in the order of the needs; 0 means it is not shown.
    public let rows: [Int]

    public init(needs: [Need], height: Int) {
        var rows = Array(repeating: 0, count: needs.count)
        var used = 0
        let byImportance = needs.indices.sorted { (needs[$0].priority, $0) < (needs[$1].priority, $1) }
        for index in byImportance where needs[index].rows > 0 && used + needs[index].rows <= height {
            rows[index] = needs[index].rows
            used += needs[index].rows
        }
        for index in byImportance where rows[index] > 0 && needs[index].maximumRows > rows[index] {
            let extra = min(needs[index].maximumRows - rows[index], height - used)
            rows[index] += extra
            used += extra
        }
        self.rows = rows
    }

    /// The rows the shown widgets take together.
    public var usedRows: Int { rows.reduce(0, +) }
}
