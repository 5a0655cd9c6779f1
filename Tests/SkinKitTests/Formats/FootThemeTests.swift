import Foundation
import Testing

@testable import SkinKit

/// foot's themes and `foot.ini` (Data/Foot, SOURCES.md there): its own `dracula` theme, a light-only
/// theme, a file with both a light and a dark theme (one dynamic skin), and foot 1.13.1's defaults.
@Suite struct FootThemeTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/Foot")

    func content(_ text: String, file: String = "foot.ini") throws(SkinError) -> ThemeFileReader.Content {
        try ThemeFileReader.content(of: Data(text.utf8), file: file)
    }

    func file(_ name: String) throws -> String {
        try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// foot's own theme: `[cursor] color=TEXT CURSOR`, and a comment after each value.
    @Test func footsOwnDraculaTheme() throws {
        guard case .schemes(let format, let schemes) = try content(try file("dracula"), file: "dracula"), let dracula = schemes.first else {
            Issue.record("not read as one scheme")
            return
        }
        #expect(format == .foot)
        #expect(dracula.background.hexString == "#282A36")
        #expect(dracula.foreground.hexString == "#F8F8F2")
        #expect(dracula.cursor?.hexString == "#F8F8F2")
        #expect(dracula.ansi[7].hexString == "#BFBFBF")
        #expect(dracula.ansi[15].hexString == "#E6E6E6")
        #expect(dracula.warnings.isEmpty)
    }

    /// iTerm2-Color-Schemes' light theme: `[colors-light]` alone is one (light) scheme.
    @Test func aLightThemeAlone() throws {
        guard case .schemes(_, let schemes) = try content(try file("3024 Day.ini"), file: "3024 Day.ini"), let day = schemes.first else {
            Issue.record("not read as one scheme")
            return
        }
        #expect(day.background.hexString == "#F7F7F7")
        #expect(!day.isDark)
        #expect(day.cursor?.hexString == "#4A4543")
        #expect(day.selection?.hexString == "#A5A2A2")
    }

    /// A dark and a light theme in one file are one dynamic skin that follows light and dark.
    @Test func darkAndLightThemesAreOneDynamicSkin() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "foot.ini",
            """
            [main]
            font=monospace:size=11

            [colors-dark]
            foreground=dddddd
            background=101010

            [colors-light]
            foreground=202020   # ink
            background=fafafa
            """)
        let result = SkinLoader().load(path: path)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.skins.map(\.name) == ["foot"])
        let background = try #require(result.skins.first?.colors["background"])
        #expect(background.resolve(in: TraitCollection(userInterfaceStyle: .light)).hexString == "#FAFAFA")
        #expect(background.resolve(in: TraitCollection(userInterfaceStyle: .dark)).hexString == "#101010")
        #expect(result.warnings.count == 32)
        #expect(result.warnings.first?.description == "\(path): colors-light.regular0: missing color 'regular0': foot's own #222222 taken, as foot does")
    }

    @Test func aWrongColorIsAnErrorAtItsLine() {
        do {
            _ = try content("[colors]\nforeground=dddddd\nregular3=#d0bf8f\n")
            Issue.record("a wrong color was read")
        } catch {
            #expect(error.description == "foot.ini:3: colors.regular3: '#d0bf8f' is not a color (expected RRGGBB)")
        }
    }

    /// termite's `[colors]` (`#` colors, `colorN` keys) is not foot's.
    @Test func termitesColorsAreNotFoots() {
        #expect(!FootReader.matches("[colors]\nbackground = #282a36\ncolor0 = #000000\n"))
    }
}
