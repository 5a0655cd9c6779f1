import Foundation
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
        var all: String { chunks.joined() }
    }

    /// Runs the previewer in the fake terminal through `steps`; nil (with the driver's output) when it did not report.
    static func record(terminal: String, steps: [String], quiet: Int = 300) throws -> Recording {
        let binary = try #require(PackagePaths.binary, "termskin is not built")
        let driver = try #require(PackagePaths.ptyDriver, "termskin-pty is not built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-fake-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("output.bin").path
        let result = Tmux.run([driver, "--json", "--size", "100x30", "--terminal", terminal, "--quiet", "\(quiet)",
                               "--steps", steps.joined(separator: ","), "--record", record,
                               "--env", "XDG_STATE_HOME=\(folder.appendingPathComponent("state").path)", "--",
                               binary, "--skins-dir", PackagePaths.skins, "--no-watch"])
        let line = try #require(result.output.split(separator: "\n").last { $0.hasPrefix("{") }, "no report: \(result.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: record))
        let text = String(decoding: bytes, as: UTF8.self)
        return Recording(chunks: text.components(separatedBy: "\n=== "),
                         exitStatus: (object["exitStatuses"] as? [NSNumber])?.first?.intValue,
                         colorAnswers: object["colorAnswers"] as? [String: String] ?? [:])
    }

    /// Every OSC in `text`, as `4;3;rgb:…`, `104;3`, `11;?`, in order.
    static func oscs(in text: String) -> [String] {
        text.matches(of: /\u{1B}\]([^\u{07}\u{1B}]*)(?:\u{07}|\u{1B}\\)/).map { String($0.1) }
    }

    /// What restoring the answered colors looks like: each slot set back to its answer, in the order written.
    static func restore(of answers: [String: String]) -> [String] {
        ((0..<16).map { "4;\($0)" } + ["10", "11", "12"]).map { "\($0);\(answers[$0] ?? "?")" }
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

    @Test func aTerminalThatDoesNotAnswerDECRQMGetsNo2031Sequences() throws {
        let run = try Self.record(terminal: "dark", steps: ["key:d"])
        #expect(run.all.contains("\u{1B}[?2031$p"), "the question is asked")
        #expect(!run.all.contains("\u{1B}[?2031h") && !run.all.contains("\u{1B}[?2031l") && !run.all.contains("\u{1B}[?996n"))
        #expect(run.exitStatus == 0)
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
