import Testing

@testable import SkinCurses

/// The memo ncurses' parameterized formats go through in a release build (`--wrap=_nc_tiparm`):
/// an answer is given back only for the same format, at the same address and with the same text,
/// and the same numbers; formats with terminfo's variables are never remembered.
@Suite(.serialized) struct TerminfoFormatMemoTests {
    /// A format string at an address of its own for the duration of `body`.
    private func withFormat<Result>(_ text: String, _ body: (UnsafeMutablePointer<CChar>) -> Result) -> Result {
        let bytes = Array(text.utf8CString)
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: 96)
        defer { pointer.deallocate() }
        pointer.initialize(repeating: 0, count: 96)
        for (index, byte) in bytes.enumerated() { pointer[index] = byte }
        return body(pointer)
    }

    @Test func anAnswerIsGivenBackForTheSameFormatAndNumberOnly() {
        let setaf = "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m"
        withFormat(setaf) { format in
            let (askedBefore, answeredBefore) = TerminfoFormatMemo.counts
            #expect(TerminfoFormatMemo.recall(format, parameters: [196]) == nil)
            TerminfoFormatMemo.remember(format, parameters: [196], answer: "\u{1B}[38;5;196m")
            #expect(TerminfoFormatMemo.recall(format, parameters: [196]) == "\u{1B}[38;5;196m")
            #expect(TerminfoFormatMemo.recall(format, parameters: [197]) == nil)
            let (askedAfter, answeredAfter) = TerminfoFormatMemo.counts
            #expect(askedAfter - askedBefore == 3)
            #expect(answeredAfter - answeredBefore == 1)
        }
    }

    @Test func aMoveIsRememberedForItsBothNumbersInTheirOrder() {
        withFormat("\u{1B}[%i%p1%d;%p2%dH") { format in
            TerminfoFormatMemo.remember(format, parameters: [3, 7], answer: "\u{1B}[4;8H")
            #expect(TerminfoFormatMemo.recall(format, parameters: [3, 7]) == "\u{1B}[4;8H")
            #expect(TerminfoFormatMemo.recall(format, parameters: [7, 3]) == nil)
            #expect(TerminfoFormatMemo.recall(format, parameters: [3]) == nil)
            #expect(TerminfoFormatMemo.recall(format, parameters: [3, 7, 0]) == nil)
        }
    }

    @Test func anotherFormatAtTheSameAddressIsNotMistakenForTheRememberedOne() {
        withFormat("\u{1B}[3%p1%dm") { format in
            TerminfoFormatMemo.remember(format, parameters: [2], answer: "\u{1B}[32m")
            #expect(TerminfoFormatMemo.recall(format, parameters: [2]) == "\u{1B}[32m")
            // A terminal description freed and another loaded where it was.
            format[3] = CChar(UInt8(ascii: "4"))
            #expect(TerminfoFormatMemo.recall(format, parameters: [2]) == nil)
        }
    }

    @Test func formatsWithTerminfoVariablesAreNeverRemembered() {
        for text in ["\u{1B}[%p1%Pa%ga%dm", "\u{1B}[%gb%p1%dm"] {
            withFormat(text) { format in
                TerminfoFormatMemo.remember(format, parameters: [5], answer: "\u{1B}[5m")
                #expect(TerminfoFormatMemo.recall(format, parameters: [5]) == nil)
            }
        }
    }

    /// Past its 1,024 answers the memo starts again: it never gives a wrong answer, and keeps the latest.
    @Test func aFullMemoStartsAgainAndNeverAnswersWrongly() {
        withFormat("\u{1B}[%i%p1%d;%p2%dH") { format in
            for row in Int32(0)..<50 {
                for column in Int32(0)..<30 {
                    TerminfoFormatMemo.remember(format, parameters: [row, column], answer: "\(row + 1);\(column + 1)")
                }
            }
            var answered = 0
            for row in Int32(0)..<50 {
                for column in Int32(0)..<30 {
                    guard let answer = TerminfoFormatMemo.recall(format, parameters: [row, column]) else { continue }
                    #expect(answer == "\(row + 1);\(column + 1)")
                    answered += 1
                }
            }
            #expect(TerminfoFormatMemo.recall(format, parameters: [49, 29]) == "50;30")
            #expect(answered > 0 && answered < 1_500)
        }
    }

    @Test func anAnswerTooLongForTheMemoIsNotRemembered() {
        withFormat("\u{1B}]%p1%d;long\u{7}") { format in
            let long = String(repeating: "x", count: 80)
            TerminfoFormatMemo.remember(format, parameters: [1], answer: long)
            #expect(TerminfoFormatMemo.recall(format, parameters: [1]) == nil)
            TerminfoFormatMemo.remember(format, parameters: [1], answer: "short")
            #expect(TerminfoFormatMemo.recall(format, parameters: [1]) == "short")
        }
    }
}
