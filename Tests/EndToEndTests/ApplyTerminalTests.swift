import Foundation
import SkinKit
import Testing

/// `termskin apply` in a real terminal: tmux takes OSC 10/11 for the pane, and reports the pane's
/// colors itself (`#{pane_fg}`, `#{pane_bg}`); `--reset` gives tmux's defaults back.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct ApplyTerminalTests {
    /// The skin's dark colors as `TerminalColors` derives them, read in process.
    func expectedColors(skin: String, style: UserInterfaceStyle) throws -> TerminalColors {
        let store = SkinStore(catalog: SkinLibrary.load(paths: [PackagePaths.skins]).catalog, traits: TraitCollection(userInterfaceStyle: style))
        try store.selectSkin(skin)
        return TerminalColors(store: store)
    }

    @Test func applySetsThePanesColorsAndResetGivesThemBack() throws {
        let binary = try #require(PackagePaths.binary)
        let tmux = Tmux(command: "cd '\(PackagePaths.root.path)'", width: 80, height: 24, environment: ["TERM": "tmux-256color"])
        defer { tmux.kill() }
        #expect(tmux.display("#{pane_bg}") == "default")
        // The shell prints "applied-2" only when the command is done (the typed line shows "$((1+1))").
        tmux.send(literal: "'\(binary)' apply ocean --trait dark && echo applied-$((1+1))")
        tmux.send(keys: ["Enter"])
        tmux.waitFor { $0.contains("applied-2") }
        let ocean = try expectedColors(skin: "ocean", style: .dark)
        #expect(tmux.display("#{pane_bg}") == ocean.background.hexString.lowercased())
        #expect(tmux.display("#{pane_fg}") == ocean.foreground.hexString.lowercased())
        tmux.send(literal: "'\(binary)' apply --reset && echo reset-$((1+1))")
        tmux.send(keys: ["Enter"])
        tmux.waitFor { $0.contains("reset-2") }
        #expect(tmux.display("#{pane_bg}") == "default")
        #expect(tmux.display("#{pane_fg}") == "default")
    }

    @Test func nothingIsWrittenWhenStandardOutputIsNotATerminal() throws {
        let result = CommandLineTests().termskin(["apply", "ocean"])
        #expect(result.output.isEmpty)
        #expect(result.status == 1)
        #expect(result.error.contains("not a terminal") && result.error.contains("--print"))
    }
}
