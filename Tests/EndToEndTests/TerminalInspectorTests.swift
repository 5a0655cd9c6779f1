import Foundation
import SkinUI
import Testing

/// The inspector's pointer in a real terminal: arrows move it over any cell and the panel names
/// the skin keys of that cell.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TerminalInspectorTests {
    /// The previewer on ocean, light, at 100×30 in tmux, with a fresh state folder.
    private func start() throws -> (Tmux, URL) {
        let binary = try #require(PackagePaths.binary)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-state-\(UUID().uuidString)")
        let tmux = Tmux(
            command: "cd '\(PackagePaths.root.path)' && '\(binary)' --skin ocean --trait light", width: 100, height: 30,
            environment: ["TERM": "tmux-256color", "XDG_STATE_HOME": state.path, "COLORTERM": "", "LANG": "C.UTF-8"])
        tmux.waitFor { $0.contains("skin: ") && $0.contains("q quit") }
        return (tmux, state)
    }

    @Test func thePointerOnATabBarCellShowsTabBarBackground() throws {
        let (tmux, state) = try start()
        defer {
            tmux.kill()
            try? FileManager.default.removeItem(at: state)
        }
        tmux.send(keys: ["i"])
        tmux.waitFor { $0.contains("Inspector") }
        // The pointer starts on the focused button (column 3) and stops at the last row (29);
        // the tab bar is two rows above it.
        for _ in 0..<40 { tmux.send(keys: ["Down"]) }
        tmux.send(keys: ["Up", "Up"])
        let screen = tmux.waitFor { $0.contains("cell 3,27") }
        #expect(screen.contains("cell 3,27 · TabBar"), "\(screen)")
        #expect(screen.contains("bg: tabBar.background"), "\(screen)")
        tmux.send(keys: ["q"])
    }

    /// A mouse click as the terminal reports it (xterm's `ESC [ M b x y` bytes, which ncurses
    /// decodes): a click on the tab bar's second item shows the Palette page.
    @Test func aClickOnTheTabBarSwitchesThePage() throws {
        let (tmux, state) = try start()
        defer {
            tmux.kill()
            try? FileManager.default.removeItem(at: state)
        }
        func report(_ button: Int, x: Int, y: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
        }
        // Five tabs (./Screens adds Chats and Settings): the second, Palette, spans columns 20–39.
        tmux.send(literal: report(0, x: 30, y: 27) + report(3, x: 30, y: 27))
        let screen = tmux.waitFor { $0.contains("Palette · ocean") }
        #expect(screen.contains("Palette · ocean"), "\(screen)")
        tmux.send(keys: ["q"])
    }

    /// The Compare page in a real terminal: `g` twice shows it, `x` counts the differing cells,
    /// `m` goes on to light vs dark, `S` changes the left skin and not the status line's.
    @Test func theComparePageCyclesModesAndCountsDifferences() throws {
        let (tmux, state) = try start()
        defer {
            tmux.kill()
            try? FileManager.default.removeItem(at: state)
        }
        tmux.send(keys: ["g", "g"])
        var screen = tmux.waitFor { $0.contains("Compare · two skins") }
        #expect(screen.contains("right: ocean · light"), "\(screen)")
        tmux.send(keys: ["x"])
        screen = tmux.waitFor { $0.contains("cells differ") }
        #expect(screen.contains("cells differ"), "\(screen)")
        tmux.send(keys: ["m"])
        screen = tmux.waitFor { $0.contains("light vs dark") }
        #expect(screen.contains("right: ocean · dark"), "\(screen)")
        // Round the remaining modes back to two skins, then S.
        tmux.send(keys: Array(repeating: "m", count: CompareMode.allCases.count - 1) + ["S"])
        // The compare skin starts as the one after ocean (paper); S moves it on to pixel.
        screen = tmux.waitFor { $0.contains("left: pixel") }
        #expect(screen.contains("two skins · left: pixel · light · right: ocean · light"), "\(screen)")
        #expect(screen.contains("skin: ocean"), "\(screen)")
        tmux.send(keys: ["q"])
    }
}
