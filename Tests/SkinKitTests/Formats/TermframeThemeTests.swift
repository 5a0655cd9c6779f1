import Foundation
import Testing

@testable import SkinKit

/// termframe's `.toml` themes (the real one is `Data/Schemes/Dracula termframe.toml`, in
/// RealSchemeTests): read as termframe's serde structs (`src/config/theme.rs`) take them.
@Suite struct TermframeThemeTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "mine.toml", as: .termframe) }

    /// CSS colors; palette entries left out are termframe's defaults, with a warning each; 16–255
    /// and keys that are no index are passed over, as termframe's `PaletteIndex::resolve` does.
    @Test func colorsAndTheDefaultPalette() throws {
        let read = try scheme(
            """
            tags = ["dark"]

            [theme.colors]
            background = "#282a36"
            foreground = "rgb(248, 248, 242)"
            bright-foreground = "white"

            [theme.colors.palette]
            0 = "#21222c"
            1 = "red"
            15 = "#fff"
            16 = "#123456"
            x = "#654321"
            """)
        #expect(read.name == nil)
        #expect(read.background.hexString == "#282A36")
        #expect(read.foreground.hexString == "#F8F8F2")
        #expect(read.ansi[0].hexString == "#21222C")
        #expect(read.ansi[1].hexString == "#FF0000")
        #expect(read.ansi[2].hexString == "#008000")
        #expect(read.ansi[7].hexString == "#C0C0C0")
        #expect(read.ansi[12].hexString == "#0000FF")
        #expect(read.ansi[15].hexString == "#FFFFFF")
        #expect(read.cursor == nil)
        #expect(read.selection == nil)
        #expect(read.warnings.count == 13)
        #expect(
            read.warnings.first?.description
                == "line 8: theme.colors.palette.2: missing color '2': termframe's own #008000 taken, as termframe does")
    }

    /// An adaptive theme (`[theme.modes.dark.colors]`, `[theme.modes.light.colors]`) is one dynamic skin.
    @Test func anAdaptiveThemeIsOneDynamicSkin() throws {
        let text = """
            tags = ["dark", "light"]
            [theme.modes.dark.colors]
            background = "#000000"
            foreground = "#ffffff"
            palette = {}
            [theme.modes.light.colors]
            background = "#ffffff"
            foreground = "#000000"
            palette = { 1 = "#aa0000" }
            """
        guard case .lightDark(let format, let light, let dark) = try ThemeFileReader.content(of: Data(text.utf8), file: "One.toml") else {
            Issue.record("not one light/dark theme")
            return
        }
        #expect(format == .termframe)
        #expect(light.background.hexString == "#FFFFFF")
        #expect(light.ansi[1].hexString == "#AA0000")
        #expect(dark.background.hexString == "#000000")
        #expect(dark.ansi[1].hexString == "#800000")
    }

    /// What serde refuses is an error at its line.
    @Test(arguments: [
        (
            "[theme.colors]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\npalette = {}\n",
            "mine.toml: tags: termframe refuses a theme without 'tags' (\"dark\", \"light\")"
        ),
        (
            "tags = [\"dim\"]\n[theme.colors]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\npalette = {}\n",
            "mine.toml:1: tags: termframe knows no tag 'dim' (it has \"dark\" and \"light\")"
        ),
        (
            "tags = []\n[theme.colors]\nbackground = \"#000000\"\nforeground = \"#fffff\"\npalette = {}\n",
            "mine.toml:4: theme.colors.foreground: '#fffff' is not a CSS color, which termframe requires"
        ),
        (
            "tags = []\n[theme.colors]\nbackground = \"#000000\"\npalette = {}\n",
            "mine.toml:2: theme.colors.foreground: termframe refuses a 'theme.colors' without 'foreground'"
        ),
        (
            "tags = []\n[theme.colors]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\n",
            "mine.toml:2: theme.colors.palette: termframe refuses a 'theme.colors' without 'palette'"
        ),
        (
            "tags = []\n[theme.colors]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\n[theme.colors.palette]\n3 = 12\n",
            "mine.toml:6: theme.colors.palette.3: '12' is not a CSS color, which termframe requires"
        ),
        (
            "tags = []\n[theme.colors]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\n[theme.colors.palette]\n9 = \"x\"\n1 = \"y\"\n",
            "mine.toml:6: theme.colors.palette.9: 'x' is not a CSS color, which termframe requires"
        ),
        (
            "tags = []\n[theme.modes.dark.colors]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\npalette = {}\n",
            "mine.toml: theme.modes.light: termframe refuses 'theme.modes' without a 'light' table"
        ),
    ])
    func whatTermframeRefusesIsAnError(text: String, message: String) {
        #expect(ThemeText.problem(text, file: "mine.toml") == message)
    }

    /// `tags` may be a comma-separated string, as termframe's `enumset_serde` reads it.
    @Test func tagsAsAString() throws {
        let colors = "[theme.colors]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\npalette = {}\n"
        #expect(try scheme("tags = \"dark, light\"\n" + colors).background.hexString == "#000000")
        #expect(
            ThemeText.problem("tags = \"dark,\"\n" + colors, file: "mine.toml")
                == "mine.toml:1: tags: termframe knows no tag '' (it has \"dark\" and \"light\")")
    }

    /// An Alacritty or Rio theme is not taken for termframe's, nor the reverse.
    @Test func alacrittyAndRioStayTheirs() throws {
        let alacritty = "[colors.primary]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\n"
        #expect(try ThemeText.scheme(alacritty, file: "a.toml").format == .alacritty)
        let rio = "[colors]\nbackground = \"#000000\"\nred = \"#ff0000\"\n"
        #expect(try ThemeText.scheme(rio, file: "r.toml").format == .rio)
        #expect(!TermframeReader.matches(alacritty) && !TermframeReader.matches(rio))
        #expect(!AlacrittyReader.matches("tags = []\n[theme.colors]\nbackground = \"#000000\"\n"))
    }
}
