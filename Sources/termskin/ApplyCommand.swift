import ArgumentParser
import FoundationEssentials
import Glibc
import SkinCurses
import SkinKit

/// `termskin apply`: dresses the terminal itself in a skin's colors (palette 0–15, foreground,
/// background, cursor) and exits, for a shell's rc file; `--reset` gives the terminal its own colors
/// back; `--print` writes the sequences to standard output for other tools.
struct ApplyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Set the terminal's own colors from a skin (or give them back with --reset).",
        discussion: "Examples:\n  termskin apply solarized --trait dark\n  termskin apply --reset\n"
            + "  termskin apply dracula --print > dracula.seq\n  termskin apply solarized --follow\n"
            + "Inside tmux the pane takes the colors (tmux 3.3 and later), and the terminal outside it too when tmux's "
            + "allow-passthrough is on (`\(TmuxPane.enableCommand)`); nothing is written when standard output "
            + "is not a terminal unless --print is given; TERM=dumb and NO_COLOR are respected.")

    @OptionGroup var skins: SkinOptions

    @Argument(help: "The skin whose colors the terminal takes.", completion: Completions.skinNames) var name: String?
    @Option(help: "Appearance of the skin (default: dark when COLORFGBG says the terminal is dark, else light).") var trait: UserInterfaceStyle?
    @Flag(help: "Give the terminal its own colors back (OSC 104 for 0–15, 110, 111, 112).") var reset = false
    @Flag(help: "Write the sequences to standard output even when it is not a terminal.") var print = false
    @Flag(help: ArgumentHelp(Self.followHelp)) var follow = false
    static let followHelp =
        "Keep running: wear the light or dark colors as the terminal's light/dark changes (DEC mode 2031 "
        + "reports, else focus-in with OSC 11); q, SIGINT, SIGTERM or SIGHUP give the terminal its colors back."

    func validate() throws {
        if reset && name != nil { throw ValidationError("--reset takes no skin name: it gives the terminal its own colors back") }
        if !reset && name == nil { throw ValidationError("name a skin (termskin list shows them), or give --reset") }
        if follow && (reset || print) { throw ValidationError("--follow keeps a skin on the terminal: it takes neither --reset nor --print") }
        if follow, let trait, trait != .unspecified {
            throw ValidationError("--follow wears the terminal's own light or dark: leave --trait out (or give auto)")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        if !print {
            guard isatty(STDOUT_FILENO) == 1 else {
                printError("termskin apply: standard output is not a terminal: nothing written (--print writes the sequences anyway)")
                throw ExitCode(1)
            }
            if environment["TERM"] == "dumb" {
                printError("termskin apply: TERM=dumb: this terminal takes no color sequences; nothing written")
                throw ExitCode(1)
            }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
                printError("termskin apply: NO_COLOR is set: the terminal's colors are left as they are")
                return
            }
        }
        // Inside tmux the pane takes the plain sequences; the terminal outside only the wrapped ones,
        // written first (tmux 3.3a drops pass-through that follows a change of the pane's colors).
        let tmux = print ? nil : TmuxPane(environment: environment)
        func write(_ sequences: String) {
            guard let tmux else { return writeOutput(sequences) }
            writeOutput((tmux.allowsPassthrough ? TerminalColorSequences.tmuxPassthrough(sequences) : "") + sequences)
            if !tmux.allowsPassthrough { printError("termskin apply: \(TmuxPane.passthroughHint)") }
        }
        guard let name else {
            write(TerminalColorSequences.reset)
            return
        }
        let library = try skins.loadLibraryOrExit(command: "apply")
        let chosen = trait == .unspecified ? nil : trait
        let style = chosen ?? (environment["COLORFGBG"].flatMap(BackgroundProbe.parseCOLORFGBG) ?? .light)
        let store = SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: style))
        do {
            try store.selectSkin(name)
        } catch {
            printError("termskin apply: \(error.message)")
            throw ExitCode(2)
        }
        if follow { throw ExitCode(following(store: store, startStyle: style, tmux: tmux)) }
        write(TerminalColorSequences.set(TerminalColors(store: store)))
    }

    /// `--follow`: wears the variant the terminal reports, again on every switch, until `q` or a
    /// signal; the terminal's colors and modes are given back on every one of those paths.
    /// Returns the exit status: 0 after `q`, 128 + the signal's number.
    private func following(store: SkinStore, startStyle: UserInterfaceStyle, tmux: TmuxPane?) -> Int32 {
        let follower: TerminalFollower
        do {
            follower = try TerminalFollower()
        } catch {
            printError("termskin apply: \(error)")
            return 1
        }
        defer { follower.close() }
        follower.passesColorsThroughTmux = tmux?.allowsPassthrough ?? false
        if let tmux, !tmux.allowsPassthrough { printError("termskin apply: \(TmuxPane.passthroughHint)") }
        var style = follower.start() ?? startStyle
        func colors(_ style: UserInterfaceStyle) -> TerminalColors {
            store.setTraits(TraitCollection(userInterfaceStyle: style))
            return TerminalColors(store: store)
        }
        let how = follower.followsReports ? "its DEC mode 2031 reports" : follower.followsFocus ? "its background, asked on each focus-in" : nil
        if let how {
            printError("termskin apply: \(store.currentSkinName) follows the terminal's light/dark (\(how)); q gives the terminal its colors back")
        } else {
            printError("termskin apply: this terminal reports no light/dark switch: \(store.currentSkinName) stays \(style.rawValue); q gives its colors back")
        }
        follower.wear(colors(style))
        while true {
            switch follower.nextEvent() {
            case .appearance(let reported, let needsColors):
                guard reported != style || needsColors else { continue }
                style = reported
                follower.wear(colors(style))
            case .resumed(let reported):
                style = reported ?? style
                follower.wear(colors(style))
            case .quit:
                return 0
            case .terminated(let signal):
                return 128 + signal
            }
        }
    }
}
