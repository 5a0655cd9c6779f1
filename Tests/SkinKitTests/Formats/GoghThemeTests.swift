import Foundation
import Testing

@testable import SkinKit

/// Gogh's YAML themes (the real one is `Data/Gogh/Dracula.yml`).
@Suite struct GoghThemeTests {
    @Test func goghsOwnDracula() throws {
        let path = RealSchemeTests.folder.deletingLastPathComponent().appendingPathComponent("Gogh/Dracula.yml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let dracula = try ThemeText.scheme(text, file: path, as: .gogh)
        #expect(dracula.name == "Dracula")
        #expect([dracula.background.hexString, dracula.foreground.hexString, dracula.cursor?.hexString] == ["#282A36", "#F8F8F2", "#F8F8F2"])
        #expect(
            dracula.ansi.map(\.hexString) == [
                "#262626", "#E64747", "#42E66C", "#E4F34A", "#9B6BDF", "#E356A7", "#75D7EC", "#F8F8F2",
                "#7A7A7A", "#FF5555", "#50FA7B", "#F1FA8C", "#BD93F9", "#FF79C6", "#8BE9FD", "#F9F9FB",
            ])
    }

    @Test func aMissingColorIsAnError() {
        let text =
            "name: 'Mine'\n" + GoghReader.colorKeys.dropLast().map { "\($0): '#000000'" }.joined(separator: "\n")
            + "\nbackground: '#000000'\nforeground: '#ffffff'\n"
        #expect(
            ThemeText.problem(text, file: "Mine.yml")
                == "Mine.yml: color_16: missing color 'color_16': a Gogh theme sets color_01 … color_16, background and foreground")
    }

    /// A wrong color is an error at its line, in a Gogh theme and a base16 palette alike.
    @Test func aWrongColorIsAnErrorAtItsLine() {
        let gogh =
            "name: 'Mine'\n" + GoghReader.colorKeys.map { "\($0): '#000000'" }.joined(separator: "\n") + "\nbackground: '#zz0000'\nforeground: '#ffffff'\n"
        #expect(ThemeText.problem(gogh, file: "Mine.yml") == "Mine.yml:18: background: '#zz0000' is not a color (expected #RRGGBB)")
        let base16 = "system: \"base16\"\nname: \"x\"\npalette:\n  base00: \"000000\"\n  base08: \"zz0000\"\n"
        #expect(ThemeText.problem(base16, file: "x.yaml") == "x.yaml:5: palette.base08: 'zz0000' is not a color (expected #RRGGBB)")
    }
}
