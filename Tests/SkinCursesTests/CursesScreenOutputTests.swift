import SkinKit
import SkinUI
import Testing

@testable import SkinCurses

extension NcursesSuite {
    /// How many bytes `present` writes: the measure the skin-switch benchmark relies on.
    @Suite struct CursesScreenOutputTests {
        private func striped(_ size: Size, shift: Int) -> Canvas {
            var canvas = Canvas(width: size.width, height: size.height)
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let value = UInt32((x * 13 + y * 7 + shift) % 200)
                    canvas[x, y] = Cell(
                        character: x % 2 == 0 ? "a" : "b",
                        foreground: RGBColor(hex: value << 16 | 0x2020),
                        background: RGBColor(hex: 0x101010 + value))
                }
            }
            return canvas
        }

        @Test func presentingTheSameCanvasTwiceWritesAlmostNothingTheSecondTime() throws {
            let size = Size(width: 80, height: 24)
            let fixture = try ScreenFixture("xterm-256color", size: size)
            let canvas = striped(size, shift: 0)
            fixture.screen.present(canvas)
            let first = fixture.screen.lastPresentByteCount
            #expect(first > size.width * size.height)
            fixture.screen.present(canvas)
            #expect(fixture.screen.lastPresentByteCount <= 16)
            #expect(fixture.screen.bytesWritten >= first)
        }

        @Test func oneChangedCellWritesFarLessThanAFullScreen() throws {
            let size = Size(width: 80, height: 24)
            let fixture = try ScreenFixture("xterm-256color", size: size)
            var canvas = striped(size, shift: 0)
            fixture.screen.present(canvas)
            let full = fixture.screen.lastPresentByteCount
            canvas[40, 12].character = "Q"
            fixture.screen.present(canvas)
            #expect(fixture.screen.lastPresentByteCount > 0)
            #expect(fixture.screen.lastPresentByteCount * 20 < full)
            #expect(fixture.writtenText.contains("Q"))
        }

        @Test func aSkinSwitchRewritesWhatChanged() throws {
            let size = Size(width: 80, height: 24)
            let fixture = try ScreenFixture("xterm-256color", size: size)
            fixture.screen.present(striped(size, shift: 0))
            let next = striped(size, shift: 50)
            fixture.screen.present(next)
            #expect(fixture.screen.lastPresentByteCount > size.width * size.height)
            let cell = try #require(fixture.screen.virtualCell(x: 10, y: 10))
            #expect(cell.background == TerminalPalette.nearestIndex(to: next[10, 10].background, depth: .palette256).map(Int32.init))
        }

        @Test func outputUsesThe256ColorSGR() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 4, height: 2))
            var canvas = Canvas(
                width: 4, height: 2,
                fill: Cell(
                    character: "x", foreground: RGBColor(hex: 0xFF0000),
                    background: RGBColor(hex: 0x0000FF)))
            canvas[0, 0].character = "y"
            fixture.screen.present(canvas)
            let red = try #require(TerminalPalette.nearestIndex(to: RGBColor(hex: 0xFF0000), depth: .palette256))
            let blue = try #require(TerminalPalette.nearestIndex(to: RGBColor(hex: 0x0000FF), depth: .palette256))
            // One SGR for both colors (`SGRCompactor` joins ncurses' setaf and setab).
            #expect(fixture.writtenText.contains("38;5;\(red);48;5;\(blue)m"))
        }
    }
}
