import Foundation
import Testing

@testable import SkinKit

/// cosmic-term `.ron` color schemes (the real one is `Data/Schemes/Dracula.ron`, in
/// RealSchemeTests): RON read as the `ron` crate reads a `ColorScheme`, colors as `hex_color`'s.
@Suite struct CosmicTermTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "scheme.ron", as: .cosmicTerm) }

    /// RON's comments, a struct name, raw identifiers and strings, escapes, trailing commas and the
    /// four `HexColor` notations (alpha dropped, `+` taken by `from_str_radix`); what is left out is
    /// what cosmic-term draws, with a warning.
    @Test func aSchemeIsReadAsCosmicTermReadsIt() throws {
        let read = try scheme(
            """
            #![enable(implicit_some)]
            // exported
            ColorScheme(
                name: "Caf\\u{E9} \\"dark\\"",
                foreground: "#FCFCFA", /* a /* nested */ comment */
                background: r#"#262427"#,
                r#cursor: "#abc",
                dim_foreground: "#0000",
                normal: ColorSchemeAnsi(
                    black: "#26242780",
                    red: "#ff666d",
                    green: "#+b+e+f",
                ),
                bright: (white: "#fcfcfa"),
            )
            """)
        #expect(read.name == "Café \"dark\"")
        #expect(read.foreground.hexString == "#FCFCFA")
        #expect(read.background.hexString == "#262427")
        #expect(read.cursor?.hexString == "#AABBCC")
        #expect(read.ansi[0].hexString == "#262427")
        #expect(read.ansi[1].hexString == "#FF666D")
        #expect(read.ansi[2].hexString == "#0B0E0F")
        #expect(read.ansi[3].hexString == "#000000")
        #expect(read.ansi[15].hexString == "#FCFCFA")
        #expect(read.warnings.count == 12)
        #expect(read.warnings.first?.description == "normal.yellow: missing color 'normal.yellow': black (#000000) taken, as cosmic-term does")
    }

    /// The collection's schemes set no background: the COSMIC window's shows, and the file names it.
    @Test func aSchemeWithoutABackgroundShowsTheWindows() throws {
        let read = try scheme("(name: \"\", foreground: \"#ffffff\")")
        #expect(read.name == nil)
        #expect(read.background.hexString == "#1B1B1B")
        #expect(read.cursor == nil)
        #expect(read.warnings.map(\.keyPath).contains(["background"]))
    }

    /// What ron or serde refuses is an error at its line and column.
    @Test(arguments: [
        (
            "(\n  name: \"x\",\n  foreground: \"#12345\",\n)",
            "scheme.ron:3:15: foreground: '#12345' is not a color cosmic-term reads (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"
        ),
        (
            "(\n  name: \"x\",\n  background_color: \"#123456\",\n)",
            "scheme.ron:3:3: unknown field 'background_color', expected one of 'name', 'foreground', 'background', 'cursor', 'bright_foreground', 'dim_foreground', 'normal', 'bright', 'dim'"
        ),
        ("(name: \"x\", name: \"y\")", "scheme.ron:1:13: duplicate field 'name'"),
        ("(name: \"x\" foreground: \"#ffffff\")", "scheme.ron:1:12: expected a comma"),
        (
            "(name: \"x\", normal: (pink: \"#ffffff\"))",
            "scheme.ron:1:22: unknown field 'pink', expected one of 'black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'"
        ),
        ("(name: \"x\", foreground: Some(\"#ffffff\"))", "scheme.ron:1:25: expected a string"),
        ("(name: \"x\")\n(name: \"y\")", "scheme.ron:2:1: unexpected text after the value"),
        ("(name: \"x\", /* open", "scheme.ron:1:13: a /* comment is not closed"),
    ])
    func whatRonRefusesIsAnErrorAtItsPlace(text: String, message: String) {
        #expect(ThemeText.problem(text, file: "scheme.ron") == message)
    }

    /// A struct named other than `ColorScheme` is refused, as ron refuses it (detection, which reads
    /// the same way, takes such a file for no scheme).
    @Test func anotherStructNameIsRefused() {
        #expect(throws: SkinError(line: 1, column: 1, message: "expected a ColorScheme struct, found the name 'Scheme'")) {
            try CosmicTermReader.read("Scheme(name: \"x\")")
        }
        #expect(!CosmicTermReader.matches("Scheme(name: \"x\")"))
    }

    /// Nesting far past a scheme's two levels is one error, read without recursion.
    @Test func deepNestingIsOneError() {
        let deep = "(name: \"x\", normal: " + String(repeating: "(", count: DeepNestingTests.depth)
        #expect(ThemeText.problem(deep, file: "deep.ron") == "deep.ron:1:22: expected an identifier")
    }

    /// Other formats that open with `(` or a comment are not schemes.
    @Test func otherTextsAreNotSchemes() {
        #expect(!CosmicTermReader.matches("(defun f () nil)"))
        #expect(!CosmicTermReader.matches("// a comment\n(x: 1)"))
        #expect(CosmicTermReader.matches("/* exported */ ColorScheme(\n  normal: ("))
    }
}
