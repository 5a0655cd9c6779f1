import SkinKit
import Testing

@testable import SkinCurses

/// The background query's replies are taken out of the input while every typed byte reaches the
/// key decoder in order, whatever the read boundaries.
struct BackgroundReplyFilterTests {
    static let osc11 = Array("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\".utf8)
    static let da1 = Array("\u{1B}[?62;22c".utf8)

    @Test func repliesAreTakenOutAndKeysAroundThemKept() {
        var filter = BackgroundReplyFilter()
        let passed = filter.take(Array("s".utf8) + Self.osc11 + Array("d".utf8) + Self.da1 + Array("\u{1B}[A".utf8))
        #expect(passed == Array("sd\u{1B}[A".utf8))
        #expect(filter.background == RGBColor(red: 0x1E, green: 0x1E, blue: 0x1E))
        #expect(filter.isComplete)
        #expect(!filter.isHolding)
    }

    @Test(arguments: 1...20)
    func aReplySplitAnywhereIsStillFound(split: Int) {
        var filter = BackgroundReplyFilter()
        let bytes = Array("x".utf8) + Self.osc11 + Self.da1 + Array("y".utf8)
        let cut = min(split, bytes.count - 1)
        let passed = filter.take(Array(bytes[..<cut])) + filter.take(Array(bytes[cut...]))
        #expect(passed == Array("xy".utf8))
        #expect(filter.background?.isDark == true)
        #expect(filter.isComplete)
    }

    @Test func aLoneEscapeIsHeldUntilFlushedThenPassedOn() {
        var filter = BackgroundReplyFilter()
        #expect(filter.take([0x1B]).isEmpty)
        #expect(filter.isHolding)
        #expect(filter.flush() == [0x1B])
        #expect(!filter.isHolding)
    }

    @Test func aTerminalWithoutOSC11OnlyCompletesTheQuery() {
        var filter = BackgroundReplyFilter()
        #expect(filter.take(Self.da1 + Array("q".utf8)) == Array("q".utf8))
        #expect(filter.background == nil)
        #expect(filter.isComplete)
    }

    @Test func otherEscapeSequencesAreKeys() {
        var filter = BackgroundReplyFilter()
        let keys = Array("\u{1B}[1;5C\u{1B}OP\u{1B}]2;title\u{07}\u{1B}[?1;2x".utf8)
        #expect(filter.take(keys) == keys)
        #expect(filter.background == nil && !filter.isComplete)
    }

    @Test func anEndlessReplyIsPassedOnAsInput() {
        var filter = BackgroundReplyFilter()
        let junk = Array("\u{1B}]11;".utf8) + Array(repeating: UInt8(ascii: "a"), count: 200)
        #expect(filter.take(junk) == junk)
        #expect(!filter.isHolding)
    }

    @Test func modeReportsAndLightDarkReportsAreTakenOut() {
        var filter = BackgroundReplyFilter()
        let bytes = Array("a\u{1B}[?2031;2$yb\u{1B}[?997;1nc\u{1B}[?997;2n\u{1B}[?997;9nd".utf8)
        // Split inside every reply: the held tails are joined with the next read.
        let passed = stride(from: 0, to: bytes.count, by: 3).map { Array(bytes[$0..<min($0 + 3, bytes.count)]) }
            .flatMap { filter.take($0) }
        #expect(passed == Array("abc\u{1B}[?997;9nd".utf8), "a report outside the spec's values (9) stays input")
        #expect(filter.takeReplies() == [.modeReport(mode: 2031, state: 2), .appearance(.dark), .appearance(.light)])
        #expect(filter.takeReplies().isEmpty)
    }

    @Test func focusEventsAreTakenOutEvenSplitAfterTheBracket() {
        var filter = BackgroundReplyFilter()
        #expect(filter.take(Array("a\u{1B}[".utf8)) == Array("a".utf8), "ESC [ may start a focus event: held")
        #expect(filter.take(Array("Ib\u{1B}[Oc\u{1B}[B".utf8)) == Array("bc\u{1B}[B".utf8), "an arrow key stays a key")
        #expect(filter.takeReplies() == [.focus(gained: true), .focus(gained: false)])
    }

    @Test func colorReportsAreTakenOutWithTheirSpecs() {
        var filter = BackgroundReplyFilter()
        let bytes = Array("\u{1B}]10;rgb:d0d0/d0d0/d0d0\u{1B}\\\u{1B}]4;3;rgb:cd/cd/00\u{07}x\u{1B}]12;rgb:1/2/3\u{1B}\\".utf8)
        #expect(filter.take(bytes) == Array("x".utf8))
        #expect(
            filter.takeReplies() == [
                .color(.foreground, spec: "rgb:d0d0/d0d0/d0d0"), .color(.palette(3), spec: "rgb:cd/cd/00"),
                .color(.cursor, spec: "rgb:1/2/3"),
            ])
    }
}

/// While the screen reads the input itself, mouse reports are decoded here (ncurses cannot decode
/// them from bytes given back): a left press is a click, other reports are dropped.
struct MouseReportFilterTests {
    @Test func aLeftPressIsAClickAndTheReleaseIsDropped() {
        var filter = BackgroundReplyFilter()
        let bytes = Array("a\u{1B}[<0;50;28M\u{1B}[<0;50;28mb\u{1B}[<2;3;4M".utf8)
        #expect(filter.take(Array(bytes[..<6])) + filter.take(Array(bytes[6...])) == Array("ab".utf8))
        #expect(filter.takeReplies() == [.click(x: 49, y: 27)])
    }
}
