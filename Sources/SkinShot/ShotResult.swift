/// What became of one screenshot file in a suite run, with where it came from (for JUnit and
/// annotations: the script and the line of its `shot` command).
public struct ShotResult: Sendable {
    /// The outcome of one screenshot file.
    public enum Outcome: Sendable {
        /// The golden holds the same bytes.
        case passed
        /// The golden was written (the update mode asked for it).
        case updated
        /// The cells differ (the report names them) or the golden could not be read or written.
        case failed(report: String, diffFile: String?)
        /// There is no golden and the update mode writes none.
        case missingGolden
    }

    /// The script that took the shot.
    public var script: String
    /// The script's line of the `shot` command.
    public var line: Int
    /// The golden's path (beside the script).
    public var golden: String
    /// Whether it matched, was written, or failed (and why).
    public var outcome: Outcome
    /// `NAME.new.ext` written beside the golden when the shot fails; nil otherwise.
    public var newFile: String?

    /// A shot's result; `newFile` is the pending file written for a failing one.
    public init(script: String, line: Int, golden: String, outcome: Outcome, newFile: String? = nil) {
        self.script = script
        self.line = line
        self.golden = golden
        self.outcome = outcome
        self.newFile = newFile
    }

    /// The golden's file name (`NAME.ext`), as JUnit names the test case.
    public var shotFile: String { golden.split(separator: "/").last.map(String.init) ?? golden }

    /// Whether the shot counts as passed (matched, or its golden was written).
    public var isPassed: Bool {
        switch outcome {
        case .passed, .updated: return true
        case .failed, .missingGolden: return false
        }
    }

    /// One line saying why the shot failed (the diff report's headline); nil when it passed.
    public var failureSummary: String? {
        switch outcome {
        case .passed, .updated: return nil
        case .missingGolden: return "\(golden): no golden; run `termskin test --update=missing` and look at it"
        case .failed(let report, _):
            let lines = report.split(separator: "\n")
            let headline = lines.first.map(String.init) ?? report
            guard let summary = lines.last(where: { $0.hasPrefix("summary: ") }) else { return headline }
            return headline + " — " + summary.dropFirst("summary: ".count)
        }
    }
}
