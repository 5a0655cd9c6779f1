import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct CanvasDiffDocumentTests {
    let expected = SampleCanvas.styled()
    var actual: Canvas {
        var canvas = SampleCanvas.styled()
        canvas.draw("BOLD", x: 1, y: 1, foreground: SampleCanvas.red, attributes: .bold)
        return canvas
    }

    @Test func isAnSVGThatParsesAndShowsThreeCaptionedPanels() throws {
        let svg = CanvasDiff(expected: expected, actual: actual).document(name: "gallery")
        let document = try XMLDocument(data: Data(svg.utf8), options: [])
        #expect(document.rootElement()?.name == "svg")
        #expect(svg.contains(">expected 24x5</text>"))
        #expect(svg.contains(">actual 24x5</text>"))
        #expect(svg.contains(">changes: 4 cells</text>"))
        #expect(svg.contains("<title>gallery: 4 differing cells</title>"))
    }

    @Test func outlinesTheChangedRunInBothPanelsAndFillsItInTheThird() {
        let svg = CanvasDiff(expected: expected, actual: actual).document()
        // Panels start at x 16, 16 + 201.6 + 24 = 241.6 and 467.2; rows at y 40 + 17 × row.
        #expect(svg.contains("<rect x=\"24.4\" y=\"57\" width=\"33.6\" height=\"17\" stroke=\"#FF2D55\"/>"))
        #expect(svg.contains("<rect x=\"250\" y=\"57\" width=\"33.6\" height=\"17\" stroke=\"#FF2D55\"/>"))
        #expect(svg.contains("<rect x=\"475.6\" y=\"57\" width=\"33.6\" height=\"17\" fill=\"#FF2D55\"/>"))
        #expect(svg.contains("(1,1) expected &quot;b&quot; #B58900 on #002B36 [bold]"))
    }

    @Test func marksTheAreaOnlyOneCanvasHas() {
        var wider = Canvas(width: 26, height: 5)
        for y in 0..<5 { for x in 0..<24 { wider[x, y] = expected[x, y] } }
        let svg = CanvasDiff(expected: expected, actual: wider).document()
        #expect(svg.contains("size differs: expected 24x5, actual 26x5"))
        #expect(svg.contains("width=\"16.8\" height=\"85\" stroke=\"#FF9500\" stroke-dasharray=\"4 3\"/>"))
    }

    @Test func sameBytesEveryTime() {
        let diff = CanvasDiff(expected: expected, actual: actual)
        #expect(diff.document() == diff.document())
    }
}
