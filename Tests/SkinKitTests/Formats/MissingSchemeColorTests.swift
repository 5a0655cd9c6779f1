import Foundation
import Testing

@testable import SkinKit

/// A color a terminal theme leaves out is the terminal's own, as in the terminal, with a warning
/// naming the key, the line of its table (Alacritty) and the color taken; a color written wrong is
/// still an error, on its line.
@Suite struct MissingSchemeColorTests {
    /// alacritty-theme's citylights leaves out `[colors.normal] yellow` (it was refused).
    @Test func alacrittyFillsWhatAThemeLeavesOutWithItsOwnColors() throws {
        let path = AlacrittyThemeTests.folder.appendingPathComponent("citylights.toml").path
        let result = SkinLoader().load(path: path)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(
            result.warnings.map(\.description) == [
                "\(path):12: colors.normal.yellow: missing color 'yellow': Alacritty's own #F4BF75 taken, as Alacritty does"
            ])
        let skin = try #require(result.skins.first)
        let colors = skin.colors.mapValues { $0.resolve(in: TraitCollection()).hexString }
        #expect(colors["ansi.yellow"] == "#F4BF75" && colors["ansi.brightYellow"] == "#EBBF83", "the bright one is the theme's")
    }

    @Test func kittyFillsWhatAThemeLeavesOutWithItsOwnColors() throws {
        let text = SchemeSamples.kitty.replacingOccurrences(of: "color3   #C0C004\n", with: "")
        let (_, schemes) = try Self.schemes(text)
        let scheme = try #require(schemes.first)
        #expect(scheme.ansi[3].hexString == "#CECB00", "kitty's color3")
        #expect(scheme.warnings.map(\.description) == ["color3: missing color 'color3': kitty's own #CECB00 taken, as kitty does"])
    }

    @Test func aColorWrittenWrongIsStillAnError() throws {
        let text = "[colors.primary]\nbackground = '#101010'\nforeground = '#eeeeee'\n[colors.normal]\nblack = 'nope'\n"
        let error = #expect(throws: SkinError.self) { try Self.schemes(text) }
        #expect(error?.line == 5 && error?.keyPath == ["colors", "normal", "black"], "\(String(describing: error))")
    }

    @Test func importSaysWhatItTookAndWritesTheSkin() throws {
        let folder = try TemporaryFolder()
        let importer = ThemeImporter(skinsDirectory: folder.url.appendingPathComponent("Skins").path, replace: false)
        let report = importer.importFiles([AlacrittyThemeTests.folder.appendingPathComponent("citylights.toml").path])
        #expect(report.errors.isEmpty && report.written.map(\.skin) == ["citylights"])
        #expect(report.warnings.map(\.message) == ["missing color 'yellow': Alacritty's own #F4BF75 taken, as Alacritty does"])
    }

    static func schemes(_ text: String) throws -> (ThemeFormat, [TerminalScheme]) {
        guard case .schemes(let format, let schemes) = try ThemeFileReader.content(of: Data(text.utf8), file: "t") else {
            throw SkinError(message: "not read as schemes")
        }
        return (format, schemes)
    }
}
