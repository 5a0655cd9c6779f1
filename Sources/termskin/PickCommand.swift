import ArgumentParser
import FoundationEssentials
import SkinKit

/// `termskin pick`: the picker full-screen on the terminal; the chosen skin's name on stdout.
struct PickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Choose a skin from a list (full-screen, previewed as you go) and print its name on stdout.",
        discussion: "Draws on the terminal (/dev/tty), so `name=$(termskin pick)` works. Keys: type to filter; "
            + "↑/↓ preview; Tab light/dark/all; ctrl-o contrast order; ctrl-f favourite; Enter keeps (and saves "
            + "the choice like the previewer); Esc cancels. Exit status: 0 chosen, 1 cancelled, 2 no terminal or bad input."
    )

    @OptionGroup var skins: SkinOptions

    @Option(help: "Preview in light or dark (default: the saved choice, else the terminal's background, else light).")
    var trait: UserInterfaceStyle?

    func run() throws {
        let code = PickApp(sources: skins.sources, style: trait, environment: ProcessInfo.processInfo.environment).run()
        if code != 0 { throw ExitCode(code) }
    }
}
