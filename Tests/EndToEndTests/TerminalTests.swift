import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// The previewer in a real terminal (tmux): what it shows equals the headless render, colors
/// included; keys repaint live; every exit leaves the terminal as it was.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TerminalTests {
    let width = 100, height = 30

    /// Starts the previewer in tmux with a fresh state folder on a 256-color terminal.
    func start(_ arguments: String, width: Int = 100, height: Int = 30) throws -> (Tmux, URL) {
        let binary = try #require(PackagePaths.binary)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-state-\(UUID().uuidString)")
        let tmux = Tmux(
            command: "cd '\(PackagePaths.root.path)' && '\(binary)' \(arguments)", width: width, height: height,
            environment: ["TERM": "tmux-256color", "XDG_STATE_HOME": state.path, "COLORTERM": "", "LANG": "C.UTF-8"])
        tmux.waitFor { $0.contains("skin: ") && $0.contains("q quit") }
        return (tmux, state)
    }

    /// The same state rendered headless, in process.
    func headless(skin: String, style: UserInterfaceStyle, keys: [KeyPress] = [], size: Size? = nil) throws -> Canvas {
        let library = SkinLibrary.load(paths: [PackagePaths.skins])
        let store = SkinStore(
            catalog: library.catalog, skinName: skin,
            traits: TraitCollection(userInterfaceStyle: style, colorDepth: .palette256))
        // The previewer runs at the package root, so it reads ./Screens: the same pages here.
        let session = PreviewSession(store: store, screens: { ScreenLoad.load(folders: [PackagePaths.screens]) })
        for key in keys { session.handle(key) }
        return session.render(size: size ?? Size(width: width, height: height))
    }

    func captured(_ tmux: Tmux) throws -> Canvas {
        tmux.waitForStable()
        let text = tmux.capture(escapes: true)
        return try ANSIDecoder().decode(Data(text.utf8))
    }

    /// Cells of `screen` that show other colors than `canvas` does at 256 colors, by the one output
    /// rule (`OutputReducer`, through `Canvas.displayed(at:)`) the terminal backend follows.
    func colorMismatches(_ screen: Canvas, _ canvas: Canvas, in rect: Rect? = nil) -> [String] {
        let area = rect ?? canvas.bounds
        let expected = canvas.displayed(at: .palette256)
        var mismatches: [String] = []
        for y in area.y..<min(area.maxY, screen.height) {
            for x in area.x..<min(area.maxX, screen.width) where !expected[x, y].isContinuation {
                let want = CompareDifferences.shownColors(expected[x, y])
                let got = CompareDifferences.shownColors(screen[x, y])
                if want != got { mismatches.append("(\(x),\(y)) '\(expected[x, y].character)' \(got) != \(want)") }
            }
        }
        return mismatches
    }

    /// Cells where two screens differ in character, shown colors or reverse video.
    func cellDifferences(_ a: Canvas, _ b: Canvas) -> [String] {
        guard a.size == b.size else { return ["sizes \(a.size) and \(b.size)"] }
        var differences: [String] = []
        for y in 0..<a.height {
            for x in 0..<a.width where !a[x, y].isContinuation {
                let (p, q) = (a[x, y], b[x, y])
                if p.character != q.character || CompareDifferences.shownColors(p) != CompareDifferences.shownColors(q)
                    || p.attributes.contains(.reverse) != q.attributes.contains(.reverse)
                {
                    differences.append(
                        "(\(x),\(y)) '\(p.character)' \(CompareDifferences.shownColors(p)) vs '\(q.character)' \(CompareDifferences.shownColors(q))")
                }
            }
        }
        return differences
    }

    /// `termskin shot --format ansi` of the same state, read back.
    func ansiShot(_ arguments: [String]) throws -> Canvas {
        let result = CommandLineTests().termskin(["shot", "--format", "ansi", "--size", "\(width)x\(height)"] + arguments)
        #expect(result.status == 0, "\(result.error)")
        return try ANSIDecoder().decode(Data(result.output.utf8))
    }

    @Test func theSpinnerTurnsAfterAKeyThenStandsStill() throws {
        let binary = try #require(PackagePaths.binary)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let tmux = Tmux(
            command: "cd '\(PackagePaths.root.path)' && '\(binary)'", width: 120, height: 40,
            environment: [
                "TERM": "tmux-256color", "XDG_STATE_HOME": state.path, "LANG": "C.UTF-8",
                PreviewMotion.environmentKey: "0",
            ])
        tmux.waitFor { $0.contains("q quit") }
        let spinner = { () -> String? in
            tmux.capture(escapes: false).first { ActivityIndicator.frames.contains(String($0)) }.map(String.init)
        }
        // Still once the burst after start-up is over.
        usleep(UInt32(PreviewMotion.burstSeconds * 1_000_000) + 500_000)
        let resting = spinner()
        usleep(600_000)
        #expect(resting != nil && spinner() == resting, "the spinner moved while idle")
        // A key starts a burst: several frames within it.
        tmux.send(keys: ["d"])
        var seen: Set<String> = []
        for _ in 0..<8 {
            if let frame = spinner() { seen.insert(frame) }
            usleep(100_000)
        }
        #expect(seen.count >= 3, "frames seen after a key: \(seen.sorted())")
        tmux.send(keys: ["q"])
    }

    @Test func screenTextEqualsTheHeadlessRender() throws {
        let (tmux, state) = try start("--skin ocean --trait dark")
        defer { try? FileManager.default.removeItem(at: state) }
        let screen = tmux.waitForStable()
        _ = screen
        let text = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false).prefix(height)
            .map { $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
        let expected = try headless(skin: "ocean", style: .dark).text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
        let differing = zip(text, expected).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(text.count == expected.count, "captured \(text.count) rows, expected \(expected.count)")
        #expect(
            differing.isEmpty,
            "\(differing.count) rows differ; first: \(differing.first.map { "row \($0.offset): '\($0.element.0)' vs '\($0.element.1)'" } ?? "")")
        tmux.send(keys: ["q"])
    }

    @Test func screenColorsEqualTheCanvasMappedTo256Colors() throws {
        let (tmux, state) = try start("--skin sunset --trait light")
        defer { try? FileManager.default.removeItem(at: state) }
        let screen = try captured(tmux)
        let mismatches = colorMismatches(screen, try headless(skin: "sunset", style: .light))
        #expect(mismatches.isEmpty, "\(mismatches.count) cells differ, first: \(mismatches.prefix(5))")
        tmux.send(keys: ["q"])
    }

    /// The terminal, `shot --format ansi` and the color rule agree cell for cell at 256, 16 and 8
    /// colors: tmux re-encodes what ncurses sent (`capture-pane -e`), and both are read back by the
    /// same decoder. `p` steps the previewed depth; no golden is involved.
    @Test func theTerminalAndTheANSIShotAgreeAtEveryPaletteDepth() throws {
        let (tmux, state) = try start("--skin sunset --trait light")
        defer { try? FileManager.default.removeItem(at: state) }
        for (depth, keys) in [("256", 0), ("16", 1), ("8", 1)] {
            for _ in 0..<keys { tmux.send(keys: ["p"]) }
            tmux.waitFor { $0.contains("colors: \(depth) ") }
            let screen = try captured(tmux)
            let shot = try ansiShot(["--skin", "sunset", "--trait", "light", "--depth", depth, "--screens-dir", PackagePaths.screens])
            let differences = cellDifferences(screen, shot)
            #expect(differences.count == 0, "\(depth) colors: \(differences.count) cells differ, first: \(differences.prefix(4))")
        }
        tmux.send(keys: ["q"])
    }

    @Test func lightDarkKeyRepaintsDynamicButNotStaticUntilRebuild() throws {
        let (tmux, state) = try start("--skin ocean --trait light")
        defer { try? FileManager.default.removeItem(at: state) }
        let session = PreviewSession(store: SkinStore(catalog: SkinLibrary.load(paths: [PackagePaths.skins]).catalog))
        _ = session.render(size: Size(width: width, height: height))
        let dynamicRect = session.page.dynamicPanel.frame
        let staticRect = session.page.staticPanel.frame
        let before = try captured(tmux)
        tmux.send(keys: ["d"])
        tmux.waitFor { $0.contains("· dark ·") }
        let after = try captured(tmux)
        func changed(_ rect: Rect, _ a: Canvas, _ b: Canvas) -> Int {
            var count = 0
            for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX where a[x, y].background != b[x, y].background { count += 1 } }
            return count
        }
        #expect(changed(dynamicRect, before, after) > 100)
        #expect(changed(staticRect, before, after) == 0)
        #expect(colorMismatches(after, try headless(skin: "ocean", style: .light, keys: [.character("d")])).isEmpty)
        tmux.send(keys: ["b"])
        tmux.waitFor { $0.contains("page rebuilt") }
        let rebuilt = try captured(tmux)
        #expect(changed(staticRect, before, rebuilt) > 100)
        // After the rebuild, the static panel's background is the dynamic panel's.
        #expect(rebuilt[staticRect.x + 3, staticRect.maxY - 2].background == rebuilt[dynamicRect.x + 3, dynamicRect.maxY - 2].background)
        tmux.send(keys: ["q"])
    }

    /// Checks the pane is a normal shell again: no alternate screen, cursor visible, echo and icanon on.
    func expectRestored(_ tmux: Tmux, _ marker: String) {
        tmux.waitFor { $0.contains("$ ") && !$0.contains("q quit") }
        #expect(tmux.display("#{alternate_on}") == "0")
        #expect(tmux.display("#{cursor_flag}") == "1")
        // The marker is typed split by quotes, so only the command's output contains it whole.
        let typed = marker.prefix(2) + "\"\"" + marker.dropFirst(2)
        tmux.send(literal: "stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(echo|icanon)$' | tr '\\n' ' '; echo \(typed)")
        tmux.send(keys: ["Enter"])
        let text = tmux.waitFor { $0.contains("echo \(marker)") || $0.contains("icanon \(marker)") }
        #expect(text.contains("icanon echo \(marker)") || text.contains("echo icanon \(marker)"), "\(text.suffix(300))")
    }

    @Test func quitRestoresTheTerminal() throws {
        let (tmux, state) = try start("")
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(tmux.display("#{alternate_on}") == "1")
        tmux.send(keys: ["q"])
        expectRestored(tmux, "DONE-Q")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let (tmux, state) = try start("")
        defer { try? FileManager.default.removeItem(at: state) }
        let shell = tmux.display("#{pane_pid}")
        let child = Tmux.run(["pgrep", "-P", shell]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!child.isEmpty && !child.contains("\n"), "one child of the shell: '\(child)'")
        #expect(Tmux.run(["kill", "-TERM", child]).ok)
        expectRestored(tmux, "DONE-TERM")
    }

    @Test func resizeBelowTheMinimumShowsTooSmallAndBack() throws {
        let (tmux, state) = try start("", width: 120, height: 40)
        defer { try? FileManager.default.removeItem(at: state) }
        tmux.resize(width: 40, height: 10)
        let small = tmux.waitFor { $0.contains("too small") }
        #expect(small.contains("Terminal too small"))
        tmux.resize(width: 120, height: 40)
        let large = tmux.waitFor { $0.contains("G A L L E R Y") && $0.contains("q quit") }
        #expect(large.contains("Dynamic") && large.contains("Static") && large.contains("Appearance"))
        tmux.send(keys: ["q"])
    }

    @Test func savedSkinAndTraitSurviveARestart() throws {
        let (tmux, state) = try start("")
        defer { try? FileManager.default.removeItem(at: state) }
        tmux.send(keys: ["s"])
        tmux.send(keys: ["d"])
        tmux.send(keys: ["v"])
        tmux.waitFor { $0.contains("skin: contrast · dark") && $0.contains("vision: protanopia") }
        tmux.send(keys: ["q"])
        tmux.waitFor { !$0.contains("q quit") }
        tmux.send(literal: "'\(PackagePaths.binary ?? "termskin")'")
        tmux.send(keys: ["Enter"])
        let text = tmux.waitFor { $0.contains("skin: contrast · dark") }
        #expect(text.contains("skin: contrast · dark"))
        #expect(text.contains("vision: protanopia"), "the simulated vision is remembered too")
        tmux.send(keys: ["q"])
    }
}
