import Foundation
import Testing

@testable import SkinKit

/// LXTerminal's `lxterminal.conf` (the collection's snippet is `Data/Schemes/Dracula lxterminal.conf`,
/// in RealSchemeTests): read as LXTerminal's `load_setting` reads it.
@Suite struct LXTerminalConfTests {
    static let palette = (0..<16).map { "palette_color_\($0)=rgb(\($0),\($0 * 2),\($0 * 3))" }.joined(separator: "\n")

    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "lxterminal.conf", as: .lxTerminal) }

    /// A whole file: `[general]`'s colors in GTK's notations, the palette with `color_preset` (any
    /// name), no cursor or selection; `[shortcut]` passed over.
    @Test func aWholeFileIsReadAsLXTerminalReadsIt() throws {
        let read = try scheme(
            """
            # mine
            [general]
            fontname=Monospace 10
            bgcolor=rgba(38,36,39,0.5)
            fgcolor=#ffffff
            \(Self.palette)
            palette_color_3=Light Blue
            color_preset=Tango
            [shortcut]
            copy_accel=<Primary><Shift>c
            """)
        #expect(read.background.hexString == "#262427")
        #expect(read.foreground.hexString == "#FFFFFF")
        #expect(read.ansi[1].hexString == "#010203")
        #expect(read.ansi[3].hexString == "#ADD8E6")
        #expect(read.ansi[15].hexString == "#0F1E2D")
        #expect(read.cursor == nil)
        #expect(read.selection == nil)
        #expect(read.warnings.isEmpty)
    }

    /// Without `color_preset` the palette is VGA's whatever the file says; with one color left out
    /// too; colors GTK cannot read keep LXTerminal's value; each with a warning.
    @Test func whatLXTerminalPassesOverIsItsOwn() throws {
        let withoutPreset = try scheme("[general]\nbgcolor=oops\n\(Self.palette)\n")
        #expect(withoutPreset.background.hexString == "#000000")
        #expect(withoutPreset.foreground.hexString == "#AAAAAA")
        #expect(withoutPreset.ansi.map(\.hexString) == LXTerminalReader.vgaPalette.map { RGBColor(hex: $0).hexString })
        #expect(
            withoutPreset.warnings.map(\.description) == [
                "line 2: general.bgcolor: 'oops' is not a color GTK reads (\(GdkColorText.notations)): LXTerminal keeps #000000",
                "general.fgcolor: missing color 'fgcolor': LXTerminal's own #AAAAAA taken, as LXTerminal does",
                "general.color_preset: missing 'color_preset' (the palette is read only with it): LXTerminal's VGA preset #000000 … #FFFFFF taken, as LXTerminal does",
            ])
        let oneLeftOut = try scheme(
            "[general]\ncolor_preset=Custom\nfgcolor=#123\n" + Self.palette.replacingOccurrences(of: "palette_color_9=rgb(9,18,27)\n", with: ""))
        #expect(oneLeftOut.foreground.hexString == "#112233")
        #expect(oneLeftOut.ansi[1].hexString == "#AA0000")
        #expect(oneLeftOut.warnings.last?.keyPath == ["general", "palette_color_9"])
        let badEntry = try scheme("[general]\ncolor_preset=Custom\n" + Self.palette.replacingOccurrences(of: "rgb(2,4,6)", with: "rgb(2,4)"))
        #expect(badEntry.ansi[2].hexString == "#000000")
        #expect(badEntry.ansi[3].hexString == "#030609")
        #expect(badEntry.warnings.map(\.line).contains(5))
    }

    /// The collection's snippet: keys with no group under a `;` note, read as `[general]`'s with one warning.
    @Test func theCollectionsSnippetIsReadAsGeneral() throws {
        let read = try scheme(";Paste the following configurations\nbgcolor=rgba(1,2,3,1)\nfgcolor=rgb(4,5,6)\n\(Self.palette)\ncolor_preset=x\n")
        #expect(read.background.hexString == "#010203")
        #expect(read.foreground.hexString == "#040506")
        #expect(read.ansi[4].hexString == "#04080C")
        #expect(
            read.warnings.map(\.description) == [
                "line 1: general: a snippet for lxterminal.conf, read as its [general] group: LXTerminal would not load it as it is "
                    + "(GLib's key files start with a group and have no ; comments)"
            ])
    }

    /// In a whole file a line GLib refuses (a `;` comment too) makes LXTerminal ignore the file: an error at it.
    @Test func aLineGLibRefusesIsAnError() {
        #expect(
            ThemeText.problem("[general]\nbgcolor=#000000\n; mine\n", file: "lxterminal.conf")
                == "lxterminal.conf:3: general: GLib's key file refuses '; mine' (no group, key=value or # comment), so LXTerminal ignores the whole file")
        #expect(!LXTerminalReader.matches("[shortcut]\nbgcolor=#000\n"))
        #expect(!LXTerminalReader.matches("[general]\npalette_color_16=#000\nfontname=x\n"))
        #expect(LXTerminalReader.matches("[general]\nfgcolor=#000\n"))
    }
}
