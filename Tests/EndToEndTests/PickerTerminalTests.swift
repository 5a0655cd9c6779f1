import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// The picker in a real terminal (tmux): `t`, a few letters, ↓ re-skins the gallery beside the
/// list; Esc brings the skin back; `t` again and Enter keeps one, which a restart shows (the state
/// file). `termskin pick` draws on the terminal and prints only the chosen name on stdout.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct PickerTerminalTests {
    static let width = 100, height = 30

    static func start(state: URL) throws -> Tmux {
        let binary = try #require(PackagePaths.binary)
        let tmux = Tmux(
            command: "cd '\(PackagePaths.root.path)' && '\(binary)' --trait light", width: width, height: height,
            environment: ["TERM": "tmux-256color", "XDG_STATE_HOME": state.path, "COLORTERM": "", "LANG": "C.UTF-8"])
        tmux.waitFor { $0.contains("skin: ") && $0.contains("q quit") }
        return tmux
    }

    static func screen(_ tmux: Tmux) throws -> Canvas {
        try ANSIDecoder().decode(Data(tmux.waitForStable().utf8))
    }

    /// Cells in the columns right of the picker's card whose character or colors differ.
    static func galleryDifferences(_ a: Canvas, _ b: Canvas) -> Int {
        let left = PickerPanel.cardWidth(screenWidth: width)
        var count = 0
        for y in 0..<min(a.height, b.height, height - 2) {
            for x in left..<min(a.width, b.width) where !a[x, y].isContinuation {
                if a[x, y].character != b[x, y].character
                    || CompareDifferences.shownColors(a[x, y]) != CompareDifferences.shownColors(b[x, y])
                {
                    count += 1
                }
            }
        }
        return count
    }

    /// The skin a headless session highlights after the same keys, to know what the terminal should show.
    static func headlessHighlight(after keys: [KeyPress]) -> String {
        let library = SkinLibrary.load(paths: [PackagePaths.skins])
        let session = PreviewSession(store: SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: .light)))
        for key in [.character("t")] + keys { session.handle(key) }
        return session.store.currentSkinName
    }

    @Test func typeArrowEscThenEnterKeepsTheSkinAcrossARestart() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let tmux = try Self.start(state: state)
        let before = try Self.screen(tmux)
        let typed: [KeyPress] = [.character("a")]
        let typedSkin = Self.headlessHighlight(after: typed)
        let downSkin = Self.headlessHighlight(after: typed + [.down])
        #expect(typedSkin != "default" && downSkin != typedSkin)

        tmux.send(keys: ["t"])
        tmux.waitFor { $0.contains("Skins") && $0.contains("type to filter") }
        tmux.send(literal: "a")
        tmux.waitFor { $0.contains("skin: \(typedSkin) ") }
        let typedScreen = try Self.screen(tmux)
        tmux.send(keys: ["Down"])
        let text = tmux.waitFor { $0.contains("skin: \(downSkin) ") }
        #expect(text.contains("skin: \(downSkin) "), "the status line names the highlighted skin")
        let downScreen = try Self.screen(tmux)
        #expect(Self.galleryDifferences(typedScreen, downScreen) > 200, "↓ re-skins the gallery beside the list")

        tmux.send(keys: ["Escape"])
        tmux.waitFor { $0.contains("skin: default ") && !$0.contains("type to filter") }
        let back = try Self.screen(tmux)
        #expect(Self.galleryDifferences(before, back) == 0, "Esc brings the skin it opened on back, cell for cell")

        tmux.send(keys: ["t"])
        tmux.waitFor { $0.contains("type to filter") }
        tmux.send(literal: "a")
        tmux.send(keys: ["Down"])
        tmux.waitFor { $0.contains("skin: \(downSkin) ") }
        tmux.send(keys: ["Enter"])
        let kept = tmux.waitFor { $0.contains("kept skin \(downSkin)") }
        #expect(kept.contains("kept skin \(downSkin)") && !kept.contains("type to filter"))
        tmux.send(keys: ["q"])
        #expect(tmux.waitForExit(), "q ends the previewer")
        tmux.kill()

        let saved = try #require(try SkinStateFile(url: state.appendingPathComponent("termskin/state.json")).load())
        #expect(saved.skin == downSkin && saved.recent == [downSkin])
        let again = try Self.start(state: state)
        defer { again.kill() }
        #expect(again.waitFor { $0.contains("skin: \(downSkin) ") }.contains("skin: \(downSkin) "), "the kept skin is back after a restart")
        again.send(keys: ["q"])
    }

    @Test func pickPrintsTheChosenNameOnStdoutAndExitsOneOnEsc() throws {
        let binary = try #require(PackagePaths.binary)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let tmux = Tmux(
            command: "cd '\(PackagePaths.root.path)'", width: Self.width, height: Self.height,
            environment: ["TERM": "tmux-256color", "XDG_STATE_HOME": state.path, "COLORTERM": "", "LANG": "C.UTF-8"])
        defer { tmux.kill() }
        tmux.send(literal: "n=$('\(binary)' pick --trait dark); echo \"picked=[$n] status=$?\"")
        tmux.send(keys: ["Enter"])
        tmux.waitFor { $0.contains("type to filter") }
        tmux.send(literal: "oce")
        tmux.waitFor { $0.contains("skin: ocean ") }
        tmux.send(keys: ["Enter"])
        // The typed line holds `status=$?`; the answer's line holds the number.
        let chosen = tmux.waitFor { $0.contains("status=0") || $0.contains("status=1") }
        #expect(chosen.contains("picked=[ocean] status=0"), "only the name reaches stdout: \(chosen)")
        #expect(tmux.display("#{alternate_on}") == "0", "the terminal is restored")

        tmux.send(literal: "clear; n=$('\(binary)' pick); echo \"again=[$n] status=$?\"")
        tmux.send(keys: ["Enter"])
        tmux.waitFor { $0.contains("type to filter") }
        tmux.send(keys: ["Down"])
        tmux.send(keys: ["Escape"])
        let cancelled = tmux.waitFor { $0.contains("status=0") || $0.contains("status=1") }
        #expect(cancelled.contains("again=[] status=1"), "Esc prints nothing and exits 1: \(cancelled)")
        let saved = try SkinStateFile(url: state.appendingPathComponent("termskin/state.json")).load()
        #expect(saved?.skin == "ocean" && saved?.recent == ["ocean"], "Enter saved the choice; Esc left it")
    }

    /// Without a controlling terminal (`setsid`: a new session has none) it says so and exits 2.
    @Test func pickWithoutATerminalSaysSo() throws {
        let binary = try #require(PackagePaths.binary)
        let result = ChildProcess.run("/usr/bin/setsid", ["--wait", binary, "pick"], environment: ["TERM": "xterm-256color"])
        #expect(result.status == 2 && result.output.isEmpty)
        #expect(result.error.contains("termskin pick: no terminal to draw on: /dev/tty cannot be opened"), "\(result.error)")
    }
}
