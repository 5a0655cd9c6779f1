import Testing

@testable import SkinCurses

extension NcursesSuite {
    /// The terminfo facts from NOTES-terminal.md, read from the installed database.
    @Suite struct TerminfoEntryTests {
        @Test func xtermHasEightColorsAndSixtyFourPairs() throws {
            let entry = try #require(TerminfoEntry.load("xterm"))
            #expect(entry.colors == 8)
            #expect(entry.pairs == 64)
            #expect(!entry.hasDirectColor)
            #expect(entry.canAddressCursor)
        }

        @Test func screen256HasNoItalicsAndXterm256Has() throws {
            let screen = try #require(TerminfoEntry.load("screen-256color"))
            let xterm = try #require(TerminfoEntry.load("xterm-256color"))
            #expect(screen.colors == 256 && !screen.hasItalics)
            #expect(xterm.colors == 256 && xterm.hasItalics)
        }

        @Test(.enabled(if: NcursesSuite.terminfoExists("xterm-direct"), "needs ncurses-term"))
        func xtermDirectTakesRGB() throws {
            let entry = try #require(TerminfoEntry.load("xterm-direct"))
            #expect(entry.hasDirectColor)
            #expect(entry.colors == 16_777_216)
        }

        @Test func unknownTerminalIsNil() {
            #expect(TerminfoEntry.load("no-such-terminal-type") == nil)
        }

        @Test func dumbCannotAddressTheCursor() throws {
            let entry = try #require(TerminfoEntry.load("dumb"))
            #expect(!entry.canAddressCursor)
        }
    }
}
