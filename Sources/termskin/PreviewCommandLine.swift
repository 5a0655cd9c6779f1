import ArgumentParser
import SkinKit

/// The interactive previewer (the default subcommand).
struct PreviewCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "preview", abstract: "Open the interactive previewer (the default).")

    @OptionGroup var skins: SkinOptions

    @Option(help: "The skin to start with.")
    var skin: String?

    @Option(help: "Start in light or dark (default: the saved choice, else the terminal's background, else light).")
    var trait: UserInterfaceStyle?

    func run() throws {
        printError("termskin: the interactive previewer is not built into this binary yet; use `termskin list` or `termskin lint`")
        throw ExitCode(2)
    }
}

extension UserInterfaceStyle: ExpressibleByArgument {}
extension ColorDepth: ExpressibleByArgument {}
