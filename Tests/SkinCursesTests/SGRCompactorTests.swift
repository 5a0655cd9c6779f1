import Testing

@testable import SkinCurses

/// What `SGRCompactor` makes of frames as ncurses 6.4 writes them for xterm-256color.
@Suite struct SGRCompactorTests {
    private func compact(_ text: String, repeats: Bool = false) -> String {
        String(decoding: SGRCompactor.compact(Array(text.utf8), repeats: repeats), as: UTF8.self)
    }

    @Test func setafAndSetabBecomeOneSGRWithOnlyWhatChanged() {
        let frame = "\u{1B}[H\u{1B}[38;5;187m\u{1B}[48;5;187m \u{1B}[38;5;58m\u{1B}[48;5;187mab"
        #expect(compact(frame) == "\u{1B}[H\u{1B}[38;5;187;48;5;187m \u{1B}[38;5;58mab")
    }

    @Test func anSGRIsSentOnlyBeforeWhatDrawsAndNotBeforeCursorMoves() {
        // The pen asked for before a move and changed again before anything is drawn is never sent.
        let frame = "\u{1B}[38;5;1m\u{1B}[48;5;2m\u{1B}[5;10H\u{1B}[38;5;3m\u{1B}[48;5;2mx\r\u{1B}[2d\u{1B}[K"
        #expect(compact(frame) == "\u{1B}[5;10H\u{1B}[38;5;3;48;5;2mx\r\u{1B}[2d\u{1B}[K")
    }

    @Test func sgr0AndItsCharsetAreCutToTheAttributeThatWentOff() {
        let frame = "\u{1B}(B\u{1B}[0;1m\u{1B}[38;5;58m\u{1B}[48;5;187mA\u{1B}(B\u{1B}[0m\u{1B}[38;5;58m\u{1B}[48;5;187mb"
        #expect(compact(frame) == "\u{1B}(B\u{1B}[1;38;5;58;48;5;187mA\u{1B}[22mb")
    }

    @Test func theFrameEndsWithThePenNcursesBelievesIn() {
        let frame = "\u{1B}[38;5;58m\u{1B}[48;5;187mx\u{1B}[39;49m\u{1B}(B\u{1B}[m"
        #expect(compact(frame) == "\u{1B}[38;5;58;48;5;187mx\u{1B}(B\u{1B}[0m")
    }

    @Test func anSGRItCannotReadIsPassedAsWrittenUntilAReset() {
        let frame = "\u{1B}[38:2::1:2:3mx\u{1B}[38;5;4my\u{1B}[0;1mz\u{1B}[1mw"
        #expect(compact(frame) == "\u{1B}[38:2::1:2:3mx\u{1B}[38;5;4my\u{1B}[0;1mzw")
    }

    @Test func aRunOfOneCharacterIsRepeatedWhenTheTerminalHasREP() {
        let line = String(repeating: "─", count: 27)
        #expect(compact("\u{1B}[31m" + line + "╮", repeats: true) == "\u{1B}[31m─\u{1B}[26b╮")
        #expect(compact("\u{1B}[31m" + line, repeats: false) == "\u{1B}[31m" + line)
        // Too short to pay, and a mark on the last one keeps that one whole.
        #expect(compact("──x", repeats: true) == "──x")
        #expect(compact("═══════\u{301}", repeats: true) == "═\u{1B}[5b═\u{301}")
        // ASCII runs are ncurses' own business (it sends REP for them where it pays).
        #expect(compact("aaaaaaaaaa", repeats: true) == "aaaaaaaaaa")
    }
}
