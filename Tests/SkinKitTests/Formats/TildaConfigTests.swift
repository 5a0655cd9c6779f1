import Foundation
import Testing

@testable import SkinKit

/// tilda's libconfuse config (the real one is `Data/Schemes/Dracula.itermcolors_config_0`, in
/// RealSchemeTests): read as tilda reads it and VTE takes its colors.
@Suite struct TildaConfigTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "config_0", as: .tilda) }

    static let palette = (0..<16).flatMap { index in [index * 4096, 0x0101, 0xFFFF] }.map(String.init).joined(separator: ", ")

    /// 16-bit channels painted as their high byte; libconfuse's comments, hex and quoted values;
    /// other options passed over.
    @Test func colorsInRangeAreTildas() throws {
        let read = try scheme(
            """
            # tilda config
            tilda_config_version = "1.5.0"
            font = "Monospace 11"   // a comment
            back_red = 0x2828
            back_green = 10794 /* 0x2a2a */ back_blue = 13878
            text_red = 63736
            text_green = 63736
            text_blue = 62194
            cursor_red = 65535
            cursor_green = 0
            cursor_blue = 0
            palette = {\(Self.palette)}
            """)
        #expect(read.background.hexString == "#282A36")
        #expect(read.foreground.hexString == "#F8F8F2")
        #expect(read.cursor?.hexString == "#FF0000")
        #expect(read.ansi[0].hexString == "#0001FF")
        #expect(read.ansi[15].hexString == "#F001FF")
        #expect(read.warnings.isEmpty)
    }

    /// A channel over 65535 (the collection writes 65792 for a full one) is over 1 in VTE's
    /// `GdkRGBA`: VTE refuses the whole call, and its own colors show; the cursor apart.
    @Test func aChannelOver65535KeepsVTEsColors() throws {
        let read = try scheme(
            "back_red = 0\nback_green = 0\nback_blue = 0\ntext_red = 65792\ntext_green = 0\ntext_blue = 0\n"
                + "cursor_red = 4369\ncursor_green = 4369\ncursor_blue = 4369\npalette = {\(Self.palette)}\n")
        #expect(read.background.hexString == "#000000")
        #expect(read.foreground.hexString == "#C0C0C0")
        #expect(read.ansi[1].hexString == "#C00000")
        #expect(read.ansi[9].hexString == "#FF3F3F")
        #expect(read.cursor?.hexString == "#111111")
        #expect(
            read.warnings.map(\.description) == [
                "line 4: text_red: tilda hands VTE 65792/65535, outside 0–1, and VTE refuses it (valid_color): the whole vte_terminal_set_colors call, so VTE's own colors are taken"
            ])
        let cursor = try scheme("cursor_red = 65792\n")
        #expect(cursor.cursor == nil)
        #expect(cursor.background.hexString == "#000000")
        #expect(cursor.ansi[1].hexString == "#CC0000")
        #expect(cursor.warnings.count == 4)
    }

    /// What is left out is tilda's default; a short palette's missing channels are 0.
    @Test func defaultsAndAShortPalette() throws {
        let read = try scheme("palette = {0x1111, 0x2222, 0x3333, 0xcccc}\n")
        #expect(read.ansi[0].hexString == "#112233")
        #expect(read.ansi[1].hexString == "#CC0000")
        #expect(read.ansi[2].hexString == "#000000")
        #expect(read.foreground.hexString == "#FFFFFF")
        #expect(read.cursor?.hexString == "#FFFFFF")
        #expect(
            read.warnings.map(\.description) == [
                "back_red: missing back_red/green/blue: tilda's own #000000 taken, as tilda does",
                "text_red: missing text_red/green/blue: tilda's own #FFFFFF taken, as tilda does",
                "cursor_red: missing cursor_red/green/blue: tilda's own #FFFFFF taken, as tilda does",
                "line 1: palette: 4 values where tilda reads 48: the missing channels are 0, as libconfuse gives past a list's end",
            ])
    }

    /// What libconfuse refuses (tilda then reports its config) is an error at its line.
    @Test(arguments: [
        ("back_red = 0\nback_rouge = 1\n", "config_0:2: back_rouge: tilda has no option 'back_rouge': libconfuse fails and tilda reports its config"),
        ("back_red = 12ab\n", "config_0:1: back_red: '12ab' is no integer libconfuse reads: tilda reports its config"),
        ("back_red = {1, 2}\n", "config_0:1: back_red: 'back_red' is no list: libconfuse fails and tilda reports its config"),
        ("palette = {1 2}\n", "config_0:1: palette: libconfuse expects a value or '}' in the list of 'palette', not '2'"),
        ("back_red = 0\n/* open\n", "config_0:2: a '/*' comment is not closed: libconfuse fails"),
    ])
    func whatLibconfuseRefusesIsAnError(text: String, message: String) {
        #expect(ThemeText.problem(text, file: "config_0") == message)
    }

    /// Other `key = value` files are not tilda's.
    @Test func onlyTildaConfigsMatch() {
        #expect(!TildaReader.matches("background = #000000\npalette = 0=#000000\n"))
        #expect(!TildaReader.matches("font = \"Monospace\"\n"))
        #expect(TildaReader.matches("// tilda\npalette += {1, 2, 3}\n"))
    }
}
