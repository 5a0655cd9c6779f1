import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct CanvasDiffReportTests {
    func canvas(_ rows: [String]) -> Canvas {
        var canvas = Canvas(width: rows.map { DisplayWidth.of($0) }.max() ?? 0, height: rows.count)
        for (y, row) in rows.enumerated() { canvas.draw(row, x: 0, y: y, foreground: .black) }
        return canvas
    }

    @Test func aMatchSaysSo() {
        let same = canvas(["ab"])
        #expect(CanvasDiff(expected: same, actual: same).report(name: "a.txt") == "a.txt: matches (2x1)\n")
    }

    @Test func namesTheCellsAndMarksTheChangedColumnsUnderTheRows() {
        let expected = canvas(["first", "hello", "third", "fourth"])
        let actual = canvas(["first", "hxllo", "third", "fourth"])
        let report = CanvasDiff(expected: expected, actual: actual).report(name: "gallery.txt", contextRows: 1)
        let expectedReport = """
            gallery.txt: 1 cell differs in 1 row (compared 6x4)
            differing cells:
              (1,1) expected "e" #000000 on #FFFFFF [-], actual "x" #000000 on #FFFFFF [-] (character)

            rows 0-2:
                0 |first |
              - 1 |hello |
              + 1 |hxllo |
                    ^
                2 |third |

            summary: 1 differing cell in 1 row

            """
        #expect(report == expectedReport)
    }

    @Test func marksColorOnlyChangesEvenWhenTheTextIsTheSame() {
        let expected = canvas(["abcd"])
        var actual = expected
        actual[2, 0].foreground = SampleCanvas.red
        let report = CanvasDiff(expected: expected, actual: actual).report(contextRows: 0)
        #expect(report.contains("  - 0 |abcd|\n  + 0 |abcd|\n         ^\n"))
        #expect(report.contains("(2,0) expected \"c\" #000000 on #FFFFFF [-], actual \"c\" #FF0000 on #FFFFFF [-] (foreground)"))
    }

    @Test func listsOnlyTheFirstCellsButCountsThemAll() {
        let expected = canvas(["aaaaaaaaaa"])
        let actual = canvas(["bbbbbbbbbb"])
        let report = CanvasDiff(expected: expected, actual: actual).report(name: "x", limit: 3)
        #expect(report.contains("first 3 of 10 differing cells:"))
        #expect(report.contains("(2,0)"))
        #expect(!report.contains("(3,0)"))
        #expect(report.hasSuffix("summary: 10 differing cells in 1 row, first 3 listed\n"))
    }

    @Test func reportsASizeMismatchClearly() {
        let expected = canvas(["abc", "def"])
        let actual = canvas(["abcde"])
        let report = CanvasDiff(expected: expected, actual: actual).report(name: "s.txt")
        #expect(
            report.contains(
                "size differs: expected 3x2, actual 5x1 (actual has 2 more columns and 1 fewer row); "
                    + "cells are compared in the common 3x1 area"))
        #expect(report.hasSuffix("; size differs (expected 3x2, actual 5x1)\n"))
    }

    @Test func showsRowsOnlyOneCanvasHas() {
        let expected = canvas(["abc", "def"])
        let actual = canvas(["xbc"])
        let report = CanvasDiff(expected: expected, actual: actual).report(contextRows: 1)
        #expect(report.contains("  - 1 |def|  (only in expected)"))
    }

    @Test func marksBothColumnsOfAChangedWideCharacter() {
        let expected = canvas(["a漢"])
        var actual = expected
        actual.draw("字", x: 1, y: 0, foreground: .black)
        let report = CanvasDiff(expected: expected, actual: actual).report(contextRows: 0)
        #expect(report.contains("  - 0 |a漢|\n  + 0 |a字|\n        ^^\n"))
        #expect(report.contains("(1,0) expected \"漢\" #000000 on #FFFFFF [-], actual \"字\""))
        #expect(!report.contains("(2,0)"))
    }
}
