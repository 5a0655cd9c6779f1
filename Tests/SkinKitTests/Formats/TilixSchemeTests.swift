import Foundation
import Testing

@testable import SkinKit

/// Tilix's JSON color schemes (the real one is `Data/Tilix/solarized-dark.json`), read as Tilix's
/// `loadScheme` reads them; they were taken for SwiftTheme themes before, which no widget read.
@Suite struct TilixSchemeTests {
    @Test func tilixsOwnSolarizedDark() throws {
        let path = RealSchemeTests.folder.deletingLastPathComponent().appendingPathComponent("Tilix/solarized-dark.json").path
        let data = try #require(FileManager.default.contents(atPath: path))
        guard case .schemes(.tilix, let schemes) = try ThemeFileReader.content(of: data, file: path), let solarized = schemes.first else {
            Issue.record("not read as a Tilix scheme")
            return
        }
        #expect(solarized.name == "Solarized Dark")
        #expect([solarized.background.hexString, solarized.foreground.hexString] == ["#002B36", "#839496"])
        #expect(solarized.ansi.map(\.hexString).prefix(2) == ["#073642", "#DC322F"])
        #expect(solarized.warnings.isEmpty)
    }

    /// The cursor and selection only with their switch on; a light GTK theme stands in for
    /// `use-theme-colors` without colors of the file's own.
    @Test func cursorSelectionAndThemeColors() throws {
        let palette = (0..<16).map { "\"#1\(String(format: "%x", $0))0000\"" }.joined(separator: ", ")
        let text = """
            {"name": "Mine", "use-theme-colors": false, "foreground-color": "#eeeeee", "background-color": "rgb(16,32,48)",
             "use-cursor-color": true, "cursor-background-color": "#ff0000", "highlight-background-color": "#00ff00", "palette": [\(palette)]}
            """
        let mine = try ThemeText.scheme(text, file: "mine.json", as: .tilix)
        #expect([mine.background.hexString, mine.cursor?.hexString, mine.selection?.hexString] == ["#102030", "#FF0000", nil])
        #expect(mine.ansi[15].hexString == "#1F0000")
        #expect(
            mine.warnings.map(\.description) == [
                "highlight-background-color: not taken: Tilix uses it only with use-highlight-color true; drawn in the text's colors reversed"
            ])
        let themed = try ThemeText.scheme(#"{"name": "T", "use-theme-colors": true, "palette": [\#(palette)]}"#, file: "t.json", as: .tilix)
        #expect([themed.background.hexString, themed.foreground.hexString] == ["#FFFFFF", "#000000"])
    }

    @Test func whatTilixRefusesIsAnError() {
        let palette = (0..<15).map { _ in "\"#000000\"" }.joined(separator: ", ")
        #expect(
            ThemeText.problem(#"{"name": "T", "use-theme-colors": false, "palette": [\#(palette)]}"#, file: "t.json")
                == "t.json:1: palette: Tilix refuses a scheme whose palette is not 16 colors")
        #expect(
            ThemeText.problem(#"{"use-theme-colors": false, "palette": []}"#, file: "t.json") == "t.json: name: Tilix refuses a scheme without a 'name'")
    }
}
