import Foundation
import SkinKit
import Testing

/// Ctrl-Z in the previewer, in tmux with an interactive bash (job control, so the process really
/// stops): the shell gets the terminal as it was (its own colors, the normal screen), `fg` brings
/// the previewer (or `apply --follow`) back wearing the skin again, and `q` still gives everything back.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct SuspendTests {
    /// Once the command in front has exited and bash is back: its exit status (nil if it did not exit).
    static func exitStatus(in tmux: Tmux) -> Int? {
        guard tmux.waitForExit() else { return nil }
        // The typed line shows the sum, not its value: "status-100" is exit status 0.
        tmux.send(literal: "echo status-$((100+$?))")
        tmux.send(keys: ["Enter"])
        let screen = tmux.waitFor { $0.contains("status-1") }
        return screen.firstMatch(of: /status-(\d{3})/).flatMap { Int($0.1) }.map { $0 - 100 }
    }

    @Test func ctrlZGivesTheShellItsOwnColorsAndFgWearsTheSkinAgain() throws {
        let binary = try #require(PackagePaths.binary)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let tmux = Tmux(
            command: "cd '\(PackagePaths.root.path)'", width: 80, height: 24,
            environment: ["TERM": "tmux-256color", "XDG_STATE_HOME": state.path])
        defer { tmux.kill() }
        // A command alone, not a list: bash would run the rest of a list when the job stops.
        tmux.send(literal: "'\(binary)' --skin ocean --trait dark --no-watch")
        tmux.send(keys: ["Enter"])
        tmux.waitFor { $0.contains("q quit") }
        tmux.send(keys: ["w"])
        let worn = try TerminalColors.shipped("ocean", style: .dark).background.hexString.lowercased()
        #expect(tmux.waitFor(format: "#{pane_bg}", toRead: worn) == worn, "w: the terminal wears the skin")

        tmux.send(keys: ["C-z"])
        let shell = tmux.waitFor { $0.contains("Stopped") }
        #expect(shell.contains("Stopped"), "the job stopped: \(shell)")
        #expect(tmux.waitFor(format: "#{pane_bg}", toRead: "default") == "default", "the shell gets the terminal's own colors")
        #expect(tmux.display("#{alternate_on}") == "0", "and the normal screen")

        tmux.send(literal: "fg")
        tmux.send(keys: ["Enter"])
        #expect(tmux.waitFor { $0.contains("skin: ocean") }.contains("skin: ocean"), "fg: the previewer is drawn again")
        #expect(tmux.waitFor(format: "#{pane_bg}", toRead: worn) == worn, "and the skin worn again")
        #expect(tmux.display("#{alternate_on}") == "1")

        tmux.send(keys: ["q"])
        #expect(Self.exitStatus(in: tmux) == 0)
        #expect(tmux.waitFor(format: "#{pane_bg}", toRead: "default") == "default", "q gives the colors back after a suspend too")
    }

    @Test func applyFollowStopsWithTheTerminalsOwnColorsAndTakesKeysAgainAfterFg() throws {
        let binary = try #require(PackagePaths.binary)
        let tmux = Tmux(command: "cd '\(PackagePaths.root.path)'", width: 80, height: 24, environment: ["TERM": "tmux-256color", "NO_COLOR": ""])
        defer { tmux.kill() }
        tmux.send(literal: "'\(binary)' apply --skins-dir '\(PackagePaths.skins)' ocean --follow")
        tmux.send(keys: ["Enter"])
        // The variant is whichever light/dark tmux gives away.
        let variants = try [UserInterfaceStyle.light, .dark].map { try TerminalColors.shipped("ocean", style: $0).background.hexString.lowercased() }
        let worn = tmux.waitFor(format: "#{pane_bg}") { variants.contains($0) }
        #expect(variants.contains(worn), "the terminal wears the skin: \(worn)")
        tmux.send(keys: ["C-z"])
        #expect(tmux.waitFor { $0.contains("Stopped") }.contains("Stopped"))
        #expect(tmux.waitFor(format: "#{pane_bg}", toRead: "default") == "default", "the shell gets the terminal's own colors")
        tmux.send(literal: "fg")
        tmux.send(keys: ["Enter"])
        #expect(tmux.waitFor(format: "#{pane_bg}", toRead: worn) == worn, "fg: worn again")
        // Read raw again: a lone q (no Enter) quits.
        tmux.send(keys: ["q"])
        #expect(Self.exitStatus(in: tmux) == 0)
        #expect(tmux.waitFor(format: "#{pane_bg}", toRead: "default") == "default")
    }
}
