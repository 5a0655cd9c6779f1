import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// Hovering a run of cells in a browser shows the skin keys that painted it.
struct ScreenshotKeyTitleTests {
    @Test func svgAndHtmlRunsNameTheirSkinKeysAndStillDecode() throws {
        var canvas = Canvas(width: 6, height: 1, fill: Cell(character: " ", foreground: .white, background: .white, backgroundKey: "surface"))
        canvas.draw("ab", x: 0, y: 0, foreground: .black, foregroundKey: "text")
        canvas.draw("cd", x: 2, y: 0, foreground: .black, foregroundKey: "title")
        let svg = SVGExporter().export(canvas)
        #expect(svg.contains("<title>fg: text · bg: surface</title>ab</text>"))
        #expect(svg.contains("<title>fg: title · bg: surface</title>cd</text>"))
        #expect(svg.contains("<title>bg: surface</title></rect>"))
        let html = HTMLExporter().export(canvas)
        #expect(html.contains("title=\"fg: text · bg: surface\">ab</span>"))
        let decoded = try SVGDecoder().decode(Data(svg.utf8))
        #expect(decoded.text == "abcd  ")
        #expect(try HTMLDecoder().decode(Data(html.utf8)).text == "abcd  ")
    }
}
