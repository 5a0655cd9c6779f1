import Foundation
import Testing

@testable import SkinKit

/// Remmina's SSH terminal `.colors` (the real one is `Data/Schemes/Dracula.colors`, in
/// RealSchemeTests): read as Remmina's `remmina_pref_file_load_colors` and SSH plugin read it.
@Suite struct RemminaColorsTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "mine.colors", as: .remmina) }

    /// Colors in GTK's notations; `highlight` is the selection; the keys left out are Remmina's own,
    /// each with a warning; `colorIT` is not read.
    @Test func colorsAreReadAsRemminaReadsThem() throws {
        let read = try scheme(
            """
            [ssh_colors]
            background = #262427
            foreground = rgb(252,252,250)
            cursor = #fff
            highlight = red
            color1 = #ff666d
            color15 = #00ff00
            colorIT =
            """)
        #expect(read.background.hexString == "#262427")
        #expect(read.foreground.hexString == "#FCFCFA")
        #expect(read.cursor?.hexString == "#FFFFFF")
        #expect(read.selection?.hexString == "#FF0000")
        #expect(read.ansi[0].hexString == "#20111B")
        #expect(read.ansi[1].hexString == "#FF666D")
        #expect(read.ansi[14].hexString == "#989A9C")
        #expect(read.ansi[15].hexString == "#00FF00")
        #expect(read.warnings.count == 17)
        #expect(
            read.warnings.first?.description == "ssh_colors.cursor_foreground: missing color 'cursor_foreground': Remmina's own #D5CCBA taken, as Remmina does")
    }

    /// GLib stops at a line it refuses; Remmina keeps what came before and its own colors after.
    @Test func aLineGLibRefusesEndsTheFile() throws {
        let read = try scheme("[ssh_colors]\nbackground = #000000\n; note\nforeground = #ffffff\n")
        #expect(read.background.hexString == "#000000")
        #expect(read.foreground.hexString == "#45373C")
        #expect(read.warnings.first?.line == 3)
        #expect(read.warnings.first?.message.hasPrefix("GLib stops reading the file at '; note'") == true)
    }

    /// A value GTK cannot read (an empty one too) leaves Remmina's color undefined: an error at its line.
    @Test(arguments: [
        ("[ssh_colors]\nbackground = #00000\n", "mine.colors:2: ssh_colors.background: '#00000'"),
        ("[ssh_colors]\nforeground = #ffffff\ncolorBD =\n", "mine.colors:3: ssh_colors.colorBD: ''"),
    ])
    func anUnreadableColorIsAnError(text: String, start: String) {
        #expect(
            ThemeText.problem(text, file: "mine.colors")
                == start + " is not a color GTK reads (expected \(GdkColorText.notations)); Remmina's color would be undefined")
    }

    /// A folder scan reads `.colors` files: Remmina's as skins, KDE's color schemes (named so too) passed over.
    @Test func aFolderScanReadsRemminasAndPassesOverKDEs() throws {
        let folder = try TemporaryFolder()
        try folder.write("Night.colors", "[ssh_colors]\nbackground = #011627\nforeground = #d6deeb\n")
        try folder.write("BreezeDark.colors", "[Colors:Window]\nBackgroundNormal=32,35,38\n")
        let result = SkinLoader().load(path: folder.url.path)
        #expect(result.skins.map(\.name) == ["night"])
        #expect(result.errors.isEmpty)
        #expect(result.skipped.map(\.description) == ["\(folder.url.path)/BreezeDark.colors: \(ThemeFormat.triedFormatsMessage)"])
    }

    /// A KDE `.colors` scheme or another group's keys are not Remmina's.
    @Test func otherColorsFilesAreNotRemminas() {
        #expect(!RemminaReader.matches("[Colors:Window]\nBackgroundNormal=49,54,59\n"))
        #expect(!RemminaReader.matches("[ssh]\nbackground = #000000\n"))
        #expect(RemminaReader.matches("[ssh_colors]\ncolor7 = #ffffff\n"))
    }
}
