import BenchFigures

/// `termskin-bench --floors`: each figure of the speed table beside its floor, measured in this
/// run, printed as the rows `Scripts/readme-speed-table.py` writes into the README.
enum FloorBenchmarks {
    /// One benchmark that measures figures and their floors; it prints progress on stderr only.
    typealias Measure = @Sendable (_ quick: Bool) -> [FloorComparison]

    /// Every figure with a floor, in the README table's order.
    static let all: [(name: String, measure: Measure)] = [
        ("start-up", { StartupFloors.measure(quick: $0) }),
        ("in-process switches", RenderFloors.measure),
        ("key → last byte and bytes per switch", KeyOutputFloors.measure),
        ("lint", LintFloors.measure),
    ]

    /// Prints the header, one row per figure, and how many figures meet their goals; `only`, when
    /// given, keeps the benchmarks whose name contains it (`--floors-only lint`).
    static func run(quick: Bool, only: String? = nil) {
        print(FloorComparison.header)
        var comparisons: [FloorComparison] = []
        for benchmark in all where only.map({ benchmark.name.contains($0) }) ?? true {
            for comparison in benchmark.measure(quick) {
                print(comparison.row)
                comparisons.append(comparison)
            }
        }
        print("\(comparisons.filter(\.met).count) of \(comparisons.count) figures meet their goals")
    }
}
