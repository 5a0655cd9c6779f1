import Foundation
import Testing

@testable import SkinKit

/// Rio themes: a real one from mbadolato/iTerm2-Color-Schemes' `rio/` (Data/Schemes, SOURCES.md
/// there), told from WezTerm's and Alacritty's TOML by its keys, with Rio's defaults
/// (`rio-vt/src/config/colors/defaults.rs`); and another terminal's INI file with a `[colors]`
/// section, which is not TOML, left to the other formats.
@Suite struct RioThemeTests {
    func content(_ text: String, file: String = "theme.toml") throws(SkinError) -> ThemeFileReader.Content {
        try ThemeFileReader.content(of: Data(text.utf8), file: file)
    }

    @Test func theRealCatppuccinMochaTheme() throws {
        let text = try String(contentsOf: RealSchemeTests.folder.appendingPathComponent("Catppuccin Mocha.toml"), encoding: .utf8)
        guard case .schemes(let format, let schemes) = try content(text), let mocha = schemes.first else {
            Issue.record("not read as a scheme")
            return
        }
        #expect(format == .rio)
        #expect(mocha.background.hexString == "#1E1E2E")
        #expect(mocha.foreground.hexString == "#CDD6F4")
        #expect(mocha.cursor?.hexString == "#F5E0DC")
        #expect(mocha.selection?.hexString == "#F5E0DC")
        #expect(
            mocha.ansi.map(\.hexString) == [
                "#45475A", "#F38BA8", "#A6E3A1", "#F9E2AF", "#89B4FA", "#F5C2E7", "#94E2D5", "#BAC2DE",
                "#585B70", "#F7AEC2", "#C2ECBF", "#FCD682", "#AECCFC", "#F398DA", "#B1EAE1", "#A6ADC8",
            ])
        #expect(mocha.warnings.isEmpty)
    }

    /// `#RRGGBBAA` is read without its opacity; a color left out is Rio's own, with a warning at the
    /// table's line; one written wrong is an error at its own.
    @Test func opacityDefaultsAndProblems() throws {
        guard case .schemes(_, let schemes) = try content("[colors]\nbackground = '#10203080'\nred = '#ff0000'\n"), let read = schemes.first else {
            Issue.record("not read as a scheme")
            return
        }
        #expect(read.background.hexString == "#102030")
        #expect(read.ansi[1].hexString == "#FF0000")
        #expect(read.ansi[0].hexString == "#393A3D")
        #expect(read.warnings.count == 16)
        #expect(read.warnings.first?.description == "line 1: colors.black: missing color 'black': Rio's own #393A3D taken, as Rio does")
        do {
            _ = try content("[colors]\nbackground = '#000000'\nlight_red = 'red'\n")
            Issue.record("a wrong color was read")
        } catch {
            #expect(error.description == "theme.toml:3: colors.light_red: 'red' is not a color (expected #RRGGBB)")
        }
    }

    /// termite's INI (`[colors]`, `background = #282a36`: not TOML) is termite's, even named
    /// `.toml`; a `.toml` file that is neither keeps its TOML error.
    @Test func anINIFileWithAColorsSectionIsNotTOML() throws {
        let termite = "[colors]\nbackground = #282a36\nforeground = #f8f8f2\n"
        for file in ["Dracula", "Dracula.toml"] {
            guard case .schemes(let format, _) = try content(termite, file: file) else {
                Issue.record("termite's file was not read as a scheme")
                return
            }
            #expect(format == .termite)
        }
        #expect(throws: SkinError.self) { try content("[colors]\nprimary = [1,\n", file: "Dracula.toml") }
    }
}
