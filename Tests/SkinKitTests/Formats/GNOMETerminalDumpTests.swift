import Foundation
import Testing

@testable import SkinKit

/// GNOME Terminal profiles as `dconf dump` writes them, read as GNOME Terminal's schema defines
/// them (what a dump leaves out is the schema's default).
@Suite struct GNOMETerminalDumpTests {
    static let palette =
        "['rgb(46,52,54)', 'rgb(204,0,0)', 'rgb(78,154,6)', 'rgb(196,160,0)', 'rgb(52,101,164)', 'rgb(117,80,123)', "
        + "'rgb(6,152,154)', 'rgb(211,215,207)', 'rgb(85,87,83)', 'rgb(239,41,41)', 'rgb(138,226,52)', 'rgb(252,233,79)', "
        + "'rgb(114,159,207)', 'rgb(173,127,168)', 'rgb(52,226,226)', 'rgb(238,238,236)']"

    func schemes(_ text: String) throws -> [TerminalScheme] {
        guard case .schemes(.gnomeTerminal, let schemes) = try ThemeFileReader.content(of: Data(text.utf8), file: "terminal.dconf") else {
            throw SkinError(message: "not read as a GNOME Terminal dump")
        }
        return schemes
    }

    /// A dump of `/org/gnome/terminal/` with two profiles and other sections: one scheme a
    /// profile, named by `visible-name`; the cursor only with `cursor-colors-set`.
    @Test func aDumpGivesASchemePerProfile() throws {
        let read = try schemes(
            """
            [legacy]
            schema-version=uint32 3

            [legacy/keybindings]
            copy='<Primary>c'

            [legacy/profiles:/:b1dcc9dd-5262-4d8d-a863-c897e6d979b9]
            background-color='rgb(0,0,0)'
            foreground-color='rgb(255,255,255)'
            palette=\(Self.palette)
            use-theme-colors=false
            cursor-colors-set=true
            cursor-background-color='#ff0000'
            highlight-background-color='#00ff00'
            visible-name='Tango \\'Dark\\''

            [legacy/profiles:/:2ab3c10e-d4b0-47a6-bb0b-1d013b07bb3f]
            visible-name='Plain'
            """)
        #expect(read.map(\.name) == ["Tango 'Dark'", "Plain"])
        #expect([read[0].background.hexString, read[0].foreground.hexString, read[0].ansi[1].hexString] == ["#000000", "#FFFFFF", "#CC0000"])
        #expect(read[0].cursor?.hexString == "#FF0000")
        #expect(read[0].selection == nil)
        #expect(read[0].warnings.isEmpty)
        // The schema's defaults, and its use-theme-colors (true): a warning.
        #expect([read[1].background.hexString, read[1].foreground.hexString, read[1].ansi[1].hexString] == ["#FFFFFF", "#1E1E1E", "#C01C28"])
        #expect(read[1].warnings.map(\.message) == ["GNOME Terminal takes the foreground and background from the desktop's theme: the profile's own shown"])
    }

    /// Other applications' sections of a whole-desktop dump are not profiles.
    @Test func otherSectionsOfAWholeDumpAreNotProfiles() throws {
        let read = try schemes(
            "[org/gnome/desktop/background]\nprimary-color='#234f79'\nbackground-color='#000000'\n\n"
                + "[org/gnome/terminal/legacy/profiles:/:b1dc]\nforeground-color='rgb(19,109,207)'\nuse-theme-colors=false\n")
        #expect(read.count == 1)
        #expect(read.first?.foreground.hexString == "#136DCF")
    }

    @Test func aPaletteNotOfSixteenIsAnErrorAtItsLine() {
        #expect(
            ThemeText.problem("[/]\nvisible-name='x'\npalette=['#000000', '#ffffff']\n", file: "p.dconf")
                == "p.dconf:3: /.palette: 2 colors; TermSkin reads a palette of 16")
    }
}
