import Foundation
import SkinKit
import Testing

/// Inside tmux, the terminal outside it is reached only through tmux's pass-through. Two tmux
/// servers: the inner one runs termskin; its client is attached inside a pane of the outer one,
/// which plays the terminal around tmux and reports the colors it was given (`#{pane_bg}`).
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TmuxPassthroughTests {
    /// The inner tmux (a shell in the repository) and the outer one, whose pane shows the inner client.
    func nested(passthrough: Bool) -> (inner: Tmux, outer: Tmux) {
        let inner = Tmux(command: "cd '\(PackagePaths.root.path)'", width: 80, height: 24, environment: ["TERM": "tmux-256color"])
        Tmux.run(["tmux", "-L", inner.socket, "set-option", "-g", "allow-passthrough", passthrough ? "on" : "off"])
        // The helper's shell runs without TMUX (so tests may run inside tmux): say which pane this is.
        let pane = inner.display("#{socket_path},#{pid},#{session_id}|#{pane_id}").split(separator: "|").map(String.init)
        if pane.count == 2 {
            inner.send(literal: "export TMUX='\(pane[0])' TMUX_PANE='\(pane[1])'")
            inner.send(keys: ["Enter"])
        }
        let outer = Tmux(
            command: "tmux -L \(inner.socket) attach -t \(inner.session)", width: 80, height: 24,
            environment: ["TERM": "tmux-256color"])
        outer.waitFor { $0.contains("$ ") }
        return (inner, outer)
    }

    /// Waits until the outer pane's background reads `expected` (tmux hands pass-through on as it reads it).
    @discardableResult
    func outerBackground(of outer: Tmux, becomes expected: String) -> String {
        outer.waitFor(format: "#{pane_bg}", toRead: expected)
    }

    func ocean() throws -> TerminalColors { try TerminalColors.shipped("ocean", style: .dark) }

    @Test func withPassthroughOnApplyReachesTheTerminalOutsideTmuxAndResetGivesItBack() throws {
        let binary = try #require(PackagePaths.binary)
        let (inner, outer) = nested(passthrough: true)
        defer {
            outer.kill()
            inner.kill()
        }
        #expect(outer.display("#{pane_bg}") == "default")
        inner.send(literal: "'\(binary)' apply ocean --trait dark && echo applied-$((1+1))")
        inner.send(keys: ["Enter"])
        let screen = inner.waitFor { $0.contains("applied-2") }
        let background = try ocean().background.hexString.lowercased()
        #expect(outerBackground(of: outer, becomes: background) == background, "the outer terminal took the wrapped OSC 11")
        #expect(inner.display("#{pane_bg}") == background, "and the pane the plain one")
        #expect(!screen.contains("allow-passthrough"), "no hint when it is on")
        inner.send(literal: "'\(binary)' apply --reset && echo reset-$((1+1))")
        inner.send(keys: ["Enter"])
        inner.waitFor { $0.contains("reset-2") }
        #expect(outerBackground(of: outer, becomes: "default") == "default")
    }

    @Test func withPassthroughOffTheHintSaysHowToTurnItOn() throws {
        let binary = try #require(PackagePaths.binary)
        let (inner, outer) = nested(passthrough: false)
        defer {
            outer.kill()
            inner.kill()
        }
        // The shell prints "status-100" for exit status 0 (the typed line shows the sum, not its value).
        inner.send(literal: "'\(binary)' apply ocean --trait dark; echo status-$((100+$?))")
        inner.send(keys: ["Enter"])
        let screen = inner.waitFor { $0.contains("status-1") }
        #expect(screen.replacingOccurrences(of: "\n", with: "").contains("`tmux set -g allow-passthrough on`"), "\(screen)")
        #expect(screen.contains("status-100"), "the pane took the colors: not a failure")
        let background = try ocean().background.hexString.lowercased()
        #expect(inner.display("#{pane_bg}") == background)
        #expect(outer.display("#{pane_bg}") == "default", "tmux dropped the wrapped sequences")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        inner.send(literal: "clear; XDG_STATE_HOME='\(state.path)' '\(binary)' --skin ocean --trait dark --no-watch")
        inner.send(keys: ["Enter"])
        inner.waitFor { $0.contains("q quit") }
        inner.send(keys: ["w"])
        let status = inner.waitFor { $0.contains("allow-passthrough") }
        #expect(status.contains("tmux set -g allow-passthrough on"), "w says how on the status line: \(status)")
        inner.send(keys: ["q"])
    }

    @Test func wInThePreviewerWearsTheSkinOutsideTmuxAndQuitResetsIt() throws {
        let binary = try #require(PackagePaths.binary)
        let (inner, outer) = nested(passthrough: true)
        defer {
            outer.kill()
            inner.kill()
        }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        inner.send(literal: "XDG_STATE_HOME='\(state.path)' '\(binary)' --skin ocean --trait dark --no-watch; echo done-$((1+1))")
        inner.send(keys: ["Enter"])
        inner.waitFor { $0.contains("q quit") }
        inner.send(keys: ["w"])
        let background = try ocean().background.hexString.lowercased()
        #expect(outerBackground(of: outer, becomes: background) == background, "w reached the terminal outside tmux")
        inner.send(keys: ["q"])
        inner.waitFor { $0.contains("done-2") }
        #expect(outerBackground(of: outer, becomes: "default") == "default", "q gave it its defaults back")
        #expect(inner.display("#{pane_bg}") == "default", "and the pane its own colors")
    }
}
