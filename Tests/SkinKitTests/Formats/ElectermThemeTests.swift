import Foundation
import Testing

@testable import SkinKit

/// electerm's theme text (the real one is `Data/Schemes/Dracula.txt`, in RealSchemeTests): read as
/// electerm's `convertTheme` and its theme form's checks read it.
@Suite struct ElectermThemeTests {
    /// Every key electerm requires, with `main` and the terminal's background apart.
    static func theme(_ changes: [String: String] = [:], extra: String = "") -> String {
        var lines = [
            ("themeName", "Night Owl"), ("main-dark", "#000"), ("main-light", "#2E3338"), ("text", "#ddd"), ("text-light", "#fff"),
            ("text-dark", "#888"), ("text-disabled", "#777"), ("primary", "#08c"), ("info", "#FFD166"), ("success", "#06D6A0"),
            ("error", "#EF476F"), ("warn", "#E55934"), ("main", "#011627"), ("terminal:background", "#000000"),
            ("terminal:foreground", "#d6deeb"), ("terminal:cursor", "#7e57c2"), ("terminal:selection", "rgba(95, 126, 151, 0.5)"),
            ("terminal:cursorAccent", "#011627"),
        ]
        lines += ElectermReader.ansiKeys.enumerated().map { ("terminal:\($0.element)", String(format: "#%02x0000", $0.offset * 16)) }
        return lines.map { "\($0.0)=\(changes[$0.0] ?? $0.1)" }.joined(separator: "\n") + "\n" + extra
    }

    /// `themeName` names it; `main` is the background, as electerm sets it on saving; the selection
    /// key is renamed `selectionBackground` and may be `rgba()`.
    @Test func aThemeAsElectermImportsIt() throws {
        let read = try ThemeText.scheme(Self.theme(), file: "Night Owl.txt", as: .electerm)
        #expect(read.name == "Night Owl")
        #expect(read.background.hexString == "#011627")
        #expect(read.foreground.hexString == "#D6DEEB")
        #expect(read.cursor?.hexString == "#7E57C2")
        #expect(read.selection?.hexString == "#5F7E9780")
        #expect(read.ansi[0].hexString == "#000000")
        #expect(read.ansi[15].hexString == "#F00000")
        #expect(read.warnings.isEmpty)
    }

    /// `key=value` as JavaScript's `split('=')` cuts it: a second `=` ends the value; blanks
    /// trimmed; a later line wins; a name is cut at 50 characters.
    @Test func linesAreSplitAsElectermSplitsThem() throws {
        let long = String(repeating: "n", count: 60)
        let read = try ThemeText.scheme(
            Self.theme(["terminal:red": " #abc=ignored ", "themeName": long], extra: "terminal:green=#00ff00\n"), file: "t.txt", as: .electerm)
        #expect(read.ansi[1].hexString == "#AABBCC")
        #expect(read.ansi[2].hexString == "#00FF00")
        #expect(read.name == String(repeating: "n", count: 50))
    }

    /// What electerm's form refuses is an error.
    @Test(arguments: [
        (theme(extra: "terminal:bold=#ffffff\n"), "t.txt:35: terminal:bold: electerm refuses a theme with the key 'terminal:bold' (\"Not supported prop\")"),
        (theme(extra: "zeta=#fff\nalpha=#fff\n"), "t.txt:35: zeta: electerm refuses a theme with the key 'zeta' (\"Not supported prop\")"),
        (theme(["warn": ""]), "t.txt: warn: electerm refuses a theme without 'warn' (\"Missing prop\")"),
        (
            theme(["terminal:blue": "blue"]),
            "t.txt:23: terminal:blue: 'blue' is not a color electerm takes for 'terminal:blue' (#RGB, #RRGGBB or rgba(r,g,b,a))"
        ),
        (theme(["main": "rgba(0,0,0,1)"]), "t.txt:13: main: 'rgba(0,0,0,1)' is not a color electerm takes for 'main' (#RGB or #RRGGBB)"),
        (
            theme(["terminal:cursor": "rgba(1,2,3,0.5"]),
            "t.txt:16: terminal:cursor: 'rgba(1,2,3,0.5' is not a color electerm takes for 'terminal:cursor' (#RGB, #RRGGBB or rgba(r,g,b,a))"
        ),
    ])
    func whatElectermRefusesIsAnError(text: String, message: String) {
        #expect(ThemeText.problem(text, file: "t.txt") == message)
    }

    /// Text that is not an electerm theme is not taken for one.
    @Test func onlyElectermThemesMatch() {
        #expect(ElectermReader.matches(Self.theme()))
        #expect(!ElectermReader.matches("notes=terminal:background\nmain idea\n"))
        #expect(!ElectermReader.matches("terminal:background=#000000\n"))
    }
}
