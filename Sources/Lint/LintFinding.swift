import SkinKit

/// One problem lint found, placed in a file (and line and key path where known), with a message a
/// person can act on and, when there is one, a suggested fix.
public struct LintFinding: Sendable, Hashable {
    public var code: LintCode
    public var file: String?
    public var line: Int?
    public var keyPath: [String]
    public var suggestion: String?
    /// The message in two parts, the first often the same text for many findings (the widget parts
    /// of a pair check: one text for 100,000 one-color skins), stored once when the finder shares it.
    private var messageHead: String
    private var messageTail: String

    /// What is wrong, in words a person can act on.
    public var message: String {
        get { messageTail.isEmpty ? messageHead : messageHead + messageTail }
        set {
            messageHead = newValue
            messageTail = ""
        }
    }

    public init(code: LintCode, file: String?, line: Int? = nil, keyPath: [String] = [], message: String, suggestion: String? = nil) {
        self.init(code: code, file: file, line: line, keyPath: keyPath, messageHead: message, messageTail: "", suggestion: suggestion)
    }

    /// A finding whose message is `messageHead` followed by `messageTail`.
    init(code: LintCode, file: String?, line: Int?, keyPath: [String], messageHead: String, messageTail: String, suggestion: String?) {
        self.code = code
        self.file = file
        self.line = line
        self.keyPath = keyPath
        self.messageHead = messageHead
        self.messageTail = messageTail
        self.suggestion = suggestion
    }

    public static func == (lhs: LintFinding, rhs: LintFinding) -> Bool {
        (lhs.code, lhs.file, lhs.line, lhs.keyPath, lhs.suggestion) == (rhs.code, rhs.file, rhs.line, rhs.keyPath, rhs.suggestion)
            && lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(keyPath)
        hasher.combine(message)
        hasher.combine(suggestion)
    }

    /// A load error as a finding, keeping its place.
    public init(_ error: SkinError, code: LintCode = .loadError) {
        self.init(code: code, file: error.file, line: error.line, keyPath: error.keyPath, message: error.message)
    }

    public var severity: LintSeverity { code.severity }

    /// `Key.Path`, the form messages and JSON use.
    public var keyPathText: String { keyPath.joined(separator: ".") }

    /// Sort order for output: by file, then line, then key path and code. The key paths are joined
    /// only for findings on one line (issue 20: sorting 1.6 million findings joined them in every
    /// comparison, 70 million times).
    static func ordered(_ lhs: LintFinding, _ rhs: LintFinding) -> Bool {
        let left = (lhs.file ?? "", lhs.line ?? Int.max)
        let right = (rhs.file ?? "", rhs.line ?? Int.max)
        if left != right { return left < right }
        return (lhs.keyPathText, lhs.code.rawValue, lhs.message) < (rhs.keyPathText, rhs.code.rawValue, rhs.message)
    }
}
