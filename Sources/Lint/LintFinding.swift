import SkinKit

/// One problem lint found, placed in a file (and line and key path where known), with a message a
/// person can act on and, when there is one, a suggested fix.
public struct LintFinding: Sendable, Hashable {
    public var code: LintCode
    public var file: String?
    public var line: Int?
    public var keyPath: [String]
    public var message: String
    public var suggestion: String?

    public init(code: LintCode, file: String?, line: Int? = nil, keyPath: [String] = [], message: String, suggestion: String? = nil) {
        self.code = code
        self.file = file
        self.line = line
        self.keyPath = keyPath
        self.message = message
        self.suggestion = suggestion
    }

    /// A load error as a finding, keeping its place.
    public init(_ error: SkinError, code: LintCode = .loadError) {
        self.init(code: code, file: error.file, line: error.line, keyPath: error.keyPath, message: error.message)
    }

    public var severity: LintSeverity { code.severity }

    /// `Key.Path`, the form messages and JSON use.
    public var keyPathText: String { keyPath.joined(separator: ".") }

    /// Sort order for output: by file, then line, then key path and code.
    static func ordered(_ lhs: LintFinding, _ rhs: LintFinding) -> Bool {
        let left = (lhs.file ?? "", lhs.line ?? Int.max, lhs.keyPathText, lhs.code.rawValue, lhs.message)
        let right = (rhs.file ?? "", rhs.line ?? Int.max, rhs.keyPathText, rhs.code.rawValue, rhs.message)
        return left < right
    }
}
