import SkinKit
import SkinUI
import Testing

@testable import SkinCurses

extension NcursesSuite {
    /// Output depth: detection at start, previewing shallower depths, truecolor and no color.
    @Suite struct CursesScreenDepthTests {
        private let colors: [RGBColor] = [0x002B36, 0xFDF6E3, 0xFF8800, 0x6C71C4, 0x000000, 0x000005].map { RGBColor(hex: $0) }

        private func canvas() -> Canvas {
            var canvas = Canvas(width: colors.count, height: 2)
            for (x, color) in colors.enumerated() {
                canvas[x, 0] = Cell(character: "a", foreground: color, background: colors[colors.count - 1 - x])
                canvas[x, 1] = Cell(character: "b", foreground: .white, background: color, attributes: [.italic])
            }
            return canvas
        }

        @Test func changingTheOutputDepthRepaintsAtTheNewDepth() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 6, height: 2))
            let canvas = canvas()
            fixture.screen.present(canvas)
            fixture.screen.outputDepth = .palette16
            #expect(fixture.screen.outputDepth == .palette16)
            fixture.screen.present(canvas)
            #expect(fixture.screen.lastPresentByteCount > 0)
            for x in 0..<colors.count {
                let shown = try #require(fixture.screen.virtualCell(x: x, y: 1))
                #expect(shown.background == TerminalPalette.nearestIndex(to: colors[x], depth: .palette16).map(Int32.init))
            }
        }

        @Test func aDepthDeeperThanTheTerminalIsClamped() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 6, height: 2))
            fixture.screen.outputDepth = .truecolor
            #expect(fixture.screen.outputDepth == .palette256)
            fixture.screen.outputDepth = .palette8
            #expect(fixture.screen.outputDepth == .palette8)
        }

        @Test(.enabled(if: NcursesSuite.terminfoExists("xterm-direct"), "needs ncurses-term"))
        func colorTermTruecolorRunsOnTheDirectEntryWithExactRGB() throws {
            let fixture = try ScreenFixture(
                "xterm-256color", size: Size(width: 6, height: 2),
                environment: ["COLORTERM": "truecolor"])
            #expect(fixture.screen.capabilities.terminalName == "xterm-direct")
            #expect(fixture.screen.capabilities.depth == .truecolor)
            fixture.screen.present(canvas())
            for (x, color) in colors.enumerated() {
                let shown = try #require(fixture.screen.virtualCell(x: x, y: 1))
                #expect(shown.background == TerminalColorMapper.directColorValue(color))
                #expect(shown.background >= 8)
            }
            #expect(fixture.writtenText.contains("48:2::253:246:227m"))
        }

        @Test func noColorDrawsWithoutPairsAndReversesDarkSurfaces() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 6, height: 2), environment: ["NO_COLOR": "1"])
            #expect(fixture.screen.capabilities.depth == .none)
            fixture.screen.terminalBackground = .light
            fixture.screen.present(canvas())
            for (x, color) in colors.enumerated() {
                let shown = try #require(fixture.screen.virtualCell(x: x, y: 1))
                #expect(shown.pair == 0)
                #expect(shown.attributes.contains(.reverse) == color.isDark, "cell \(x)")
            }
            fixture.screen.terminalBackground = .dark
            fixture.screen.present(canvas())
            for (x, color) in colors.enumerated() {
                #expect(fixture.screen.virtualCell(x: x, y: 1)?.attributes.contains(.reverse) == !color.isDark)
            }
        }

        @Test func italicIsLeftOutWhereTheTerminalHasNone() throws {
            let screenTerm = try ScreenFixture("screen-256color", size: Size(width: 6, height: 2))
            screenTerm.screen.present(canvas())
            #expect(screenTerm.screen.capabilities.supportsItalics == false)
            #expect(screenTerm.screen.virtualCell(x: 0, y: 1)?.attributes == [])
            screenTerm.screen.close()
            let xterm = try ScreenFixture("xterm-256color", size: Size(width: 6, height: 2))
            xterm.screen.present(canvas())
            #expect(xterm.screen.virtualCell(x: 0, y: 1)?.attributes == [.italic])
        }
    }
}
