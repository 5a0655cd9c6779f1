import Foundation
import Testing

@testable import SkinKit

/// Termux `colors.properties` (the real one is `Data/Schemes/Dracula.properties`, in
/// RealSchemeTests): read as Termux's `TerminalColorScheme.updateWith` reads it.
@Suite struct TermuxColorsTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "colors.properties", as: .termux) }

    /// The three separators Java's properties know, `!` comments, 3- and 12-digit channels scaled,
    /// (`8000` is 127.5, rounded down), `rgb:`, colors left out Termux's own with a warning, the cursor following a dark background.
    @Test func propertiesAreReadAsTermuxReadsThem() throws {
        let read = try scheme(
            """
            ! my colors
            background=#102030
            foreground: #abc
            color1 #ffff00008000
            color2=rgb:00/80/ff
            color200=#123456
            """)
        #expect(read.background.hexString == "#102030")
        #expect(read.foreground.hexString == "#AABBCC")
        #expect(read.ansi[1].hexString == "#FF007F")
        #expect(read.ansi[2].hexString == "#0080FF")
        #expect(read.ansi[3].hexString == "#CDCD00")
        #expect(read.cursor?.hexString == "#FFFFFF")
        #expect(read.warnings.count == 14)
        #expect(read.warnings.first?.description == "color0: missing color 'color0': Termux's own #000000 taken, as Termux does")
    }

    /// A light background gets a black cursor; a black one Termux's default (brightness 0).
    @Test func theCursorFollowsTheBackground() {
        #expect(TermuxReader.cursorColor(on: RGBColor(hex: 0xFDF6E3)).hexString == "#000000")
        #expect(TermuxReader.cursorColor(on: RGBColor(hex: 0x000000)).hexString == "#FFFFFF")
        #expect(TermuxReader.cursorColor(on: RGBColor(hex: 0x282A36)).hexString == "#FFFFFF")
    }

    /// Termux refuses a whole file for a value it cannot read, an unknown key or a color past its
    /// table: each an error at its line.
    @Test(arguments: [
        (
            "color0=#000000\nforeground=#fff \n",
            "colors.properties:2: foreground: '#fff ' is not a color Termux reads (#RGB … #RRRRGGGGBBBB or rgb:R/G/B, nothing after it)"
        ),
        (
            "background=#000000\ncolor1=rgb:f/ff/fff\n",
            "colors.properties:2: color1: 'rgb:f/ff/fff' is not a color Termux reads (#RGB … #RRRRGGGGBBBB or rgb:R/G/B, nothing after it)"
        ),
        ("color0=#000000\ncolor300=#ffffff\n", "colors.properties:2: color300: Termux has no color 300 (its table ends at color258)"),
    ])
    func whatTermuxRefusesIsAnErrorAtItsLine(text: String, message: String) {
        #expect(ThemeText.problem(text, file: "colors.properties") == message)
    }

    /// Ghostty themes and configs stay Ghostty's, and a Java properties file of another program is
    /// no Termux file.
    @Test func otherKeyValueFilesAreNotTermuxFiles() {
        #expect(!TermuxReader.matches("background = #000000\npalette = 1=#ff0000\n"))
        #expect(!TermuxReader.matches("server.port=8080\ncolor0=#000000\n"))
        #expect(TermuxReader.matches("# Dracula\ncolor0=#21222c\n"))
    }
}
