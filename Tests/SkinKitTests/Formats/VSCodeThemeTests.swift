import Foundation
import Testing

@testable import SkinKit

/// VS Code color themes and settings, read for the integrated terminal as VS Code paints it (real
/// files in `Data/VSCode`, sources in its SOURCES.md).
@Suite struct VSCodeThemeTests {
    static let folder = RealSchemeTests.folder.deletingLastPathComponent().appendingPathComponent("VSCode")

    func schemes(_ file: String) throws -> [TerminalScheme] {
        let path = Self.folder.appendingPathComponent(file).path
        let data = try #require(FileManager.default.contents(atPath: path))
        guard case .schemes(.vscode, let schemes) = try ThemeFileReader.content(of: data, file: path) else {
            throw SkinError(file: file, message: "not read as a VS Code theme")
        }
        return schemes
    }

    /// Night Owl sets no `terminal.background` or `terminal.foreground`: the panel's background and
    /// VS Code's dark foreground, with one warning; its translucent selection is kept translucent.
    @Test func nightOwlTakesThePanelsBackground() throws {
        let owl = try #require(try schemes("Night Owl-color-theme.json").first)
        #expect(owl.name == "Night Owl")
        #expect(owl.background.hexString == "#011627")
        #expect(owl.foreground.hexString == "#CCCCCC")
        #expect(owl.cursor == owl.foreground)
        #expect(owl.ansi[1].hexString == "#EF5350")
        #expect(owl.ansi[15].hexString == "#FFFFFF")
        #expect(owl.selection == RGBColor(red: 0x1B, green: 0x90, blue: 0xDD, alpha: Double(0x4D) / 255))
        #expect(
            owl.warnings.map(\.description) == [
                "colors: missing terminal color foreground: VS Code's own for a dark theme taken, as VS Code does"
            ])
    }

    /// The light theme has `//` comments and its own terminal colors; its selection is the editor's.
    @Test func nightOwlLightReadsPastItsComments() throws {
        let owl = try #require(try schemes("Night Owl-Light-color-theme.json").first)
        #expect(owl.name == "Night Owl Light")
        #expect(!owl.isDark)
        #expect(owl.background.hexString == "#F6F6F6")
        #expect(owl.foreground.hexString == "#403F53")
        #expect(owl.ansi[1].hexString == "#DE3D3B")
        #expect(owl.selection?.hexString == "#E0E0E0")
        #expect(owl.warnings.isEmpty)
    }

    /// A theme that names no terminal color gets VS Code's defaults for its `type`, over its editor
    /// background; a translucent terminal background is laid over the panel's.
    @Test(arguments: [
        ("light", "#FFFFFF", "#333333", "#107C10"), ("dark", "#1E1E1E", "#CCCCCC", "#0DBC79"), ("hcDark", "#000000", "#FFFFFF", "#00CD00"),
        ("hcLight", "#FFFFFF", "#292929", "#136C13"),
    ])
    func defaultsFollowTheThemesType(type: String, background: String, foreground: String, green: String) throws {
        let text = ##"{"name": "Plain", "type": "\##(type)", "colors": {"editor.foreground": "#123456"}}"##
        let plain = try ThemeText.scheme(text, file: "plain-color-theme.json", as: .vscode)
        #expect([plain.background.hexString, plain.foreground.hexString, plain.ansi[2].hexString] == [background, foreground, green])
        #expect(plain.warnings.count == 1)
        let layered = try ThemeText.scheme(
            ##"{"type": "\##(type)", "colors": {"panel.background": "#000000", "terminal.background": "#FFFFFF80"}}"##, file: "t.json", as: .vscode)
        #expect(layered.background.hexString == "#808080")
    }

    /// A settings file gives its unscoped colors and one scheme per `[Theme]` block over them.
    @Test func settingsGiveOneSchemePerThemeBlock() throws {
        let dracula = try #require(try schemes("Dracula.settings.json").first)
        #expect([dracula.background.hexString, dracula.foreground.hexString, dracula.ansi[1].hexString] == ["#282A36", "#F8F8F2", "#FF5555"])
        let text = """
            {
              // my settings
              "editor.fontSize": 13,
              "workbench.colorCustomizations": {
                "terminal.ansiRed": "#ff0000",
                "[Solarized Light]": { "terminal.background": "#fdf6e3" },
              }
            }
            """
        guard case .schemes(.vscode, let schemes) = try ThemeFileReader.content(of: Data(text.utf8), file: "settings.json") else {
            Issue.record("not read as VS Code settings")
            return
        }
        #expect(schemes.map(\.name) == [nil, "Solarized Light"])
        #expect(schemes.map(\.background.hexString) == ["#1E1E1E", "#FDF6E3"])
        #expect(schemes.map { $0.ansi[1].hexString } == ["#FF0000", "#FF0000"])
    }

    @Test func aWrongColorIsAnErrorAtItsLine() {
        let text = """
            {
              "type": "dark",
              "colors": {
                "terminal.ansiRed": "red"
              }
            }
            """
        #expect(
            ThemeText.problem(text, file: "t-color-theme.json")
                == "t-color-theme.json:4: colors.terminal.ansiRed: 'red' is not a color VS Code reads (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)")
    }

    /// TermSkin skins, Windows Terminal schemes and SwiftTheme themes stay what they were.
    @Test func otherJSONIsNotTakenForAVSCodeTheme() throws {
        #expect(!VSCodeThemeReader.matches(["colors": ["Color": ["text": "#000000"]]] as [String: Any]))
        #expect(!VSCodeThemeReader.matches(["background": "#000000", "foreground": "#ffffff", "black": "#000000"] as [String: Any]))
        #expect(!VSCodeThemeReader.matches(["Global": ["backgroundColor": "#000000"]] as [String: Any]))
    }
}
