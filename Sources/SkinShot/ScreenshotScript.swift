/// A parsed screenshot script: what to set, press and capture, in order, each step with its line.
///
/// Parse one with `ScreenshotScript.parse(_:file:)`; the runner replays `commands` on a headless
/// preview session. The language is described in `ScreenshotScript+Parsing.swift`.
public struct ScreenshotScript: Hashable, Sendable {
    /// The file the script came from, as given to `parse` (used in messages: `file:line: …`).
    public let file: String
    /// The commands, in file order; blank and comment lines are not kept.
    public let commands: [ScriptLine]

    /// Bytes in one script file (the suite's longest is under 2 KB).
    public static let maximumBytes = 64 * 1024
    /// Commands in one script (the suite's longest has 67), so that no script runs for minutes.
    public static let maximumCommands = 1_000

    public init(file: String, commands: [ScriptLine]) {
        self.file = file
        self.commands = commands
    }

    /// The shots the script takes, in order, with their formats.
    public var shots: [(name: String, formats: [ScreenshotFormat])] {
        commands.compactMap { line in
            if case .shot(let name, let formats) = line.command { return (name, formats) }
            return nil
        }
    }
}

/// One command of a script and the 1-based line it was written on, so that the runner's errors
/// can point at it.
public struct ScriptLine: Hashable, Sendable {
    /// 1-based line number in the script file.
    public let line: Int
    /// What the line asks for.
    public let command: ScriptCommand

    public init(line: Int, command: ScriptCommand) {
        self.line = line
        self.command = command
    }
}
