import Foundation
import Testing

@testable import SkinKit

/// X resources (xterm, URxvt, st): a real scheme from mbadolato/iTerm2-Color-Schemes' `Xresources/`
/// (Data/Schemes, SOURCES.md there), Xlib's color notations, prefixes, macros and xterm's defaults.
@Suite struct XresourcesTests {
    func scheme(_ text: String, file: String = "Xresources") throws(SkinError) -> (ThemeFormat, TerminalScheme) {
        try ThemeText.scheme(text, file: file)
    }

    /// The same scheme as WezTerm's export of it (`Nord.toml`), color for color.
    @Test func theRealNordAgreesWithItsWezTermExport() throws {
        func read(_ name: String) throws -> (ThemeFormat, TerminalScheme) {
            try scheme(try String(contentsOf: RealSchemeTests.folder.appendingPathComponent(name), encoding: .utf8), file: name)
        }
        let (format, nord) = try read("Nord")
        let (_, wezterm) = try read("Nord.toml")
        #expect(format == .xresources)
        #expect(nord.background.hexString == "#2E3440")
        #expect(nord.ansi == wezterm.ansi)
        #expect(nord.foreground == wezterm.foreground)
        #expect(nord.cursor == wezterm.cursor)
        #expect(nord.warnings.isEmpty)
    }

    @Test func xlibNotations() {
        let notations = [
            "#abc", "#aabbcc", "#aaabbbccc", "#aaaabbbbcccc", "rgb:a/b/c", "rgb:80/80/80", "rgb:800/800/800", "rgbi:1/0.5/0",
            "navy", "Ghost White", "#abcd", "rgb:1/2", "bogus",
        ]
        #expect(
            notations.map { "\($0) → \(XColorText.parse($0)?.hexString ?? "nil")" } == [
                "#abc → #A0B0C0", "#aabbcc → #AABBCC", "#aaabbbccc → #AABBCC", "#aaaabbbbcccc → #AABBCC", "rgb:a/b/c → #AABBCC",
                "rgb:80/80/80 → #808080", "rgb:800/800/800 → #808080", "rgbi:1/0.5/0 → #FF8000", "navy → #000080",
                "Ghost White → #F8F8FF", "#abcd → nil", "rgb:1/2 → nil", "bogus → nil",
            ])
    }

    /// Any prefix, `!` comments, `#define` macros (base16-xresources), the last line winning, and
    /// xterm's own colors for what is left out, each with a warning.
    @Test func prefixesMacrosAndDefaults() throws {
        let (format, read) = try scheme(
            """
            ! my terminal
            #define base08 #ff0000
            URxvt*background: #101010
            XTerm*foreground: white
            *.color1: base08
            ! *.color2: #00ff00
            st.color2:   #00aa00
            st.color2:   #00bb00
            *highlightColor: #334455
            """)
        #expect(format == .xresources)
        #expect(read.background.hexString == "#101010")
        #expect(read.foreground.hexString == "#FFFFFF")
        #expect(read.ansi.prefix(4).map(\.hexString) == ["#000000", "#FF0000", "#00BB00", "#CDCD00"])
        #expect(read.selection?.hexString == "#334455")
        #expect(read.cursor == nil)
        #expect(read.warnings.count == 14)
        #expect(read.warnings.first?.description == "color0: missing color 'color0': xterm's own #000000 taken, as xterm does")
    }

    @Test func aWrongColorIsAnErrorAtItsLine() {
        do {
            _ = try scheme("*.background: #000000\n*.foreground: #fff\n*.color3: #12345\n")
            Issue.record("a wrong color was read")
        } catch {
            #expect(
                error.description
                    == "Xresources:3: color3: '#12345' is not a color X reads (#RRGGBB, #RGB, rgb:R/G/B, rgbi:R/G/B or a color name)")
        }
    }

    @Test func otherFilesAreNotTakenForXResources() {
        #expect(!XresourcesReader.matches("[colors]\nbackground: #000000\nforeground: #ffffff\n"))
        #expect(!XresourcesReader.matches("Note: background: dark\n"))
        // A YAML file (Warp's themes) writes its keys without a resource prefix.
        #expect(!XresourcesReader.matches("background: '#1e1e2e'\nforeground: '#cdd6f4'\n"))
    }
}
