import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct ANSIExporterTests {
    let red = SampleCanvas.red

    @Test func boldRedOnWhiteInTruecolor() {
        let canvas = SampleCanvas.single("X", foreground: red, background: .white, attributes: .bold)
        #expect(ANSIExporter().export(canvas) == "\(esc)[1;38;2;255;0;0;48;2;255;255;255mX\(esc)[0m\n")
    }

    @Test func everyAttributeHasItsCodeInAFixedOrder() {
        let all: TextAttributes = [.bold, .dim, .italic, .underline, .reverse, .strikethrough]
        let canvas = SampleCanvas.single("a", foreground: .black, background: .white, attributes: all)
        #expect(ANSIExporter(depth: .none).export(canvas) == "\(esc)[1;2;3;4;7;9ma\(esc)[0m\n")
    }

    @Test func writesAnEscapeOnlyWhenTheStyleChanges() {
        var canvas = SampleCanvas.text("aab", width: 3)
        canvas.draw("b", x: 2, y: 0, foreground: red)
        let expected = "\(esc)[38;2;0;0;0;48;2;255;255;255maa\(esc)[38;2;255;0;0mb\(esc)[0m\n"
        #expect(ANSIExporter().export(canvas) == expected)
    }

    @Test func addingAnAttributeWritesOnlyThatAttribute() {
        var canvas = SampleCanvas.text("ab", width: 2)
        canvas.draw("b", x: 1, y: 0, foreground: .black, attributes: .underline)
        #expect(ANSIExporter().export(canvas).contains("a\(esc)[4mb"))
    }

    @Test func removingAnAttributeResetsAndWritesTheWholeStyle() {
        var canvas = SampleCanvas.text("ab", width: 2, attributes: .bold)
        canvas.draw("b", x: 1, y: 0, foreground: .black)
        #expect(ANSIExporter().export(canvas).contains("a\(esc)[0;38;2;0;0;0;48;2;255;255;255mb"))
    }

    @Test func resetsAtEachLineEndAndStartsEachLineFromTheDefault() {
        let canvas = SampleCanvas.text("", width: 1, height: 2)
        let line = "\(esc)[38;2;0;0;0;48;2;255;255;255m \(esc)[0m\n"
        #expect(ANSIExporter().export(canvas) == line + line)
    }

    @Test func palette256UsesTheCIEDE2000IndexNotTheCubeRounding() throws {
        let canvas = SampleCanvas.single(" ", foreground: .white, background: SampleCanvas.solarizedBase03)
        let output = ANSIExporter(depth: .palette256).export(canvas)
        // #002B36 is Solarized's base03; rounding each channel into the 6×6×6 cube gives 17 (#00005F, navy).
        #expect(output.contains("48;5;235m"))
        #expect(!output.contains("48;5;17m"))
        let lab = CIELAB(SampleCanvas.solarizedBase03)
        let chosen = lab.deltaE2000(CIELAB(TerminalPalette.xterm256[235]))
        let cube = lab.deltaE2000(CIELAB(TerminalPalette.xterm256[17]))
        #expect(chosen < cube)
        #expect(output.contains("38;5;231;"))
    }

    @Test func palette16UsesBrightCodesForTheUpperEight() {
        let canvas = SampleCanvas.single("x", foreground: red, background: .white)
        #expect(ANSIExporter(depth: .palette16).export(canvas) == "\(esc)[91;107mx\(esc)[0m\n")
    }

    @Test func palette8UsesOnlyTheBaseCodes() {
        let canvas = SampleCanvas.single("x", foreground: red, background: .white)
        #expect(ANSIExporter(depth: .palette8).export(canvas) == "\(esc)[31;47mx\(esc)[0m\n")
    }

    @Test func noColorWritesAttributesOnly() {
        var canvas = SampleCanvas.text("ab", width: 3, foreground: red)
        canvas.draw("b", x: 1, y: 0, foreground: red, attributes: .bold)
        #expect(ANSIExporter(depth: .none).export(canvas) == "a\(esc)[1mb\(esc)[0m \n")
    }

    @Test func writesAWideCharacterOnceWithTrailingSpacesKept() {
        let canvas = SampleCanvas.text("漢", width: 3)
        #expect(ANSIExporter(depth: .none).export(canvas) == "漢 \n")
    }

    @Test func sameOutputEveryTime() {
        let canvas = SampleCanvas.styled()
        for depth in ColorDepth.allCases {
            #expect(ANSIExporter(depth: depth).export(canvas) == ANSIExporter(depth: depth).export(canvas))
        }
    }
}
