import SkinKit

/// A problem at one line of a screenshot script, with a message a person can act on.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script file, as given to `ScreenshotScript.parse`.
    public let file: String
    /// 1-based line number.
    public let line: Int
    /// What is wrong and how to fix it.
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, the form editors and terminals turn into links; control characters
    /// quoted from the script are escaped.
    public var description: String { ControlCharacters.escaped("\(file):\(line): \(message)") }
}

/// Every problem found in a script, in line order, so that all of them can be fixed in one go.
public struct ScriptErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in line order.
    public let errors: [ScriptError]

    public init(_ errors: [ScriptError]) {
        self.errors = errors
    }

    /// One `file:line: message` per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
