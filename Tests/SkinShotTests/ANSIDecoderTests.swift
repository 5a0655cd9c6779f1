import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct ANSIDecoderTests {
    func decode(_ text: String) throws -> Canvas {
        try ANSIDecoder().decode(Data(text.utf8))
    }

    @Test func readsTruecolorAndAttributes() throws {
        let canvas = try decode("\(esc)[1;3;38;2;255;0;0;48;2;0;43;54mX\(esc)[0m\n")
        #expect(canvas.size == Size(width: 1, height: 1))
        #expect(
            canvas[0, 0]
                == Cell(
                    character: "X", foreground: SampleCanvas.red, background: SampleCanvas.solarizedBase03,
                    attributes: [.bold, .italic]))
    }

    @Test func mapsPaletteIndicesBackToTheXtermPalette() throws {
        let canvas = try decode("\(esc)[38;5;196;48;5;235ma\(esc)[91;100mb\(esc)[32;47mc\(esc)[0m\n")
        #expect(canvas[0, 0].foreground == TerminalPalette.xterm256[196])
        #expect(canvas[0, 0].background == TerminalPalette.xterm256[235])
        #expect(canvas[1, 0].foreground == TerminalPalette.xterm256[9])
        #expect(canvas[1, 0].background == TerminalPalette.xterm256[8])
        #expect(canvas[2, 0].foreground == TerminalPalette.xterm256[2])
        #expect(canvas[2, 0].background == TerminalPalette.xterm256[7])
    }

    @Test func resetAndDefaultCodesGoBackToTheDefaultCell() throws {
        let defaults = Cell(foreground: .white, background: .black)
        let text = "\(esc)[1;7;38;2;1;2;3ma\(esc)[39;22;27mb\(esc)[mc\n"
        let canvas = try ANSIDecoder(defaultCell: defaults).decode(Data(text.utf8))
        #expect(canvas[0, 0].attributes == [.bold, .reverse])
        #expect(canvas[1, 0].foreground == .white)
        #expect(canvas[1, 0].attributes == [])
        #expect(canvas[2, 0] == Cell(character: "c", foreground: .white, background: .black))
    }

    @Test func attributeOffCodesRemoveOneAttributeEach() throws {
        let canvas = try decode("\(esc)[3;4;9;2ma\(esc)[23mb\(esc)[24mc\(esc)[29md\(esc)[22me\n")
        #expect(canvas[0, 0].attributes == [.italic, .underline, .strikethrough, .dim])
        #expect(canvas[1, 0].attributes == [.underline, .strikethrough, .dim])
        #expect(canvas[2, 0].attributes == [.strikethrough, .dim])
        #expect(canvas[3, 0].attributes == [.dim])
        #expect(canvas[4, 0].attributes == [])
    }

    @Test func aWideCharacterFillsTwoCellsInItsStyle() throws {
        let canvas = try decode("\(esc)[4m漢\(esc)[0mx\n")
        #expect(canvas.width == 3)
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas[1, 0].attributes == .underline)
        #expect(canvas[2, 0].character == "x")
    }

    @Test func skipsOtherEscapeSequencesAndPadsShortRows() throws {
        let canvas = try decode("\(esc)[2Jab\(esc)[?25l\nc\n")
        #expect(canvas.size == Size(width: 2, height: 2))
        #expect(canvas.text == "ab\nc ")
    }

    @Test func aCombiningMarkAfterAnEscapeStaysItsOwnCell() throws {
        let canvas = try decode("a\(esc)[1m\u{301}\n")
        #expect(canvas.width == 2)
        #expect(canvas[1, 0].character == "\u{301}")
    }

    @Test func rejectsBytesThatAreNotUTF8() {
        #expect(throws: ScreenshotDecodingError.self) {
            try ANSIDecoder().decode(Data([0x1B, 0x5B, 0xC3]))
        }
    }
}
