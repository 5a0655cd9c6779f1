/// A suite error that is not a comparison: a script that cannot be read, parsed or run, or a
/// suite with nothing to compare.
public struct SuiteProblem: Sendable, CustomStringConvertible {
    /// The script at fault; nil for the suite as a whole.
    public var script: String?
    /// Each problem at its line, when the script's own errors say where.
    public var errors: [ScriptError]
    /// The whole message.
    public var message: String

    /// A problem of `script` (nil: of the suite), placed at `errors`' lines when they are known.
    public init(script: String?, errors: [ScriptError] = [], message: String) {
        self.script = script
        self.errors = errors
        self.message = message
    }

    /// The whole message.
    public var description: String { message }
}
