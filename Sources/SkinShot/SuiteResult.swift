/// Everything a suite run found: each shot's result in script order, and the scripts that failed to run.
public struct SuiteResult: Sendable {
    /// Each shot compared, in script order, then in the script's order.
    public var shots: [ShotResult] = []
    /// Script errors (parse or run): an error, not a failed comparison.
    public var problems: [SuiteProblem] = []

    /// An empty result (nothing run yet).
    public init() {}

    /// Each golden path with its outcome.
    public var outcomes: [(file: String, outcome: ShotResult.Outcome)] { shots.map { ($0.golden, $0.outcome) } }
    /// The problems' messages.
    public var errors: [String] { problems.map(\.message) }

    /// Shots that matched or were written.
    public var passed: Int { shots.filter(\.isPassed).count }
    /// Shots that differ or have no golden.
    public var failed: Int { shots.count - passed }
    /// 0 all match, 1 any differs, 2 any error.
    public var exitCode: Int32 { !problems.isEmpty ? 2 : (failed > 0 ? 1 : 0) }
    /// `N passed, M failed`, the closing line.
    public var summary: String { "\(passed) passed, \(failed) failed" }
}
