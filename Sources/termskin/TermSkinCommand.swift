import ArgumentParser
import Glibc
import Lint
import SkinUI

/// `termskin`: the previewer (no subcommand) and its tools.
@main
struct TermSkinCommand: ParsableCommand {
    /// The version `--version` prints.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "termskin",
        abstract: "Preview terminal UI skins: light/dark, high contrast, dynamic vs static skinning, screenshots.",
        discussion: "With no subcommand, opens the interactive previewer on the embedded default skin plus ./Skins. "
            + PreviewCommand.commandLineSummary + "\n"
            + "Exit status: 0 ok, 1 findings or differences (lint, test), 2 usage or input errors.",
        version: version,
        subcommands: [
            PreviewCommandLine.self, ListCommand.self, LintCommand.self, ShotCommand.self, TestCommand.self, ReviewCommand.self, ImportCommand.self,
            MapCommand.self, SchemaCommand.self, ApplyCommand.self, CacheCommand.self, RemoveCommand.self, PickCommand.self, ScreenCommand.self,
        ],
        defaultSubcommand: PreviewCommandLine.self
    )

    /// Usage errors exit 2 (the table in the README), with "did you mean" for a mistyped command or option.
    static func main() {
        let trace = StartupTrace()
        let arguments = TestCommand.normalized(Array(CommandLine.arguments.dropFirst()))
        // The previewer's and `shot`'s usual lines skip swift-argument-parser (see QuickCommandLine).
        if let command = QuickCommandLine.parse(arguments) {
            trace.mark("arguments read")
            defer { trace.report() }
            do {
                try command.run(trace: trace)
            } catch {
                trace.report()
                fail(with: error, arguments: arguments)
            }
            return
        }
        if let problem = UsageCheck(arguments: arguments).unknownCommand() {
            printError("termskin: \(problem)")
            Glibc.exit(2)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            fail(with: error, arguments: arguments)
        }
    }

    /// Exits for an error of parsing or running: a usage error with status 2 and a pointer to help.
    private static func fail(with error: Error, arguments: [String]) -> Never {
        let code = exitCode(for: error)
        guard code == .validationFailure else { exit(withError: error) }
        printError("termskin: \(message(for: error))" + UsageCheck(arguments: arguments).optionSuggestion(for: message(for: error)))
        printError("see `termskin \(UsageCheck(arguments: arguments).commandName.map { "\($0) " } ?? "")--help`")
        Glibc.exit(2)
    }
}
