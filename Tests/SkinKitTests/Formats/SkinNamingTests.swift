import Foundation
import Testing

@testable import SkinKit

@Suite struct SkinNamingTests {
    /// `+` is a word (iTerm2-Color-Schemes has `Dracula` and `Dracula+`, Windows Terminal `Dark+`,
    /// which alacritty-theme spells `dark_plus`): dropped, `Dracula+` was named `dracula` and the
    /// real Dracula `dracula-2`, or read in place, the two were one skin with an error.
    @Test(arguments: [
        ("Dracula+", "dracula-plus"), ("Dark+", "dark-plus"), ("C++ Light", "c-plus-plus-light"), ("+1", "plus-1"),
        ("Solarized Dark", "solarized-dark"), ("Dracula", "dracula"), ("--", "theme"),
    ])
    func slug(name: String, expected: String) {
        #expect(SkinNaming.slug(name) == expected)
    }

    @Test func draculaAndDraculaPlusImportUnderTheirOwnNames() throws {
        let dracula = RealSchemeTests.folder.appendingPathComponent("Dracula.conf").path
        let text = try String(contentsOfFile: dracula, encoding: .utf8)
        let folder = try TemporaryFolder()
        // kitty-themes' `## name:` would name both; the file names are what differ here.
        let plain = text.replacingOccurrences(of: "## name:", with: "## was:")
        let files = [try folder.write("Dracula+.conf", plain), try folder.write("Dracula.conf", plain)]
        let report = ThemeImporter(skinsDirectory: folder.url.appendingPathComponent("Skins").path, replace: false).importFiles(files)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.written.map(\.skin) == ["dracula-plus", "dracula"])
        let inPlace = SkinLoader().load(path: folder.url.path)
        #expect(inPlace.errors.isEmpty, "\(inPlace.errors)")
        #expect(Set(inPlace.skins.map(\.name)) == ["dracula-plus", "dracula"])
    }
}
