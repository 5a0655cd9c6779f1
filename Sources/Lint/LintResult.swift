/// What a lint run found, and how many skins it looked at.
public struct LintResult: Sendable {
    public var findings: [LintFinding]
    public var skinCount: Int
    public var paths: [String]
    /// Findings left out because a folder's acceptance file lists them.
    public var acceptedCount: Int = 0
    /// Folders given that hold no skin file (a folder named `x.json` among them): nothing was linted there.
    public var emptyFolders: [String] = []
    /// True when skins were read from files but none of them defines `default`: the embedded one serves.
    public var embeddedDefaultServes = false

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// 0 clean, 1 any error (or any warning when `strict`): the exit status of `termskin lint`.
    public func exitCode(strict: Bool) -> Int32 {
        errorCount > 0 || (strict && warningCount > 0) ? 1 : 0
    }
}
