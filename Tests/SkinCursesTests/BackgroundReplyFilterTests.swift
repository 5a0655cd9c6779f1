@testable import SkinCurses
import SkinKit
import Testing

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
        let keys = Array("\u{1B}[1;5C\u{1B}OP\u{1B}]10;rgb:0/0/0\u{07}".utf8)
        #expect(filter.take(keys) == keys)
        #expect(filter.background == nil && !filter.isComplete)
    }

    @Test func anEndlessReplyIsPassedOnAsInput() {
        var filter = BackgroundReplyFilter()
        let junk = Array("\u{1B}]11;".utf8) + Array(repeating: UInt8(ascii: "a"), count: 200)
        #expect(filter.take(junk) == junk)
        #expect(!filter.isHolding)
    }
}
