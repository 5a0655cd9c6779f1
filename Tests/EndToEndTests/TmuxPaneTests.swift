import SkinKit
import Testing

@testable import termskin

/// What tmux says of a pane, and the pass-through wrapping; `apply --follow`'s refusals.
struct TmuxPaneTests {
    @Test(arguments: [("1|3.3a", true), ("0|3.3a", false), ("on|3.5", true), ("all|3.5", true), ("off|3.5", false), ("|3.2", false)])
    func passthroughIsReadFromTheFormat(answer: String, on: Bool) throws {
        let pane = try #require(TmuxPane(answer: answer + "\n"))
        #expect(pane.allowsPassthrough == on)
        #expect(pane.version == String(answer.split(separator: "|", omittingEmptySubsequences: false)[1]))
    }

    @Test func anAnswerWithoutTheSeparatorIsNoPane() {
        #expect(TmuxPane(answer: "no server running") == nil)
        #expect(TmuxPane(environment: [:]) == nil, "outside tmux nothing is asked")
    }

    @Test func passThroughDoublesEveryEscapeAndEndsWithST() {
        let wrapped = TerminalColorSequences.tmuxPassthrough("\u{1B}]11;rgb:00/1b/2e\u{1B}\\")
        #expect(wrapped == "\u{1B}Ptmux;\u{1B}\u{1B}]11;rgb:00/1b/2e\u{1B}\u{1B}\\\u{1B}\\")
        #expect(TerminalColorSequences.tmuxPassthrough("") == "")
    }

    @Test(arguments: [["--follow", "--print"], ["--follow", "--trait", "dark"]])
    func followRefusesWhatItCannotKeep(extra: [String]) {
        let result = CommandLineTests().termskin(["apply", "ocean"] + extra)
        #expect(result.status == 2, "a usage error")
        #expect(result.error.contains("--follow"), "\(result.error)")
        #expect(result.output.isEmpty)
    }
}
