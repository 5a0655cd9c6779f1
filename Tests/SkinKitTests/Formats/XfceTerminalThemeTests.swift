import Foundation
import Testing

@testable import SkinKit

/// xfce4-terminal's `.theme` files and `terminalrc` (the real ones are `Data/Schemes/Dracula.theme`
/// and Debian's `solarized-dark.theme`, in RealSchemeTests): xfce4-terminal's defaults for what a
/// scheme leaves out, the cursor and selection only with their switch off.
@Suite struct XfceTerminalThemeTests {
    func scheme(_ text: String, file: String = "Mine.theme") throws(SkinError) -> TerminalScheme {
        try ThemeText.scheme(text, file: file, as: .xfceTerminal)
    }

    /// GdkColor's 12-digit notation, as older xfce4-terminal wrote it; `Name` (not a translated one)
    /// names the scheme; cursor and selection with `…UseDefault=FALSE`.
    @Test func colorsCursorAndSelection() throws {
        let read = try scheme(
            """
            [Scheme]
            Name=Mine
            Name[de]=Meins
            ColorForeground=#ffffffff0000
            ColorBackground=#101820
            ColorCursor=#00ff00
            ColorCursorUseDefault=FALSE
            ColorSelection=#000000
            ColorSelectionBackground=#334455
            ColorSelectionUseDefault=FALSE
            ColorPalette=#000;#aa0000;#00aa00;#aa5500;#0000aa;#aa00aa;#00aaaa;#aaaaaa;#555555;#ff5555;#55ff55;#ffff55;#5555ff;#ff55ff;#55ffff;#ffffff;
            """)
        #expect(read.name == "Mine")
        #expect(read.foreground.hexString == "#FFFF00")
        #expect(read.background.hexString == "#101820")
        #expect(read.cursor?.hexString == "#00FF00")
        #expect(read.selection?.hexString == "#334455")
        #expect(read.ansi[0].hexString == "#000000")
        #expect(read.ansi[3].hexString == "#AA5500")
        #expect(read.warnings.isEmpty)
    }

    /// What a scheme leaves out is xfce4-terminal's own; a cursor color without
    /// `ColorCursorUseDefault=FALSE` (its own Solarized themes write one) is not used.
    @Test func leftOutColorsAndAnUnusedCursor() throws {
        let read = try scheme("[Scheme]\nName=Green\nColorForeground=#17f018\nColorCursor=#ff0000\n")
        #expect(read.background.hexString == "#000000")
        #expect(read.ansi[8].hexString == "#555555")
        #expect(read.cursor == nil)
        #expect(
            read.warnings.map(\.description) == [
                "line 1: Scheme.ColorPalette: missing ColorPalette: xfce4-terminal's own #000000 … #FFFFFF taken, as xfce4-terminal does",
                "line 1: Scheme.ColorBackground: missing color 'ColorBackground': xfce4-terminal's own #000000 taken, as xfce4-terminal does",
                "line 4: Scheme.ColorCursor: not taken: xfce4-terminal uses it only with ColorCursorUseDefault=FALSE; drawn in the text's colors reversed",
            ])
    }

    /// `terminalrc`'s `[Configuration]` holds the same keys; it is named after the file.
    @Test func terminalrc() throws {
        let read = try scheme("[Configuration]\nFontName=Monospace 12\nColorForeground=#dcdcdc\nColorBackground=#2c2c2c\n", file: "terminalrc")
        #expect(read.name == nil)
        #expect(read.background.hexString == "#2C2C2C")
    }

    @Test func aWrongColorIsAnErrorAtItsLine() {
        #expect(
            ThemeText.problem("[Scheme]\nName=X\nColorPalette=#000;#111;oops;#333\n", file: "X.theme")
                == "X.theme:3: Scheme.ColorPalette: 4 colors; xfce4-terminal reads a palette of 16 (#RRGGBB;#RRGGBB;…)")
        let palette = (["#000", "#111", "oops"] + Array(repeating: "#222", count: 13)).joined(separator: ";")
        #expect(
            ThemeText.problem("[Scheme]\nName=X\nColorPalette=\(palette)\n", file: "X.theme")
                == "X.theme:3: Scheme.ColorPalette: 'oops' (color 2) is not a color (expected \(GdkColorText.notations))")
        #expect(
            ThemeText.problem("[Scheme]\nColorBackground=#12\n", file: "X.theme")
                == "X.theme:2: Scheme.ColorBackground: '#12' is not a color (expected \(GdkColorText.notations))")
    }

    /// A folder scan reads `.theme` files, and passes over one of another tool (an icon theme's
    /// `index.theme`) with the reason.
    @Test func aFolderScanReadsThemeFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("Night.theme", "[Scheme]\nName=Night\nColorBackground=#000000\n")
        try folder.write("index.theme", "[Icon Theme]\nName=Adwaita\nDirectories=16x16/apps\n")
        let result = SkinLoader().load(path: folder.url.path)
        #expect(result.skins.map(\.name) == ["night"])
        #expect(result.errors.isEmpty)
        #expect(result.skipped.map(\.description) == ["\(folder.url.path)/index.theme: \(ThemeFormat.triedFormatsMessage)"])
    }
}
