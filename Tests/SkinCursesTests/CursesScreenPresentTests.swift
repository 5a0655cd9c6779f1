import SkinKit
import SkinUI
import Testing

@testable import SkinCurses

extension NcursesSuite {
    /// Presents canvases on a file-backed screen and reads ncurses' virtual screen back.
    @Suite struct CursesScreenPresentTests {
        private let paper = RGBColor(hex: 0xFDF6E3)
        private let ink = RGBColor(hex: 0x333333)

        private func sampleCanvas(width: Int = 24, height: Int = 6) -> Canvas {
            var canvas = Canvas(width: width, height: height, fill: Cell(character: ".", foreground: ink, background: paper))
            canvas.draw(
                "Hello", x: 1, y: 1, foreground: RGBColor(hex: 0xFF8800), background: RGBColor(hex: 0x002B36),
                attributes: [.bold])
            canvas.draw("中文 ok", x: 10, y: 2, foreground: RGBColor(hex: 0x268BD2), attributes: [.underline])
            canvas.draw("é", x: 2, y: 3, foreground: RGBColor(hex: 0x859900), attributes: [.italic])
            canvas.draw("Z", x: width - 1, y: height - 1, foreground: .white, background: RGBColor(hex: 0xDC322F))
            return canvas
        }

        /// Every head cell shows the canvas character, attributes and nearest palette colors; a blank
        /// cell's ink only where it shows (`CompareDifferences.shownColors`: reversed or underlined).
        private func expectScreen(
            _ screen: CursesScreen, shows canvas: Canvas, depth: ColorDepth,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            for y in 0..<canvas.height {
                for x in 0..<canvas.width where !canvas[x, y].isContinuation {
                    let cell = canvas[x, y]
                    guard let shown = screen.virtualCell(x: x, y: y) else {
                        Issue.record("no cell at \(x),\(y)", sourceLocation: sourceLocation)
                        return
                    }
                    #expect(shown.character == cell.character, "character at \(x),\(y)", sourceLocation: sourceLocation)
                    #expect(shown.attributes == cell.attributes, "attributes at \(x),\(y)", sourceLocation: sourceLocation)
                    if CompareDifferences.shownColors(cell).ink != nil {
                        #expect(
                            shown.foreground == TerminalPalette.nearestIndex(to: cell.foreground, depth: depth).map(Int32.init),
                            "foreground at \(x),\(y)", sourceLocation: sourceLocation)
                    }
                    #expect(
                        shown.background == TerminalPalette.nearestIndex(to: cell.background, depth: depth).map(Int32.init),
                        "background at \(x),\(y)", sourceLocation: sourceLocation)
                }
            }
        }

        @Test func charactersAttributesAndColorsReachTheVirtualScreen() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 24, height: 6))
            let canvas = sampleCanvas()
            #expect(fixture.screen.size == canvas.size)
            #expect(fixture.screen.outputDepth == .palette256)
            fixture.screen.present(canvas)
            expectScreen(fixture.screen, shows: canvas, depth: .palette256)
        }

        @Test func theBottomRightCellIsWrittenWithoutScrolling() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 24, height: 6))
            let canvas = sampleCanvas()
            fixture.screen.present(canvas)
            #expect(fixture.screen.virtualCell(x: 23, y: 5)?.character == "Z")
            // A scroll would have moved row 1 ("Hello") up to row 0.
            #expect(fixture.screen.virtualCell(x: 1, y: 1)?.character == "H")
            #expect(fixture.screen.virtualCell(x: 1, y: 0)?.character == ".")
        }

        @Test func pairsBeyond255AreUsedThroughTheExtendedAPI() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 40, height: 10))
            var canvas = Canvas(width: 40, height: 10)
            for index in 0..<400 {
                let fg = TerminalPalette.xterm256[16 + index % 240]
                let bg = TerminalPalette.xterm256[16 + (index / 240) * 37]
                canvas[index % 40, index / 40] = Cell(character: "#", foreground: fg, background: bg)
            }
            fixture.screen.present(canvas)
            expectScreen(fixture.screen, shows: canvas, depth: .palette256)
            let pairs = (0..<400).compactMap { fixture.screen.virtualCell(x: $0 % 40, y: $0 / 40)?.pair }
            #expect(Set(pairs).count == 400)
            #expect((pairs.max() ?? 0) > 255)
        }

        @Test func eightColorTerminalNeverUsesMoreThanItsPairs() throws {
            let fixture = try ScreenFixture("xterm", size: Size(width: 8, height: 16))
            #expect(fixture.screen.capabilities.colorPairs == 64)
            func canvas(foregrounds: Range<Int>) -> Canvas {
                var canvas = Canvas(width: 8, height: 16)
                for (row, fg) in foregrounds.enumerated() {
                    for bg in 0..<8 {
                        canvas[bg, row] = Cell(
                            character: "x", foreground: TerminalPalette.xtermBase[fg],
                            background: TerminalPalette.xtermBase[bg])
                    }
                }
                return canvas
            }
            // 40 combinations, then 40 others (64 in all, more than the 63 pairs): the table recycles.
            let first = canvas(foregrounds: 0..<5)
            fixture.screen.present(first)
            expectScreen(fixture.screen, shows: first, depth: .palette8)
            let second = canvas(foregrounds: 3..<8)
            fixture.screen.present(second)
            expectScreen(fixture.screen, shows: second, depth: .palette8)
            for y in 0..<16 {
                for x in 0..<8 {
                    #expect((0...63).contains(fixture.screen.virtualCell(x: x, y: y)?.pair ?? -1))
                }
            }
        }

        @Test func allSixtyFourCombinationsInOneFrameFallBackForOnlyOne() throws {
            let fixture = try ScreenFixture("xterm", size: Size(width: 8, height: 8))
            var canvas = Canvas(width: 8, height: 8)
            for fg in 0..<8 {
                for bg in 0..<8 {
                    canvas[bg, fg] = Cell(
                        character: "x", foreground: TerminalPalette.xtermBase[fg],
                        background: TerminalPalette.xtermBase[bg])
                }
            }
            fixture.screen.present(canvas)
            var wrong = 0
            for y in 0..<8 {
                for x in 0..<8 {
                    let shown = try #require(fixture.screen.virtualCell(x: x, y: y))
                    #expect((0...63).contains(shown.pair))
                    if shown.foreground != Int32(y) || shown.background != Int32(x) { wrong += 1 }
                }
            }
            #expect(wrong <= 1)
        }

        @Test func aBlankKeepsThePairOfTheGlyphBeforeItWhenOnlyItsInkDiffers() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 12, height: 2))
            var canvas = Canvas(width: 12, height: 2, fill: Cell(character: " ", foreground: paper, background: paper))
            canvas.draw("ab", x: 0, y: 0, foreground: ink, background: paper)
            canvas.draw("cd", x: 4, y: 0, foreground: ink, background: paper)
            canvas.draw("  ", x: 6, y: 0, foreground: ink, background: paper, attributes: [.underline])
            canvas.draw("  ", x: 8, y: 0, foreground: ink, background: ink)
            fixture.screen.present(canvas)
            let glyph = try #require(fixture.screen.virtualCell(x: 0, y: 0))
            // The blanks between "ab" and "cd" (ink: the paper color) are drawn in the glyphs' pair…
            for x in 2...3 { #expect(fixture.screen.virtualCell(x: x, y: 0)?.pair == glyph.pair) }
            // …but an underlined blank shows its ink, and another background needs its own pair.
            #expect(fixture.screen.virtualCell(x: 6, y: 0)?.attributes == [.underline])
            #expect(fixture.screen.virtualCell(x: 8, y: 0)?.background == glyph.foreground)
            #expect(fixture.screen.virtualCell(x: 8, y: 0)?.pair != glyph.pair)
            expectScreen(fixture.screen, shows: canvas, depth: .palette256)
        }

        @Test func runsOfChangedCellsReachTheVirtualScreenWithGapsAndWideGlyphs() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 10, height: 3))
            var first = Canvas(width: 10, height: 3, fill: Cell(character: ".", foreground: ink, background: paper))
            first.draw("中文", x: 6, y: 1, foreground: ink, background: paper)
            fixture.screen.present(first)
            // Changed: two runs in row 0 (a gap of unchanged cells between), a wide glyph where two
            // narrow ones were, narrow ones over the old wide glyphs, and the bottom-right cell.
            var second = first
            second.draw("xy", x: 0, y: 0, foreground: ink, background: paper)
            second.draw("zw", x: 5, y: 0, foreground: ink, background: paper)
            second.draw("字", x: 1, y: 1, foreground: ink, background: paper)
            second.draw("abcd", x: 6, y: 1, foreground: ink, background: paper)
            second.draw("!", x: 9, y: 2, foreground: paper, background: ink)
            fixture.screen.present(second)
            expectScreen(fixture.screen, shows: second, depth: .palette256)
            #expect(fixture.screen.size == Size(width: 10, height: 3), "nothing scrolled")
        }

        @Test func wideCharactersClippedByTheScreenBecomeSpaces() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 5, height: 2))
            var canvas = Canvas(width: 6, height: 2, fill: Cell(character: ".", foreground: ink, background: paper))
            canvas.draw("ab中", x: 2, y: 0, foreground: ink)
            fixture.screen.present(canvas)
            #expect(fixture.screen.virtualCell(x: 3, y: 0)?.character == "b")
            #expect(fixture.screen.virtualCell(x: 4, y: 0)?.character == " ")
        }
    }
}
