import ArgumentParser
import SkinUI

/// `termskin`: the previewer (no subcommand) and its tools.
@main
struct TermSkinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termskin",
        abstract: "Preview terminal UI skins: light/dark, high contrast, dynamic vs static skinning, screenshots.",
        discussion: "With no subcommand, opens the interactive previewer on the embedded default skin plus ./Skins. "
            + PreviewCommand.commandLineSummary,
        subcommands: [PreviewCommandLine.self, ListCommand.self, LintCommand.self, ShotCommand.self, TestCommand.self, ImportCommand.self, MapCommand.self],
        defaultSubcommand: PreviewCommandLine.self
    )
}
