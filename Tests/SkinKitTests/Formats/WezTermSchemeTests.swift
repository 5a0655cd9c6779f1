import Foundation
import Testing

@testable import SkinKit

/// WezTerm color schemes: a real one from mbadolato/iTerm2-Color-Schemes' `wezterm/` (Data/Schemes,
/// SOURCES.md there), told from Alacritty's TOML by the keys of `[colors]`, with WezTerm's notations,
/// defaults and problems (its `color-types/src/lib.rs` and `term/src/color.rs`).
@Suite struct WezTermSchemeTests {
    func read(_ text: String) throws(SkinError) -> (ThemeFormat, TerminalScheme) { try ThemeText.scheme(text, file: "scheme.toml") }

    func problem(_ text: String) -> String { ThemeText.problem(text, file: "scheme.toml") }

    @Test func theRealNordScheme() throws {
        let text = try String(contentsOf: RealSchemeTests.folder.appendingPathComponent("Nord.toml"), encoding: .utf8)
        let (format, nord) = try read(text)
        #expect(format == .wezterm)
        #expect(nord.background.hexString == "#2E3440")
        #expect(nord.foreground.hexString == "#D8DEE9")
        #expect(nord.cursor?.hexString == "#ECEFF4")
        #expect(nord.selection?.hexString == "#ECEFF4")
        #expect(
            nord.ansi.map(\.hexString) == [
                "#3B4252", "#BF616A", "#A3BE8C", "#EBCB8B", "#81A1C1", "#B48EAD", "#88C0D0", "#E5E9F0",
                "#596377", "#BF616A", "#A3BE8C", "#EBCB8B", "#81A1C1", "#B48EAD", "#8FBCBB", "#ECEFF4",
            ])
        #expect(nord.warnings.isEmpty)
    }

    /// `[metadata] name` names it; `#RGB` keeps the digit as the high bits (`#abc` is `#A0B0C0`, as
    /// XParseColor and WezTerm read it), `rgb:a/b/c` repeats it; a list left out is WezTerm's own.
    @Test func notationsNamesAndDefaults() throws {
        let (format, scheme) = try read(
            """
            [colors]
            background = "#abc"
            foreground = "rgb:a/b/c"
            ansi = ["#000", "#100000", "#200000", "#300000", "#400000", "#500000", "#600000", "#fff000000"]

            [metadata]
            name = "Mine"
            """)
        #expect(format == .wezterm)
        #expect(scheme.name == "Mine")
        #expect(scheme.background.hexString == "#A0B0C0")
        #expect(scheme.foreground.hexString == "#AABBCC")
        #expect(scheme.ansi[7].hexString == "#FF0000")
        #expect(scheme.ansi[8].hexString == "#555555")
        #expect(
            scheme.warnings.map(\.description) == [
                "line 1: colors.brights: missing 'brights': WezTerm's own ANSI 8–15 (#555555 #FF5555 #55FF55 #FFFF55 #5555FF #FF55FF #55FFFF #FFFFFF) taken, as WezTerm does"
            ])
    }

    /// What WezTerm hands csscolorparser after its own notations (its bundled Dracula (Official)
    /// writes `selection_bg = "rgba(26.666668% 27.843138% 35.294117% 50%)"`), its `rgba:` and `hsl:`,
    /// then X11's names; CSS's `green` wins over X11's, a `#` with an alpha is refused as WezTerm does.
    @Test(arguments: [
        ("rgba(26.666668% 27.843138% 35.294117% 50%)", "#44475A80"), ("rgb(255, 0, 128)", "#FF0080"), ("rgb(100% 50% 0% / 0.25)", "#FF800040"),
        ("hsl(120deg 100% 25%)", "#008000"), ("hsla(0.5turn, 100%, 50%, 1)", "#00FFFF"), ("hwb(0 0% 0%)", "#FF0000"),
        ("hsv(240, 100%, 100%)", "#0000FF"), ("rebeccapurple", "#663399"), ("green", "#008000"), ("Transparent", "#00000000"),
        ("282a36", "#282A36"), ("rgba:ff/00/00/80", "#FF000080"), ("rgba:255 0 0 50%", "#FF000080"), ("hsl:120 100 50", "#00FF00"),
        ("ghost white", "#F8F8FF"),
    ])
    func cssAndWezTermsOwnNotations(value: String, hex: String) throws {
        let (_, scheme) = try read("[colors]\nbackground = \"\(value)\"\n")
        #expect(scheme.background.hexString == hex)
    }

    @Test func aHashWithAnAlphaIsRefusedAsWezTermRefusesIt() {
        #expect(problem("[colors]\nbackground = \"#282a3680\"\n").hasPrefix("scheme.toml:2: colors.background: '#282a3680' is not a color"))
    }

    @Test func problemsNameTheirLine() {
        #expect(problem("[colors]\nbackground = \"#000000\"\nansi = [\"#000000\"]\n") == "scheme.toml:3: colors.ansi: expected an array of 8 colors")
        #expect(
            problem("[colors]\nbackground = \"#00000\"\n")
                == "scheme.toml:2: colors.background: '#00000' is not a color WezTerm reads (#RGB … #RRRRGGGGBBBB, rgb:, rgba:, hsl:, a CSS color or an X11 name)"
        )
        #expect(
            problem("[colors]\nansi = [\"#000000\", \"#000000\", \"reddish\", \"#000000\", \"#000000\", \"#000000\", \"#000000\", \"#000000\"]\n")
                .hasPrefix("scheme.toml:2: colors.ansi[2]: 'reddish' is not a color"))
    }

    /// A `[colors]` table with neither WezTerm's keys nor Alacritty's tables is an error, not a
    /// skin of Alacritty's defaults (a WezTerm scheme was read so before).
    @Test func aColorsTableOfNeitherIsAnError() {
        #expect(
            problem("[colors]\ncursor_fg = \"#000000\"\n")
                == "scheme.toml:1: colors: an Alacritty theme sets [colors.primary], [colors.normal] or [colors.bright]; this [colors] has none of them")
    }
}
