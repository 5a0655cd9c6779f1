import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct HTMLDecoderTests {
    @Test func readsBackEveryCellOfTheStyledCanvas() throws {
        let canvas = SampleCanvas.styled()
        let decoded = try HTMLDecoder().decode(Data(HTMLExporter().export(canvas).utf8))
        #expect(decoded == SampleCanvas.withoutKeys(canvas))
    }

    @Test func readsDimColorsWithoutTheirAlpha() throws {
        let canvas = SampleCanvas.single("d", foreground: SampleCanvas.red, background: .white, attributes: .dim)
        let decoded = try HTMLDecoder().decode(Data(HTMLExporter().export(canvas).utf8))
        #expect(decoded[0, 0] == Cell(character: "d", foreground: SampleCanvas.red, background: .white, attributes: .dim))
    }

    @Test func rejectsAPageWithoutAScreenshot() {
        #expect(throws: ScreenshotDecodingError.self) {
            try HTMLDecoder().decode(Data("<html><body><pre>hi</pre></body></html>".utf8))
        }
    }

    @Test func rejectsASpanWithoutColorsAndNamesTheProblem() {
        let html = "<pre data-cols=\"1\" data-rows=\"1\"><span style=\"width:1ch\">x</span></pre>"
        do {
            _ = try HTMLDecoder().decode(Data(html.utf8))
            Issue.record("a span without colors should fail")
        } catch let error as ScreenshotDecodingError {
            #expect(error.description == "html screenshot: <span> on line 1 has no valid color (expected #RRGGBB)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
