import Foundation
import Testing

@testable import SkinKit

/// Windows Terminal's settings files are JSON with comments (and trailing commas, which
/// Foundation's JSON reader takes): its own `defaults.json` (Tests/SkinKitTests/Data/
/// MicrosoftTerminal, source and license in SOURCES.md there) holds its sixteen built-in schemes.
@Suite struct WindowsTerminalSettingsTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/MicrosoftTerminal/defaults.json").path

    static let schemeNames = [
        "dimidium", "ottosson", "campbell", "campbell-powershell", "vintage", "one-half-dark", "one-half-light",
        "solarized-dark", "solarized-light", "tango-dark", "tango-light", "dark-plus", "vscode-dark-modern",
        "vscode-light-modern", "cga", "ibm-5153",
    ]

    @Test func theSettingsFileIsReadAsItsSchemes() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.file))
        guard case .schemes(let format, let schemes) = try ThemeFileReader.content(of: data, file: Self.file) else {
            Issue.record("not read as schemes")
            return
        }
        #expect(format == .windowsTerminal)
        #expect(schemes.count == 16)
        let campbell = try #require(schemes.first { $0.name == "Campbell" })
        #expect(campbell.background.hexString == "#0C0C0C")
        #expect(campbell.ansi[1].hexString == "#C50F1F")
        #expect(schemes.first { $0.name == "One Half Light" }?.selection?.hexString == "#383A42")
    }

    /// The folder scan (`list`, `lint`, the previewer) reads it the same way.
    @Test func theFolderScanReadsTheSettingsFile() {
        let result = SkinLoader().load(path: Self.file)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.skins.map(\.name) == Self.schemeNames)
    }

    /// A start (the previewer, `shot`) indexes a folder's JSON files by the names they define and
    /// reads the one it shows: the settings file is indexed by its schemes, not its file name.
    @Test func aStartShowsASchemeOfTheSettingsFile() throws {
        let folder = try TemporaryFolder()
        let data = try #require(FileManager.default.contents(atPath: Self.file))
        try data.write(to: folder.url.appendingPathComponent("settings.json"))
        let library = SkinLibrary.load(paths: [folder.url.path], showing: ["campbell"])
        #expect(library.errors.isEmpty, "\(library.errors)")
        #expect(Set(Self.schemeNames).isSubset(of: Set(library.catalog.names)), "\(library.catalog.names)")
        #expect(!library.catalog.names.contains("settings"))
        #expect(library.catalog["campbell"]?.colors["background"]?.resolve(in: TraitCollection()).hexString == "#0C0C0C")
    }

    /// An index an older run cached (the settings file under its file's name) is built again.
    @Test func anIndexCachedByAnOlderRunIsNotTrusted() throws {
        let folder = try TemporaryFolder()
        let data = try #require(FileManager.default.contents(atPath: Self.file))
        try data.write(to: folder.url.appendingPathComponent("settings.json"))
        let cacheFolder = try TemporaryFolder()
        let cache = SkinIndexCache(directory: cacheFolder.url.path)
        _ = try cache.index(of: folder.url.path, trustFolder: true)
        let stored = cache.path(for: folder.url.path)
        let text = try String(contentsOfFile: stored, encoding: .utf8)
        // The settings file's line as a run before 2 wrote it: under its file's name.
        let older = text.replacingOccurrences(of: SkinIndexCache.header, with: "termskin-skin-index 1")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                guard line.contains("settings.json\t") else { return String(line) }
                return (line.split(separator: "\t", omittingEmptySubsequences: false).dropLast() + ["0:settings"]).joined(separator: "\t")
            }
            .joined(separator: "\n")
        #expect(older.contains("0:settings"))
        try Data(older.utf8).write(to: URL(fileURLWithPath: stored))
        let library = SkinLibrary.load(paths: [folder.url.path], showing: ["campbell"], indexCache: cache)
        #expect(library.catalog.names.contains("campbell"), "\(library.catalog.names)")
        #expect(!library.catalog.names.contains("settings"))
    }

    @Test func importWritesEverySchemeOfTheSettingsFile() throws {
        let folder = try TemporaryFolder()
        let report = ThemeImporter(skinsDirectory: folder.url.path, replace: false).importFiles([Self.file])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.written.map(\.skin) == Self.schemeNames)
    }

    /// A settings file that opens with `{` (Windows Terminal's user settings do) and has comments.
    @Test func aSettingsObjectWithCommentsInsideIsRead() throws {
        let folder = try TemporaryFolder()
        let text = """
            {
                // written by Windows Terminal
                "schemes": [
                    /* one scheme */
                    {"name": "Mine", "background": "#101010", "foreground": "#EEEEEE", \(Self.ansiEntries)},
                ],
            }
            """
        let path = try folder.write("settings.json", text)
        let result = SkinLoader().load(path: path)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.skins.map(\.name) == ["mine"])
    }

    /// A skin file with a comment is still refused as JSON, at the comment: comments are Windows
    /// Terminal's settings', not skins'.
    @Test(arguments: ["{\"ocean\": {\"Color\": {\"text\": \"#000000\"} // mine\n}}\n", "// mine\n{\"ocean\": {}}\n"])
    func aSkinFileWithACommentIsStillAJSONError(text: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("ocean.json", text)
        let result = SkinLoader().load(path: path)
        #expect(result.skins.isEmpty)
        #expect(result.errors.first?.message.hasPrefix("not valid JSON") == true, "\(result.errors)")
        #expect(result.errors.first?.line == 1)
    }

    /// A problem inside a scheme names its line, with comments before it or not: the loader's (the
    /// previewer, `shot`, `lint`) and `import`'s alike. A key left out names its scheme's line.
    @Test(arguments: ["    // written by Windows Terminal\n", ""])
    func aSchemesProblemNamesItsLine(comment: String) throws {
        let folder = try TemporaryFolder()
        let text =
            "{\n\(comment)    \"schemes\": [\n"
            + "        {\"name\": \"One\", \"background\": \"#101010\", \"foreground\": \"#EEEEEE\", \(Self.ansiEntries)},\n"
            + "        {\"name\": \"Two\", \"background\": \"#101010\",\n"
            + "         \"foreground\": \"#EEZEEE\", \(Self.ansiEntries)},\n"
            + "        {\"name\": \"Three\", \"background\": \"#101010\", \"foreground\": \"#EEEEEE\"}\n"
            + "    ]\n}\n"
        let path = try folder.write("settings.json", text)
        let shift = comment.isEmpty ? 0 : 1
        let loaded = SkinLoader().load(path: path)
        #expect(loaded.errors.map(\.description) == ["\(path):\(5 + shift): schemes[1].foreground: '#EEZEEE' is not a color (expected #RRGGBB)"])
        let skins = try TemporaryFolder()
        let report = ThemeImporter(skinsDirectory: skins.url.path, replace: false).importFiles([path])
        #expect(report.errors.map(\.line) == [5 + shift])
        try folder.write("settings.json", text.replacingOccurrences(of: "#EEZEEE", with: "#EEEEEE"))
        #expect(SkinLoader().load(path: path).errors.map(\.description) == ["\(path):\(6 + shift): schemes[2].black: missing color 'black'"])
    }

    static var ansiEntries: String {
        WindowsTerminalReader.ansiKeys.map { "\"\($0)\": \"#808080\"" }.joined(separator: ", ")
    }
}
