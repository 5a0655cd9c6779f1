import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct SVGExporterTests {
    func lines(_ svg: String) -> [String] { svg.split(separator: "\n").map(String.init) }

    @Test func parsesAsXMLWithTheGridSizeInPixels() throws {
        let svg = SVGExporter().export(SampleCanvas.styled())
        let document = try XMLDocument(data: Data(svg.utf8), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        // attribute(forName:) finds nothing in a namespace on Linux: look the attributes up by name.
        func value(_ name: String) -> String? { root.attributes?.first { $0.name == name }?.stringValue }
        #expect(value("width") == "201.6")
        #expect(value("height") == "85")
        #expect(value("viewBox") == "0 0 201.6 85")
        #expect(value("xml:space") == "preserve")
        #expect(document.rootElement()?.elements(forName: "g").count == 2)
    }

    @Test func aBoldRedCellOnWhite() {
        let svg = SVGExporter().export(SampleCanvas.single("X", foreground: SampleCanvas.red, background: .white, attributes: .bold))
        #expect(
            lines(svg).contains(
                "<rect x=\"0\" y=\"0\" width=\"8.4\" height=\"17\" fill=\"#FFFFFF\" data-col=\"0\" data-row=\"0\" data-cols=\"1\"/>"))
        #expect(
            lines(svg).contains(
                "<text x=\"0\" y=\"13\" fill=\"#FF0000\" font-weight=\"bold\" textLength=\"8.4\" lengthAdjust=\"spacingAndGlyphs\" "
                    + "data-col=\"0\" data-row=\"0\" data-attrs=\"bold\">X</text>"))
    }

    @Test func mergesBackgroundsIntoRunsAndTextIntoRunsOfOneLook() {
        var canvas = SampleCanvas.text("abcd", width: 6)
        // Spaces in the same foreground on another background: one text run, two background runs.
        canvas.draw("  ", x: 4, y: 0, foreground: .black, background: SampleCanvas.red)
        let rects = lines(SVGExporter().export(canvas)).filter { $0.hasPrefix("<rect") }
        #expect(
            rects == [
                "<rect x=\"0\" y=\"0\" width=\"33.6\" height=\"17\" fill=\"#FFFFFF\" data-col=\"0\" data-row=\"0\" data-cols=\"4\"/>",
                "<rect x=\"33.6\" y=\"0\" width=\"16.8\" height=\"17\" fill=\"#FF0000\" data-col=\"4\" data-row=\"0\" data-cols=\"2\"/>",
            ])
        let texts = lines(SVGExporter().export(canvas)).filter { $0.hasPrefix("<text") }
        #expect(texts.count == 1)
        #expect(texts.first?.hasSuffix(">abcd  </text>") == true)
    }

    @Test func styleAttributesForEachTextAttribute() {
        let all: TextAttributes = [.bold, .dim, .italic, .underline, .strikethrough]
        let svg = SVGExporter().export(SampleCanvas.single("a", foreground: .black, background: .white, attributes: all))
        #expect(svg.contains(" font-weight=\"bold\" font-style=\"italic\" text-decoration=\"underline line-through\" opacity=\"0.6\" "))
        #expect(svg.contains("data-attrs=\"bold dim italic underline strikethrough\""))
    }

    @Test func reverseSwapsTheColorsDrawn() {
        let svg = SVGExporter().export(SampleCanvas.single("r", foreground: SampleCanvas.red, background: .white, attributes: .reverse))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"8.4\" height=\"17\" fill=\"#FF0000\""))
        #expect(svg.contains("<text x=\"0\" y=\"13\" fill=\"#FFFFFF\""))
    }

    @Test func aWideCharacterIsItsOwnRunTwoCellsWide() {
        let texts = lines(SVGExporter().export(SampleCanvas.text("a漢b", width: 4))).filter { $0.hasPrefix("<text") }
        #expect(texts.count == 3)
        #expect(texts[1].hasPrefix("<text x=\"8.4\" y=\"13\" fill=\"#000000\" textLength=\"16.8\""))
        #expect(texts[1].hasSuffix(">漢</text>"))
        #expect(texts[2].hasPrefix("<text x=\"25.2\" "))
    }

    @Test func escapesMarkupCharacters() {
        let svg = SVGExporter().export(SampleCanvas.text("<a&b>\"'", width: 7))
        #expect(svg.contains(">&lt;a&amp;b&gt;&quot;&#39;</text>"))
    }

    @Test func depthReducesTheColorsDrawn() {
        let canvas = SampleCanvas.single(" ", foreground: .white, background: SampleCanvas.solarizedBase03)
        #expect(SVGExporter().export(canvas).contains("fill=\"#002B36\""))
        let reduced = SVGExporter(depth: .palette256).export(canvas)
        #expect(reduced.contains("fill=\"#262626\""))
        #expect(reduced.contains("data-depth=\"256\""))
        #expect(!reduced.contains("#002B36"))
    }

    @Test func sameBytesEveryTimeAndNothingFetched() {
        let canvas = SampleCanvas.styled()
        let first = SVGExporter().export(canvas)
        #expect(first == SVGExporter().export(canvas))
        #expect(!first.contains("@font-face"))
        #expect(!first.contains("url("))
        #expect(!first.contains(" id="))
        #expect(first.hasSuffix("</svg>\n"))
    }
}
