import Foundation
import Testing

@testable import SkinKit

/// Terminator's config (the real one is `Data/Schemes/Dracula.config`, in RealSchemeTests): one
/// scheme a profile, Terminator's defaults for what a profile leaves out, the cursor as Terminator
/// 2.1.2 and later take it.
@Suite struct TerminatorConfigTests {
    func schemes(_ text: String, file: String = "config") throws(SkinError) -> [TerminalScheme] {
        guard case .schemes(let format, let schemes) = try ThemeFileReader.content(of: Data(text.utf8), file: file), format == .terminator else {
            throw SkinError(file: file, message: "not read as Terminator's")
        }
        return schemes
    }

    static let config = """
        [global_config]
          title_transmit_bg_color = "#d30102"
        [keybindings]
        [profiles]
          [[default]]
            font = Monospace 11
          [[Night Owl]]
            background_color = "#011627"   # the editor's
            foreground_color = '#d6deeb'
            cursor_color_default = False
            cursor_bg_color = "#80a4c2"
            palette = "#011627:#ef5350:#22da6e:#addb67:#82aaff:#c792ea:#21c7a8:#ffffff:#575656:#ef5350:#22da6e:#ffeb95:#82aaff:#c792ea:#7fdbca:#ffffff"
        [layouts]
          [[default]]
            [[[window0]]]
              type = Window
              parent = ""
            [[[child1]]]
              type = Terminal
              parent = window0
              profile = Night Owl
        [plugins]
        """

    /// Each profile is a scheme named after it (`default` would name the skin every other one is
    /// laid over: `Terminator default`); layouts are not profiles. A profile that sets no color is
    /// Terminator's default look, with a warning for each.
    @Test func eachProfileIsAScheme() throws {
        let read = try schemes(Self.config)
        #expect(read.map(\.name) == ["Terminator default", "Night Owl"])
        let plain = read[0]
        #expect(plain.background.hexString == "#000000")
        #expect(plain.foreground.hexString == "#AAAAAA")
        #expect(plain.ansi[1].hexString == "#CC0000")
        #expect(plain.ansi[15].hexString == "#EEEEEC")
        #expect(
            plain.warnings.map(\.description) == [
                "line 5: profiles.default.palette: missing palette: Terminator's own #2E3436 … #EEEEEC taken, as Terminator does",
                "line 5: profiles.default.foreground_color: missing color 'foreground_color': Terminator's own #AAAAAA taken, as Terminator does",
                "line 5: profiles.default.background_color: missing color 'background_color': Terminator's own #000000 taken, as Terminator does",
            ])
        let owl = read[1]
        #expect(owl.background.hexString == "#011627")
        #expect(owl.foreground.hexString == "#D6DEEB")
        #expect(owl.cursor?.hexString == "#80A4C2")
        #expect(owl.ansi[3].hexString == "#ADDB67")
        #expect(owl.warnings.isEmpty)
        let loaded = SkinLoader().load(data: Data(Self.config.utf8), file: "config")
        #expect(loaded.skins.map(\.name) == ["terminator-default", "night-owl"])
    }

    /// iTerm2-Color-Schemes' `cursor_color` (a key Terminator 2.1.2 dropped), and a
    /// `cursor_bg_color` without `cursor_color_default = False`, color no cursor: a warning each.
    @Test func aCursorColorTerminatorDoesNotUse() throws {
        let read = try schemes("[[Mine]]\n  cursor_color = \"#ff0000\"\n  cursor_bg_color = \"#00ff00\"\n")
        #expect(read.first?.cursor == nil)
        #expect(
            read.first?.warnings.map(\.description).filter { $0.contains("cursor") } == [
                "line 2: Mine.cursor_color: not read by Terminator 2.1.2 and later (cursor_bg_color is, with cursor_color_default = False); the cursor is drawn in the text's colors reversed",
                "line 3: Mine.cursor_bg_color: not taken: Terminator uses it only with cursor_color_default = False; the cursor is drawn in the text's colors reversed",
            ])
        // `cursor_color_default = False` with no `cursor_bg_color`: the foreground.
        let own = try schemes("[[Mine]]\n  foreground_color = \"#123456\"\n  cursor_color_default = false\n")
        #expect(own.first?.cursor?.hexString == "#123456")
    }

    /// A profile named as no TOML table is (`[[0x96f]]`) starts the file like JSON.
    @Test func aProfileNameThatLooksLikeJSON() throws {
        #expect(try schemes("\n[[0x96f]]\n    background_color = \"#262427\"\n").first?.background.hexString == "#262427")
    }

    @Test func aWrongColorIsAnErrorAtItsLine() {
        #expect(
            ThemeText.problem("[profiles]\n  [[Mine]]\n    palette = \"#000:#111\"\n", file: "config")
                == "config:3: profiles.Mine.palette: 2 colors; Terminator reads a palette of 16 (\"#RRGGBB:#RRGGBB:…\")")
        #expect(
            ThemeText.problem("[[Mine]]\n  foreground_color = \"#12345\"\n", file: "config")
                == "config:2: Mine.foreground_color: '#12345' is not a color (expected \(GdkColorText.notations))")
        // ConfigObj reads an unquoted # as a comment.
        #expect(
            ThemeText.problem("[[Mine]]\n  background_color = #282a36\n", file: "config")
                == "config:2: Mine.background_color: '' is not a color (expected \(GdkColorText.notations)); an unquoted # starts a comment: write \"#282a36\"")
    }

    /// A config of `[global_config]` alone has no profile to read: an error, not a skin of defaults.
    @Test func aConfigWithoutProfilesIsAnError() {
        #expect(
            ThemeText.problem("[global_config]\n  borderless = True\n[keybindings]\n", file: "config")
                == "config: a Terminator config without a profile ([profiles] with a [[name]] in it): no colors to read")
    }
}
