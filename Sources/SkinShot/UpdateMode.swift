/// Which goldens `termskin test` writes (`--update=…`, as Playwright's `--update-snapshots`).
public enum UpdateMode: String, CaseIterable, Sendable {
    /// Writes nothing: a missing golden fails like a different one.
    case none
    /// Writes the goldens that are not there yet; a different one fails.
    case missing
    /// Rewrites the goldens that differ; a missing one fails.
    case changed
    /// Writes every golden that is missing or differs.
    case all

    /// Whether a golden that is not there is written.
    public var writesMissing: Bool { self == .missing || self == .all }

    /// Whether a golden that differs is rewritten.
    public var rewritesChanged: Bool { self == .changed || self == .all }

    /// The mode without `--update`: `none` when the `CI` environment variable is set (a CI run must
    /// not bless its own output), else `missing`.
    public static func standard(environment: [String: String]) -> UpdateMode {
        (environment["CI"].map { !$0.isEmpty } ?? false) ? .none : .missing
    }
}
