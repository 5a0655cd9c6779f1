import Foundation
import Testing

@testable import SkinKit

/// termite's config (the real one is `Data/Schemes/Dracula termite`, in RealSchemeTests): its
/// `[colors]` read as GTK reads colors, what it leaves out taken as termite and VTE take it, and
/// the `[colors]` TOML of the other terminals left to them.
@Suite struct TermiteConfigTests {
    func scheme(_ text: String, file: String = "config") throws(SkinError) -> TerminalScheme {
        try ThemeText.scheme(text, file: file, as: .termite)
    }

    /// GTK's notations (`#RGB`, `#RRRRGGGGBBBB`, `rgba()`, names); `highlight` is the selection;
    /// other groups and keys termite has none of (`colorBD`, empty `colorIT =`) are passed over.
    @Test func colorsAsGTKReadsThem() throws {
        let read = try scheme(
            """
            [options]
            font = Monospace 9

            [colors]
            foreground = #ddd
            background = rgba(63, 63, 63, 0.8)
            cursor = #ffff00000000
            highlight = Light Blue
            color1 = rgb(100%, 0%, 50%)
            colorBD = #f8f8f2
            colorIT =
            """)
        #expect(read.foreground.hexString == "#DDDDDD")
        #expect(read.background.hexString == "#3F3F3F")
        #expect(read.cursor?.hexString == "#FF0000")
        #expect(read.selection?.hexString == "#ADD8E6")
        #expect(read.ansi[1].hexString == "#FF007F")
    }

    /// A palette color left out is termite's own (VTE's table), the foreground color7 and the
    /// background color0, each with a warning at the `[colors]` line.
    @Test func leftOutColorsAreTermitesAndVTEs() throws {
        let read = try scheme("# mine\n[colors]\ncolor0 = #101010\ncolor7 = #e0e0e0\n")
        #expect(read.background.hexString == "#101010")
        #expect(read.foreground.hexString == "#E0E0E0")
        #expect(read.ansi[1].hexString == "#C00000")
        #expect(read.ansi[8].hexString == "#3F3F3F")
        #expect(read.ansi[9].hexString == "#FF3F3F")
        #expect(read.cursor == nil)
        #expect(read.selection == nil)
        #expect(read.warnings.count == 16)
        let messages = read.warnings.map(\.description)
        #expect(messages.contains("line 2: colors.color9: missing color 'color9': termite's own #FF3F3F taken, as termite does"))
        #expect(messages.contains("line 2: colors.foreground: missing color 'foreground': color7 #E0E0E0 taken, as termite does"))
        #expect(messages.contains("line 2: colors.background: missing color 'background': color0 #101010 taken, as termite does"))
    }

    @Test func aWrongColorIsAnErrorAtItsLine() {
        #expect(
            ThemeText.problem("[colors]\nforeground = #f8f8f2\ncolor3 = #f8f8f\n", file: "config")
                == "config:3: colors.color3: '#f8f8f' is not a color (expected \(GdkColorText.notations))")
        // termite (GKeyFile) keeps quotes in a value: a quoted color is none.
        #expect(
            ThemeText.problem("[colors]\ncolor0 = \"#000000\"\n", file: "config")
                == "config:2: colors.color0: '\"#000000\"' is not a color (expected \(GdkColorText.notations)); termite reads the quotes as part of the value")
    }

    /// termite's file is termite's whatever its name, even `.toml`; a TOML-valid `[colors]` with
    /// `colorN` keys (no TOML format's) is termite's too.
    @Test func termitesColorsAreNotTOML() throws {
        let unquoted = "[colors]\nbackground = #282a36\nforeground = #f8f8f2\n"
        #expect(try ThemeText.scheme(unquoted, file: "Dracula.toml").format == .termite)
        #expect(ThemeText.problem("[colors]\ncolor0 = '#000000'\n", file: "x.toml").contains("termite reads the quotes"))
    }

    /// The TOML `[colors]` of Rio, WezTerm and Alacritty are still theirs.
    @Test func tomlColorsStayTheirs() throws {
        #expect(try ThemeText.scheme("[colors]\nbackground = '#000000'\nred = '#ff0000'\n", file: "rio.toml").format == .rio)
        #expect(try ThemeText.scheme("[colors]\nforeground = \"#ffffff\"\nbackground = \"#000000\"\n", file: "x").format == .wezterm)
        #expect(try ThemeText.scheme("[colors.primary]\nbackground = \"#000000\"\n", file: "a.toml").format == .alacritty)
        #expect(try ThemeText.scheme("[colors]\n[colors.primary]\nbackground = \"#000000\"\n", file: "a.toml").format == .alacritty)
    }
}
