import Foundation
import SkinKit
import SkinUI
import Testing

/// Issue 22 through a fake terminal (`termskin-pty --terminal modern|dark|silent --steps … --record`):
/// DEC mode 2031 light/dark reports, and the terminal wearing the skin and getting its colors back
/// on every exit path. Each step is waited out by the driver until the output is quiet, not slept.
@Suite(.serialized)
struct FakeTerminalTests {
    struct Recording {
        /// The output before the first step (the first frame and the start's queries), then each step's.
        var chunks: [String]
        var exitStatus: Int?
        var colorAnswers: [String: String]
        /// Every byte written, with the driver's "=== STEP" lines.
        var bytes: Data
        var all: String { chunks.joined() }

        /// The program's own bytes up to the end of chunk `index` (0: the start), without the step lines.
        func output(through index: Int) -> Data {
            let marker = Data("\n=== ".utf8)
            var result = Data()
            var rest = bytes[...]
            var chunk = 0
            while chunk <= index {
                let end = rest.range(of: marker)
                result += rest[..<(end?.lowerBound ?? rest.endIndex)]
                guard let end else { break }
                rest = rest[end.upperBound...]
                // The step's own line ("key(105)") ends at the next newline.
                if let newline = rest.firstIndex(of: UInt8(ascii: "\n")) { rest = rest[(newline + 1)...] }
                chunk += 1
            }
            return result
        }

        /// The screen the fake terminal shows after chunk `index`, as a terminal emulator (tmux) draws it.
        func screen(through index: Int) throws -> Canvas {
            try ReplayedScreen.canvas(of: output(through: index), width: FakeTerminalTests.size.width, height: FakeTerminalTests.size.height)
        }
    }

    static let size = Size(width: 100, height: 30)

    /// Runs the previewer in the fake terminal through `steps`; nil (with the driver's output) when it did not report.
    static func record(
        terminal: String, steps: [String], quiet: Int = 300, environment: [String] = [],
        arguments: [String] = ["--skins-dir", PackagePaths.skins, "--no-watch"]
    ) throws -> Recording {
        let binary = try #require(PackagePaths.binary, "termskin is not built")
        let driver = try #require(PackagePaths.ptyDriver, "termskin-pty is not built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-fake-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("output.bin").path
        let variables = (["XDG_STATE_HOME=\(folder.appendingPathComponent("state").path)"] + environment).flatMap { ["--env", $0] }
        let result = Tmux.run(
            [
                driver, "--json", "--size", "\(size.width)x\(size.height)", "--terminal", terminal, "--quiet", "\(quiet)",
                "--steps", steps.joined(separator: ","), "--record", record,
            ] + variables + [
                "--",
                binary,
            ] + arguments)
        let line = try #require(result.output.split(separator: "\n").last { $0.hasPrefix("{") }, "no report: \(result.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: record))
        let text = String(decoding: bytes, as: UTF8.self)
        return Recording(
            chunks: text.components(separatedBy: "\n=== "),
            exitStatus: (object["exitStatuses"] as? [NSNumber])?.first?.intValue,
            colorAnswers: object["colorAnswers"] as? [String: String] ?? [:], bytes: bytes)
    }

    /// Every OSC in `text`, as `4;3;rgb:…`, `104;3`, `11;?`, in order.
    static func oscs(in text: String) -> [String] {
        text.matches(of: /\u{1B}\]([^\u{07}\u{1B}]*)(?:\u{07}|\u{1B}\\)/).map { String($0.1) }
    }

    /// What restoring the answered colors looks like: each slot set back to its answer, in the order written.
    /// A slot that was not answered is reset (`104;n`, `110`, `111`, `112`).
    static func restore(of answers: [String: String]) -> [String] {
        zip((0..<16).map { "4;\($0)" } + ["10", "11", "12"], reset).map { slot, reset in answers[slot].map { "\(slot);\($0)" } ?? reset }
    }

    static let reset = (0..<16).map { "104;\($0)" } + ["110", "111", "112"]

    @Test func aReportSwitchesTheTraitWithinOneFrameAndIsNeverAKey() throws {
        let run = try Self.record(terminal: "modern", steps: ["report:light", "report:dark"])
        let start = try #require(run.chunks.first)
        #expect(start.contains("\u{1B}[?2031$p"), "DECRQM asked at start")
        #expect(start.contains("\u{1B}[?996n\u{1B}[?2031h") || run.all.contains("\u{1B}[?996n\u{1B}[?2031h"), "subscribed")
        try #require(run.chunks.count == 4, "start, two reports, q")
        #expect(run.chunks[1].contains("light · from terminal"), "the light report is drawn in its own step")
        #expect(run.chunks[2].contains("dark · from terminal"), "and the dark one")
        #expect(!run.all.contains("this help"), "a report's ? never opened the help overlay")
        #expect(run.chunks[3].contains("\u{1B}[?2031l"), "unsubscribed on q")
        #expect(run.exitStatus == 0)
    }

    /// The gallery's panels as a headless render at the fake terminal's size lays them out.
    static func panels() throws -> (dynamic: Rect, fixed: Rect, appearance: Rect) {
        let store = SkinStore(catalog: SkinLibrary.load(paths: [PackagePaths.skins]).catalog)
        let session = PreviewSession(store: store)
        _ = session.render(size: size)
        return (session.page.dynamicPanel.frame, session.page.staticPanel.frame, session.page.appearancePanel.frame)
    }

    /// Cells of `area` that look different on the two screens.
    static func differences(in area: Rect, _ a: Canvas, _ b: Canvas) -> Int {
        var count = 0
        for y in area.y..<area.maxY { for x in area.x..<area.maxX where !a[x, y].looksSame(as: b[x, y]) { count += 1 } }
        return count
    }

    @Test func aReportRepaintsTheDynamicPanelNotTheStaticOneOnTheTerminalsScreen() throws {
        // The spinner is kept still: it turns after any event, in every panel.
        let run = try Self.record(terminal: "modern", steps: ["report:light"], environment: ["\(PreviewMotion.environmentKey)=1"])
        try #require(run.chunks.count == 3, "start, the report, q")
        let before = try run.screen(through: 0)
        let after = try run.screen(through: 1)
        #expect(before.text(ofRow: Self.size.height - 2).contains("dark · from terminal"), "the start's 996 answer (dark) is on screen")
        #expect(after.text(ofRow: Self.size.height - 2).contains("light · from terminal"), "the report is drawn in its own step: one frame")
        let panels = try Self.panels()
        #expect(Self.differences(in: panels.dynamic, before, after) > panels.dynamic.width, "the Dynamic panel repaints")
        #expect(Self.differences(in: panels.appearance, before, after) > 0, "the Appearance panel's proxy values are skin keys: it repaints too")
        #expect(Self.differences(in: panels.fixed, before, after) == 0, "the Static panel keeps what it read")
    }

    @Test func traitCollectionDidChangeFiresOncePerReportAsTheInspectorCountsIt() throws {
        let run = try Self.record(
            terminal: "modern", steps: ["key:i", "report:light", "report:light", "report:dark"],
            environment: ["\(PreviewMotion.environmentKey)=1"])
        try #require(run.chunks.count == 6)
        func count(through index: Int) throws -> Int? {
            let screen = try run.screen(through: index)
            let text = (0..<screen.height).map { screen.text(ofRow: $0) }.joined(separator: "\n")
            return text.firstMatch(of: /traitCollectionDidChange ×(\d+)/).flatMap { Int($0.1) }
        }
        let opened = try #require(try count(through: 1), "the inspector shows the count for the focused button")
        #expect(try count(through: 2) == opened + 1, "a light report: once")
        #expect(try count(through: 3) == opened + 1, "the same report again: no change, no call")
        #expect(try count(through: 4) == opened + 2, "back to dark: once more")
    }

    @Test func aTerminalThatDoesNotAnswerDECRQMGetsNo2031Sequences() throws {
        let run = try Self.record(terminal: "dark", steps: ["key:d"])
        #expect(run.all.contains("\u{1B}[?2031$p"), "the question is asked")
        #expect(!run.all.contains("\u{1B}[?2031h") && !run.all.contains("\u{1B}[?2031l") && !run.all.contains("\u{1B}[?996n"))
        #expect(run.exitStatus == 0)
    }

    /// The start's question goes out as the terminal opens, and its answer is in the first frame:
    /// the page is drawn once, in the terminal's dark, never first in the light guess.
    @Test func theFirstFrameIsDrawnInTheAnsweredStyleAndOnlyOnce() throws {
        let run = try Self.record(terminal: "dark", steps: [])
        let start = try #require(run.chunks.first)
        let query = try #require(start.range(of: "\u{1B}]11;?"), "the background is asked")
        let status = try #require(start.range(of: "dark · from terminal"), "the answer is drawn")
        #expect(query.upperBound < status.lowerBound)
        #expect(!start.contains("light ·"), "no frame of the guess before it")
        #expect(start.components(separatedBy: "from terminal").count == 2, "the status line is drawn once")
        #expect(try run.screen(through: 0).text(ofRow: Self.size.height - 2).contains("dark · from terminal"))
        #expect(run.exitStatus == 0)
    }

    /// A terminal that answers OSC 11 but not DECRQM (`--terminal dark`): focus events instead, and
    /// each focus-in asks the background again.
    @Test func withoutMode2031EachFocusInAsksTheBackgroundAgainAndAutoFollowsIt() throws {
        let run = try Self.record(terminal: "dark", steps: ["focus:light", "focus:dark", "key:d", "focus:light"])
        try #require(run.chunks.count == 6, "start, four steps, q")
        #expect(run.chunks[0].contains("\u{1B}[?1004h"), "focus events turned on once the start's query ended")
        #expect(!run.all.contains("\u{1B}[?2031h") && !run.all.contains("\u{1B}[?996n"), "never a 2031 sequence")
        func status(_ index: Int) throws -> String { try run.screen(through: index).text(ofRow: Self.size.height - 2) }
        #expect(try status(0).contains("dark · from terminal"), "the start's OSC 11 answer")
        #expect(run.chunks[1].contains("\u{1B}]11;?"), "a focus-in asks the background again")
        #expect(try status(1).contains("light · from terminal"), "and the new answer switches the style in the same step")
        #expect(try status(2).contains("dark · from terminal"))
        #expect(try status(3).contains("light · chosen"), "d chooses the style the terminal does not show")
        #expect(try status(4).contains("light · chosen"), "a chosen style stays")
        #expect(run.chunks[5].contains("\u{1B}[?1004l"), "focus events off on q")
        #expect(run.exitStatus == 0)
    }

    @Test func focusEventsAreTurnedOffOnASignalAndNeverOnWhereOSC11IsNotAnswered() throws {
        let signalled = try Self.record(terminal: "dark", steps: ["signal:TERM"])
        #expect(signalled.all.contains("\u{1B}[?1004h"))
        #expect(signalled.chunks.last?.contains("\u{1B}[?1004l") == true, "SIGTERM turns them off")
        #expect(signalled.exitStatus == 143)
        let modern = try Self.record(terminal: "modern", steps: ["focus:light"])
        #expect(!modern.all.contains("\u{1B}[?1004h"), "mode 2031 reports make focus events needless")
        let mute = try Self.record(terminal: "no-background", steps: ["key:d"])
        #expect(!mute.all.contains("\u{1B}[?1004h"), "without an OSC 11 answer there is nothing to ask again")
    }

    /// `rgb:rr/gg/bb` of ocean's background in `style`, as `apply` writes it.
    static func oceanBackground(_ style: UserInterfaceStyle) throws -> String {
        let store = SkinStore(catalog: SkinLibrary.load(paths: [PackagePaths.skins]).catalog, traits: TraitCollection(userInterfaceStyle: style))
        try store.selectSkin("ocean")
        let color = TerminalColors(store: store).background
        return "11;rgb:" + [color.red, color.green, color.blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined(separator: "/")
    }

    static let follow = ["apply", "--skins-dir", PackagePaths.skins, "ocean", "--follow"]

    @Test func applyFollowWearsTheReportedVariantAndSIGTERMRestoresTheAnsweredColors() throws {
        let (dark, light) = (try Self.oceanBackground(.dark), try Self.oceanBackground(.light))
        try #require(dark != light)
        let run = try Self.record(
            terminal: "modern", steps: ["report:light", "report:light", "report:dark", "signal:TERM"], environment: ["NO_COLOR="], arguments: Self.follow)
        try #require(run.chunks.count == 5, "start, four steps")
        #expect(Self.oscs(in: run.chunks[0]).filter { $0.hasSuffix(";?") }.count == 19, "the terminal's colors asked first")
        #expect(Self.oscs(in: run.chunks[0]).contains(dark), "the start's 996 answer is dark: the dark colors")
        #expect(run.chunks[0].contains("\u{1B}[?2031h"), "subscribed")
        #expect(Self.oscs(in: run.chunks[1]).contains(light), "a light report: the light colors")
        #expect(Self.oscs(in: run.chunks[2]).isEmpty, "the same report again writes nothing")
        #expect(Self.oscs(in: run.chunks[3]).contains(dark))
        let last = Self.oscs(in: run.chunks[4])
        #expect(Array(last.suffix(19)) == Self.restore(of: run.colorAnswers), "SIGTERM gives back exactly what the terminal answered")
        #expect(run.chunks[4].contains("\u{1B}[?2031l"))
        #expect(run.exitStatus == 143)
    }

    @Test func applyFollowQuitsOnQWithTheAnsweredColorsBack() throws {
        let run = try Self.record(terminal: "modern", steps: ["report:light"], environment: ["NO_COLOR="], arguments: Self.follow)
        try #require(run.chunks.count == 3, "start, the report, q")
        #expect(Self.oscs(in: run.chunks[1]).contains(try Self.oceanBackground(.light)))
        #expect(Array(Self.oscs(in: run.chunks[2]).suffix(19)) == Self.restore(of: run.colorAnswers), "q gives the colors back")
        #expect(run.chunks[2].contains("\u{1B}[?2031l"))
        #expect(run.exitStatus == 0)
    }

    @Test func applyFollowGivesEverythingBackOnCtrlZAndStartsAfreshOnFg() throws {
        let (dark, light) = (try Self.oceanBackground(.dark), try Self.oceanBackground(.light))
        let run = try Self.record(terminal: "modern", steps: ["report:light", "signal:TSTP"], environment: ["NO_COLOR="], arguments: Self.follow)
        try #require(run.chunks.count == 4, "start, the report, ctrl-Z, q")
        #expect(Self.oscs(in: run.chunks[1]).contains(light))
        let step = run.chunks[2]
        #expect(step.hasPrefix("signal(20)\n\u{1B}[?2031l"), "the reports end first")
        let oscs = Self.oscs(in: step)
        #expect(Array(oscs.prefix(19)) == Self.restore(of: run.colorAnswers), "then the answered colors are given back")
        #expect(oscs.dropFirst(19).prefix(19).allSatisfy { $0.hasSuffix(";?") }, "on fg the colors are asked afresh")
        #expect(step.contains("\u{1B}[?2031h"), "subscribed again")
        #expect(oscs.dropFirst(38).contains(dark), "and the light/dark it answers now (dark) worn")
        #expect(Array(Self.oscs(in: run.chunks[3]).suffix(19)) == Self.restore(of: run.colorAnswers), "q gives the colors back")
        #expect(run.exitStatus == 0)
    }

    @Test func applyFollowWithoutMode2031AsksTheTerminalsOwnBackgroundOnFocusIn() throws {
        let (dark, light) = (try Self.oceanBackground(.dark), try Self.oceanBackground(.light))
        let run = try Self.record(terminal: "dark", steps: ["focus:light", "signal:HUP"], environment: ["NO_COLOR="], arguments: Self.follow)
        try #require(run.chunks.count == 3)
        #expect(Self.oscs(in: run.chunks[0]).contains(dark), "the start's OSC 11 answer is dark")
        #expect(run.chunks[0].contains("\u{1B}[?1004h") && !run.all.contains("\u{1B}[?2031h"))
        let refocused = Self.oscs(in: run.chunks[1])
        #expect(Array(refocused.prefix(2)) == ["111", "11;?"], "its own background back, then asked")
        #expect(refocused.contains(light), "the light colors worn")
        #expect(run.chunks[2].contains("\u{1B}[?1004l"))
        // This terminal answered only OSC 11 (dark) at start: that is given back, the rest reset.
        #expect(Array(Self.oscs(in: run.chunks[2]).suffix(19)) == Self.restore(of: ["11": "rgb:1e1e/1e1e/1e1e"]))
        #expect(run.exitStatus == 129)
    }

    @Test func afterWearingTheSkinQuitRestoresExactlyTheAnsweredColors() throws {
        let run = try Self.record(terminal: "modern", steps: ["key:w", "key:s", "key:d"])
        #expect(run.colorAnswers.count == 19)
        let asked = Self.oscs(in: run.chunks[1])
        #expect(asked.filter { $0.hasSuffix(";?") }.count == 19, "palette 0–15, 10, 11, 12 asked before the first change")
        #expect(asked.contains { $0.hasPrefix("4;0;rgb:") }, "then the skin's colors worn")
        #expect(Self.oscs(in: run.chunks[2]).contains { $0.hasPrefix("11;rgb:") }, "s: the next skin worn")
        #expect(Self.oscs(in: run.chunks[3]).contains { $0.hasPrefix("11;rgb:") }, "d: the other style worn")
        let last = Self.oscs(in: run.chunks[4])
        #expect(Array(last.suffix(19)) == Self.restore(of: run.colorAnswers), "q gives back what the terminal answered")
        #expect(run.exitStatus == 0)
    }

    @Test(arguments: [("TERM", 143), ("HUP", 129), ("INT", 130)])
    func aSignalRestoresTheAnsweredColorsToo(signal: String, status: Int) throws {
        let run = try Self.record(terminal: "modern", steps: ["key:w", "signal:\(signal)"])
        let last = Self.oscs(in: try #require(run.chunks.last))
        #expect(Array(last.suffix(19)) == Self.restore(of: run.colorAnswers), "SIG\(signal) gives the colors back")
        #expect(run.chunks.last?.contains("\u{1B}[?2031l") == true)
        #expect(run.exitStatus == status)
    }

    @Test func ctrlZGivesEverythingBackThenTakesItAgainAskingTheColorsAfresh() throws {
        // Under the driver the stop itself is discarded (the program leads its own session), so the
        // step's output holds both halves: what a stop gives back, then what `fg` takes again.
        let run = try Self.record(terminal: "modern", steps: ["key:w", "signal:TSTP", "key:s"])
        let step = run.chunks[2]
        let oscs = Self.oscs(in: step)
        let stopped = try #require(step.range(of: "\u{1B}[?2031l"), "the light/dark reports end before the stop")
        #expect(Array(oscs.prefix(19)) == Self.restore(of: run.colorAnswers), "the answered colors given back first")
        #expect(step[..<stopped.lowerBound].contains("\u{1B}[?1049l"), "and the alternate screen left")
        let resumed = String(step[stopped.upperBound...])
        #expect(resumed.contains("\u{1B}[?996n\u{1B}[?2031h"), "on fg: subscribed again, the light/dark asked again")
        #expect(Self.oscs(in: resumed).filter { $0.hasSuffix(";?") }.count == 19, "the terminal's own colors asked afresh")
        #expect(Self.oscs(in: resumed).contains { $0.hasPrefix("11;rgb:") }, "then the skin worn again")
        #expect(resumed.contains("\u{1B}[?1049h"), "on the alternate screen")
        #expect(Self.oscs(in: run.chunks[3]).contains { $0.hasPrefix("11;rgb:") }, "s: the next skin worn")
        let last = Self.oscs(in: run.chunks[4])
        #expect(Array(last.suffix(19)) == Self.restore(of: run.colorAnswers), "q gives back what the terminal answered")
        #expect(run.exitStatus == 0)
    }

    @Test func aTerminalThatAnswersNothingIsResetEntryByEntry() throws {
        // The colors query gives up after half a second: the quiet window outlasts it.
        let run = try Self.record(terminal: "silent", steps: ["key:w", "key:s"], quiet: 800)
        #expect(Self.oscs(in: run.chunks[1]).contains { $0.hasPrefix("11;rgb:") }, "worn after the query gave up")
        let last = Self.oscs(in: try #require(run.chunks.last))
        #expect(Array(last.suffix(19)) == Self.reset, "OSC 104 for 0–15, then 110, 111, 112")
        #expect(!run.all.contains("\u{1B}[?2031h"))
        #expect(run.exitStatus == 0)
    }
}
