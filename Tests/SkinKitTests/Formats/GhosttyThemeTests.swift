import Foundation
import Testing

@testable import SkinKit

/// Ghostty themes and config files (`key = value` lines): real themes from
/// mbadolato/iTerm2-Color-Schemes' `ghostty/` (Data/Schemes, SOURCES.md there) and the notations,
/// defaults and problems of Ghostty's own parser (`src/config/Config.zig`, `src/terminal/color.zig`).
@Suite struct GhosttyThemeTests {
    func scheme(_ text: String) throws(SkinError) -> TerminalScheme { try ThemeText.scheme(text, file: "config", as: .ghostty) }

    func problem(_ text: String) -> String { ThemeText.problem(text, file: "config") }

    /// Every notation of Ghostty's `RGB.parse`, each digit group scaled as Ghostty scales it.
    @Test func colorNotations() {
        let notations = [
            "#abc", "#a0b1c2", "a0b1c2", "abc", "#fff000800", "#ffff00008000", "rgb:f/80/fff", "rgbi:1/0.5/0", "rgbi:1/.5/+0",
            "navy", "Ghost White", "  #102030  ", "RGB:1/2/3", "#12345", "rgbi:1e-1/0/0", "rgbi:2/0/0", "rgb:1/2", "", "nonsense",
        ]
        let read = notations.map { "\($0) → \(GhosttyColorText.parse($0)?.hexString ?? "nil")" }
        #expect(
            read == [
                "#abc → #AABBCC", "#a0b1c2 → #A0B1C2", "a0b1c2 → #A0B1C2", "abc → #AABBCC", "#fff000800 → #FF007F",
                "#ffff00008000 → #FF007F", "rgb:f/80/fff → #FF80FF", "rgbi:1/0.5/0 → #FF7F00", "rgbi:1/.5/+0 → #FF7F00",
                "navy → #000080", "Ghost White → #F8F8FF", "  #102030   → #102030", "RGB:1/2/3 → nil", "#12345 → nil",
                "rgbi:1e-1/0/0 → nil", "rgbi:2/0/0 → nil", "rgb:1/2 → nil", " → nil", "nonsense → nil",
            ])
    }

    /// A whole config: other keys passed over (a `keybind` value holds `=`), quotes taken off, a later
    /// line winning, an empty value resetting, `cell-foreground` following the cell, slots past 15
    /// not read, and the slots left out taken from Ghostty's palette with one warning.
    @Test func aConfigFileIsReadAsGhosttyReadsIt() throws {
        let read = try scheme(
            """
            # my config
            font-family = "JetBrains Mono"
            keybind = ctrl+a=reload_config
            background = #000000
            background = "#101820"
            foreground = ghostwhite
            foreground =
            palette = 1=#ff0000
            palette = 0x2 = rgb:00/ff/00
            palette = 200=#123456
            cursor-color = cell-foreground
            selection-background = #334455
            """)
        #expect(read.background.hexString == "#101820")
        #expect(read.foreground.hexString == "#FFFFFF")
        #expect(read.ansi.map(\.hexString).prefix(4) == ["#1D1F21", "#FF0000", "#00FF00", "#F0C674"])
        #expect(read.cursor == nil)
        #expect(read.selection?.hexString == "#334455")
        #expect(
            read.warnings.map(\.description) == [
                "palette: missing palette colors 0, 3–15: Ghostty's own taken, as Ghostty does",
                "foreground: missing color 'foreground': Ghostty's own #FFFFFF taken, as Ghostty does",
            ])
    }

    /// A value Ghostty would not read is an error at its line and key.
    @Test func problemsNameTheirLineAndKey() {
        #expect(
            problem("background = #000000\npalette = 2=#zz0000\n")
                == "config:2: palette.2: '#zz0000' is not a color Ghostty reads (#RRGGBB, #RGB, RRGGBB, an X11 name or rgb:R/G/B)")
        #expect(problem("background = #000000\n\npalette = 256=#000000\n") == "config:3: palette: '256' is not a palette index (0–255)")
        #expect(problem("palette = #000000\n") == "config:1: palette: '#000000' is not N=COLOR")
        #expect(problem("foreground = #00000g\n").hasPrefix("config:1: foreground: '#00000g' is not a color Ghostty reads"))
    }

    /// Only `key = value` files with a color key are taken: not prose, an INI or `.env` file, nor
    /// an Alacritty theme (read as Alacritty's).
    @Test func otherFilesAreNotTakenForGhosttys() throws {
        let termux = "foreground=#f8f8f2\nbackground=#282a36\ncolor0=#21222c\n"
        for text in ["This is a README.\nbackground = #000000\n", "[colors]\nbackground = #000000\n", "BACKGROUND=#000000\n", "font-size = 12\n", termux] {
            #expect(!GhosttyReader.matches(text), "\(text)")
        }
        let alacritty = try String(contentsOf: RealSchemeTests.folder.appendingPathComponent("Dracula.toml"), encoding: .utf8)
        guard case .schemes(let format, _) = try ThemeFileReader.content(of: Data(alacritty.utf8), file: "Dracula.toml") else {
            Issue.record("not read as a scheme")
            return
        }
        #expect(format == .alacritty)
    }

    /// The real themes: `hazyland` writes `background= #171219`; `Hopscotch.256` names a skin of its
    /// own (its digits are no extension), as `Hopscotch` would.
    @Test func realThemes() throws {
        let hazyland = try String(contentsOf: RealSchemeTests.folder.appendingPathComponent("hazyland"), encoding: .utf8)
        let read = try scheme(hazyland)
        #expect(read.background.hexString == "#171219")
        #expect(read.cursor?.hexString == "#FF8FC4")
        #expect(read.selection?.hexString == "#0D2847")
        #expect(read.warnings.isEmpty)
        let hopscotch = SkinLoader().load(path: RealSchemeTests.folder.appendingPathComponent("Hopscotch.256").path)
        #expect(hopscotch.errors.isEmpty, "\(hopscotch.errors)")
        #expect(hopscotch.skins.map(\.name) == ["hopscotch-256"])
        #expect(hopscotch.skins.first?.colors["background"]?.resolve(in: TraitCollection()).hexString == "#322931")
    }

    /// A folder scan reads files without an extension by their content: a Ghostty theme is a skin, a
    /// README is passed over with the formats tried.
    @Test func aFolderScanReadsFilesWithoutAnExtension() throws {
        let folder = try TemporaryFolder()
        try folder.write("Night Owl", "background = #011627\nforeground = #d6deeb\n")
        try folder.write("README", "Themes for Ghostty.\n")
        let result = SkinLoader().load(path: folder.url.path)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.skins.map(\.name) == ["night-owl"])
        #expect(result.skipped.map(\.description) == ["\(folder.url.path)/README: \(ThemeFormat.triedFormatsMessage)"])
    }

    /// `theme = light:…,dark:…` in a config: each theme found in Ghostty's themes folders (here the
    /// real Dracula and hazyland), the config's own colors laid over both, one dynamic skin.
    @Test func aConfigsLightAndDarkThemesAreOneDynamicSkin() throws {
        let themes = try TemporaryFolder()
        for name in ["Dracula", "hazyland"] {
            try Data(contentsOf: RealSchemeTests.folder.appendingPathComponent(name)).write(to: themes.url.appendingPathComponent(name))
        }
        let folders = GhosttyThemeFolders(folders: ["/nonexistent/ghostty/themes", themes.url.path])
        let read = try GhosttyReader.read(
            "font-size = 13\ntheme = dark:Dracula, light:hazyland\ncursor-color = #ff0000\n", themeFolders: folders)
        #expect(read.dark?.background.hexString == "#282A36")
        #expect(read.light?.background.hexString == "#171219")
        #expect(read.dark?.cursor?.hexString == "#FF0000")
        #expect(read.light?.cursor?.hexString == "#FF0000")
        guard case .lightDark(.ghostty, _, _) = read.content(.ghostty) else {
            Issue.record("not one dynamic skin")
            return
        }
        let single = try GhosttyReader.read("theme = \(themes.url.path)/Dracula\n", themeFolders: GhosttyThemeFolders(folders: []))
        #expect(single.dark?.ansi[1].hexString == "#FF5555")
        #expect(single.light == nil)
    }

    @Test func aThemeThatCannotBeFoundOrIsHalfNamedIsAnError() {
        let folders = GhosttyThemeFolders(folders: ["/a/themes", "/b/themes"])
        func problem(_ text: String) -> String {
            do {
                _ = try GhosttyReader.read(text, themeFolders: folders)
                return "read"
            } catch {
                return error.description
            }
        }
        #expect(problem("background = #000000\ntheme = Nope\n") == "line 2: theme: theme 'Nope' not in /a/themes, /b/themes")
        #expect(problem("theme = light:A\n") == "line 1: theme: 'light:A' names a light or dark theme; Ghostty takes them as light:NAME,dark:NAME, both")
        #expect(problem("theme = ../Dracula\n") == "line 1: theme: theme '../Dracula' not in /a/themes, /b/themes")
        #expect(GhosttyReader.matches("theme = Dracula\nfont-size = 12\n"))
        // A wrong color of the config's own is the config's, not the theme's.
        #expect(problem("theme = Nope\ncursor-color = #zz\n").hasPrefix("line 2: cursor-color: '#zz' is not a color Ghostty reads"))
    }

    /// Ghostty's order: the configuration's themes, then the resources' (its variable, then where
    /// Linux installs put them).
    @Test func theThemeFoldersFollowTheEnvironment() {
        let folders = GhosttyThemeFolders(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg", "GHOSTTY_RESOURCES_DIR": "/opt/g"]).folders
        #expect(
            folders == [
                "/cfg/ghostty/themes", "/opt/g/themes", "/usr/share/ghostty/themes", "/usr/local/share/ghostty/themes",
                "/home/u/.local/share/ghostty/themes",
            ])
        #expect(GhosttyThemeFolders(environment: ["HOME": "/home/u"]).folders.first == "/home/u/.config/ghostty/themes")
    }
}
