import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct PlainTextDecoderTests {
    @Test func readsRowsAsWideAsTheWidestLineInTheDefaultColors() throws {
        let canvas = try PlainTextDecoder().decode(Data("ab\n 漢\n".utf8))
        #expect(canvas.size == Size(width: 3, height: 2))
        #expect(canvas.text == "ab \n 漢")
        #expect(canvas[2, 1].isContinuation)
        #expect(canvas[0, 0] == Cell(character: "a"))
        #expect(canvas[2, 0] == Cell(character: " "))
    }

    @Test func usesTheGivenDefaultColors() throws {
        let defaults = Cell(foreground: .white, background: SampleCanvas.solarizedBase03)
        let canvas = try PlainTextDecoder(defaultCell: defaults).decode(Data("x\n".utf8))
        #expect(canvas[0, 0].foreground == .white)
        #expect(canvas[0, 0].background == SampleCanvas.solarizedBase03)
    }

    @Test func acceptsCRLFAndALastLineWithoutNewline() throws {
        let canvas = try PlainTextDecoder().decode(Data("a\r\nbc".utf8))
        #expect(canvas.size == Size(width: 2, height: 2))
        #expect(canvas.text == "a \nbc")
    }

    @Test func keepsEmptyRows() throws {
        let canvas = try PlainTextDecoder().decode(Data("\n\nx\n".utf8))
        #expect(canvas.size == Size(width: 1, height: 3))
    }

    @Test func rejectsBytesThatAreNotUTF8() {
        #expect(throws: ScreenshotDecodingError.self) {
            try PlainTextDecoder().decode(Data([0x61, 0xFF, 0xFE]))
        }
    }

    @Test func roundTripsTheCharactersOfACanvas() throws {
        let canvas = SampleCanvas.styled()
        let decoded = try PlainTextDecoder().decode(Data(PlainTextExporter().export(canvas).utf8))
        let expected = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        let actual = decoded.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        #expect(actual == expected)
        #expect(decoded.height == canvas.height)
    }
}
