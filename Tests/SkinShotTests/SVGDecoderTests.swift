import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct SVGDecoderTests {
    @Test func readsBackEveryCellOfTheStyledCanvas() throws {
        let canvas = SampleCanvas.styled()
        let decoded = try SVGDecoder().decode(Data(SVGExporter().export(canvas).utf8))
        #expect(decoded == SampleCanvas.withoutKeys(canvas))
    }

    @Test func swapsReverseColorsBack() throws {
        let canvas = SampleCanvas.single("r", foreground: SampleCanvas.red, background: .white, attributes: .reverse)
        let decoded = try SVGDecoder().decode(Data(SVGExporter().export(canvas).utf8))
        #expect(decoded[0, 0] == Cell(character: "r", foreground: SampleCanvas.red, background: .white, attributes: .reverse))
    }

    @Test func readsTheColorsShownAtTheDepthExported() throws {
        let canvas = SampleCanvas.single(" ", foreground: .white, background: SampleCanvas.solarizedBase03)
        let decoded = try SVGDecoder().decode(Data(SVGExporter(depth: .palette256).export(canvas).utf8))
        #expect(decoded[0, 0].background == TerminalPalette.xterm256[235])
    }

    @Test func rejectsMalformedXML() {
        #expect(throws: ScreenshotDecodingError.self) {
            try SVGDecoder().decode(Data("<svg><text>".utf8))
        }
    }

    @Test func rejectsAnSVGThatIsNotAScreenshotAndSaysWhy() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"></svg>"
        do {
            _ = try SVGDecoder().decode(Data(svg.utf8))
            Issue.record("decoding a foreign SVG should fail")
        } catch let error as ScreenshotDecodingError {
            #expect(error.description.contains("data-cols"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func rejectsAnotherRootElement() {
        #expect(throws: ScreenshotDecodingError.self) {
            try SVGDecoder().decode(Data("<html data-cols=\"1\" data-rows=\"1\"/>".utf8))
        }
    }
}
