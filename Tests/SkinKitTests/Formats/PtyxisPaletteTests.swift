import Foundation
import Testing

@testable import SkinKit

/// Ptyxis `.palette` files (the real one is `Data/Schemes/Dracula.palette`, in RealSchemeTests):
/// read as `ptyxis_palette_new_from_file` reads them.
@Suite struct PtyxisPaletteTests {
    static func palette(light: String, dark: String) -> String {
        func face(_ background: String, _ foreground: String) -> String {
            "Background=\(background)\nForeground=\(foreground)\n"
                + (0..<16).map { "Color\($0)=#\(String(format: "%02x", $0 * 16))0000" }.joined(separator: "\n")
        }
        return
            "[Palette]\nName=Day and Night\n\n[Light]\n\(face(light, "#222222"))\nCursor=#ff0000\n\n[Dark]\n\(face(dark, "#eeeeee"))\nCursorBackground=#00ff00\nCursor=#0000ff\n"
    }

    /// `[Light]` and `[Dark]` are one dynamic skin named by the palette's `Name`; `CursorBackground`
    /// wins over `Cursor`.
    @Test func lightAndDarkAreOneDynamicSkin() throws {
        let result = try #require(
            ThemeFileReader.skins(in: Data(Self.palette(light: "#fafafa", dark: "#101010").utf8), file: "day.palette", source: .code))
        #expect(result.errors.isEmpty && result.warnings.isEmpty)
        let skin = try #require(result.skins.first)
        #expect(result.skins.map(\.name) == ["day-and-night"])
        let light = TraitCollection(userInterfaceStyle: .light)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        #expect(skin.colors["background"]?.resolve(in: light).hexString == "#FAFAFA")
        #expect(skin.colors["background"]?.resolve(in: dark).hexString == "#101010")
        #expect(skin.colors["terminal.cursor"]?.resolve(in: light).hexString == "#FF0000")
        #expect(skin.colors["terminal.cursor"]?.resolve(in: dark).hexString == "#00FF00")
        #expect(skin.colors["ansi.red"]?.resolve(in: dark).hexString == "#100000")
    }

    /// Colors in `[Palette]` itself are one scheme, named by `Name`.
    @Test func colorsInThePaletteSectionAreOneScheme() throws {
        let text = Self.palette(light: "#fafafa", dark: "#101010").replacingOccurrences(of: "\n[Light]\n", with: "\n").components(separatedBy: "\n[Dark]")[0]
        let scheme = try ThemeText.scheme(text, file: "day.palette", as: .ptyxis)
        #expect(scheme.name == "Day and Night")
        #expect(scheme.background.hexString == "#FAFAFA")
        #expect(scheme.cursor?.hexString == "#FF0000")
    }

    /// What Ptyxis refuses is an error at its place: a missing color, one half of a light/dark
    /// pair, no `Name`, a color GTK cannot read.
    @Test func whatPtyxisRefusesIsAnError() {
        let full = Self.palette(light: "#fafafa", dark: "#101010")
        #expect(
            ThemeText.problem(full.replacingOccurrences(of: "Color7=#700000\n", with: ""), file: "p.palette")
                == "p.palette:4: Light.Color7: missing 'Color7': Ptyxis refuses a palette without it")
        #expect(
            ThemeText.problem(full.components(separatedBy: "\n[Dark]")[0], file: "p.palette")
                == "p.palette:4: Dark: a palette with [Light] needs [Dark] too: Ptyxis refuses it otherwise")
        #expect(
            ThemeText.problem(full.replacingOccurrences(of: "Name=Day and Night\n", with: ""), file: "p.palette")
                == "p.palette:1: Palette.Name: missing 'Name': Ptyxis refuses a palette without one")
        #expect(
            ThemeText.problem(full.replacingOccurrences(of: "Background=#101010", with: "Background=#10101"), file: "p.palette")
                == "p.palette:26: Dark.Background: '#10101' is not a color (expected \(GdkColorText.notations))")
    }
}
