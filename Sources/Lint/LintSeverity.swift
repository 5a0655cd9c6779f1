/// How much a finding matters: errors fail `lint`; warnings fail it only with `--strict`.
public enum LintSeverity: String, Sendable, Hashable, Codable, Comparable {
    case error, warning

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs == .error && rhs == .warning }
}
