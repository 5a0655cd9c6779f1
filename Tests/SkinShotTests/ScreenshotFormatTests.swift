import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct ScreenshotFormatTests {
    @Test func parsesNamesExtensionsAndAliases() {
        #expect(ScreenshotFormat(parsing: "svg") == .svg)
        #expect(ScreenshotFormat(parsing: "TXT") == .txt)
        #expect(ScreenshotFormat(parsing: ".html") == .html)
        #expect(ScreenshotFormat(parsing: "text") == .txt)
        #expect(ScreenshotFormat(parsing: "ans") == .ansi)
        #expect(ScreenshotFormat(parsing: "png") == .png)
        #expect(ScreenshotFormat(parsing: "gif") == nil, "a GIF is a recording (record NAME.gif), not a shot")
        #expect(ScreenshotFormat(parsing: "") == nil)
    }

    @Test func fileExtensions() {
        #expect(ScreenshotFormat.allCases.map(\.fileExtension) == ["txt", "ansi", "svg", "html", "png"])
    }

    @Test func formatFromFileName() {
        #expect(ScreenshotFormat(fileName: "Screenshots/ocean-dark.svg") == .svg)
        #expect(ScreenshotFormat(fileName: "narrow.v2.txt") == .txt)
        #expect(ScreenshotFormat(fileName: "README") == nil)
        #expect(ScreenshotFormat(fileName: ".svg") == nil)
        #expect(ScreenshotFormat(fileName: "dir.svg/file") == nil)
    }

    @Test func exportDispatchesToTheExporterOfEachFormat() throws {
        let canvas = SampleCanvas.styled()
        #expect(try ScreenshotFormat.txt.export(canvas) == Data(PlainTextExporter().export(canvas).utf8))
        #expect(try ScreenshotFormat.ansi.export(canvas, depth: .palette16) == Data(ANSIExporter(depth: .palette16).export(canvas).utf8))
        #expect(try ScreenshotFormat.svg.export(canvas, depth: .palette8) == Data(SVGExporter(depth: .palette8).export(canvas).utf8))
        #expect(try ScreenshotFormat.html.export(canvas, depth: .palette256) == Data(HTMLExporter(depth: .palette256).export(canvas).utf8))
    }

    @Test func pngIsThePictureFormat() throws {
        #expect(ScreenshotFormat.allCases.filter(\.isPicture) == [.png])
        let data = try ScreenshotFormat.png.export(SampleCanvas.styled())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func onlyTextIgnoresColor() {
        #expect(ScreenshotFormat.allCases.filter { !$0.showsColor } == [.txt])
    }
}
