import Foundation
import Testing

@testable import SkinKit

/// Files of alacritty/alacritty-theme, Alacritty's own theme collection (Tests/SkinKitTests/Data/
/// AlacrittyTheme, source and license in SOURCES.md there).
@Suite struct AlacrittyThemeTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/AlacrittyTheme")

    func path(_ name: String) -> String { Self.folder.appendingPathComponent(name).path }

    func scheme(_ name: String) throws -> (ThemeFormat, TerminalScheme) {
        let data = try #require(FileManager.default.contents(atPath: path(name)))
        guard case .schemes(let format, let schemes) = try ThemeFileReader.content(of: data, file: path(name)), let first = schemes.first else {
            throw SkinError(file: name, message: "not read as a scheme")
        }
        return (format, first)
    }

    /// 24 of the collection's 175 files open with `[colors.primary]`, no comment before it: a TOML
    /// table header, not a JSON array (they were refused as "not valid JSON").
    @Test func aTableHeaderOnTheFirstLineIsTOMLNotJSON() throws {
        let (format, scheme) = try scheme("ashes_dark.toml")
        #expect(format == .alacritty)
        #expect(scheme.background.hexString == "#1C2023")
        #expect(scheme.foreground.hexString == "#C7CCD1")
        #expect(scheme.ansi[8].hexString == "#747C84")
        #expect(scheme.cursor?.hexString == "#C7CCD1")
    }

    /// The folder scan (`list`, `lint`, the previewer) reads it the same way.
    @Test func theFolderScanReadsAFileThatStartsWithATableHeader() {
        let result = SkinLoader().load(path: path("ashes_dark.toml"))
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.skins.map(\.name) == ["ashes-dark"])
    }

    /// `import` writes it as a skin.
    @Test func importWritesAFileThatStartsWithATableHeader() throws {
        let folder = try TemporaryFolder()
        let report = ThemeImporter(skinsDirectory: folder.url.path, replace: false).importFiles([path("ashes_dark.toml")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.written.map(\.skin) == ["ashes-dark"])
    }

    /// 9 of the collection's files list 256-color entries as `[[colors.indexed_colors]]` (arrays of
    /// tables, which were refused); the 16 colors are read as in any other theme.
    @Test func arraysOfTablesDoNotStopTheTheme() throws {
        let (format, scheme) = try scheme("github_dark.toml")
        #expect(format == .alacritty)
        #expect(scheme.background.hexString == "#24292E")
        #expect(scheme.ansi[1].hexString == "#EA4A5A")
        #expect(scheme.ansi[15].hexString == "#FAFBFC")
    }

    /// JSON that starts with `[` is still JSON: a top-level array is refused as a skin file is.
    @Test(arguments: ["[]", "[ true ]", "[null]", "[\"colors\"]", "[[1, 2]]", "[{\"a\": 1}]"])
    func aJSONArrayIsStillJSON(text: String) {
        #expect(ThemeFileReader.looksLikeJSON(Substring(text)))
    }

    @Test(arguments: ["[colors.primary]", "[colors]\n", "[ colors . bright ]", "[[colors.indexed_colors]]", "[_x]", "[truecolor]"])
    func aTableHeaderIsNotJSON(text: String) {
        #expect(!ThemeFileReader.looksLikeJSON(Substring(text)))
    }
}
