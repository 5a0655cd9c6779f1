import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct HTMLExporterTests {
    @Test func aStandalonePageThatIsAlsoWellFormedXML() throws {
        let html = HTMLExporter(title: "ocean <dark>").export(SampleCanvas.styled())
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<title>ocean &lt;dark&gt;</title>"))
        #expect(html.contains("<meta charset=\"utf-8\"/>"))
        let document = try XMLDocument(data: Data(html.utf8), options: [])
        #expect(document.rootElement()?.name == "html")
        #expect(!html.contains("<script"))
        #expect(!html.contains("@font-face"))
    }

    @Test func aBoldRedCellOnWhiteIsOneSpanWithInlineStyle() {
        let html = HTMLExporter().export(SampleCanvas.single("X", foreground: SampleCanvas.red, background: .white, attributes: .bold))
        #expect(
            html.contains(
                "<pre class=\"termskin\" data-termskin=\"screenshot\" data-cols=\"1\" data-rows=\"1\" data-depth=\"truecolor\">"
                    + "<span style=\"color:#FF0000;background-color:#FFFFFF;width:1ch;font-weight:bold\" data-attrs=\"bold\">X</span></pre>"))
    }

    @Test func everyAttributeHasItsStyle() {
        let all: TextAttributes = [.bold, .dim, .italic, .underline, .strikethrough]
        let html = HTMLExporter().export(SampleCanvas.single("a", foreground: .black, background: .white, attributes: all))
        #expect(
            html.contains(
                "style=\"color:#00000099;background-color:#FFFFFF;width:1ch;font-weight:bold;font-style:italic;"
                    + "text-decoration:underline line-through\""))
    }

    @Test func rowsAreLinesAndAWideCharacterIsATwoColumnSpan() {
        var canvas = SampleCanvas.text("a漢", width: 3, height: 2)
        canvas.draw("b", x: 0, y: 1, foreground: SampleCanvas.red)
        let html = HTMLExporter().export(canvas)
        #expect(
            html.contains(
                "width:1ch\">a</span><span style=\"color:#000000;background-color:#FFFFFF;width:2ch\">漢</span>\n"
                    + "<span style=\"color:#FF0000;background-color:#FFFFFF;width:1ch\">b</span>"))
    }

    @Test func reverseSwapsTheColorsShown() {
        let html = HTMLExporter().export(SampleCanvas.single("r", foreground: SampleCanvas.red, background: .white, attributes: .reverse))
        #expect(html.contains("color:#FFFFFF;background-color:#FF0000"))
        #expect(html.contains("data-attrs=\"reverse\""))
    }

    @Test func depthReducesTheColorsShown() {
        let canvas = SampleCanvas.single(" ", foreground: SampleCanvas.red, background: SampleCanvas.solarizedBase03)
        let html = HTMLExporter(depth: .palette8).export(canvas)
        #expect(html.contains("color:#CD0000;background-color:#000000"))
        #expect(html.contains("data-depth=\"8\""))
    }

    @Test func sameBytesEveryTime() {
        let canvas = SampleCanvas.styled()
        #expect(HTMLExporter(depth: .palette16).export(canvas) == HTMLExporter(depth: .palette16).export(canvas))
    }
}
