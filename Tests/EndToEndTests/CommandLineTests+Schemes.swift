import Foundation
import Testing

/// `termskin import` of theme files and `list --verbose`, as a user runs them.
extension CommandLineTests {
    static var schemes: String { PackagePaths.root.appendingPathComponent("Tests/SkinKitTests/Data/Schemes").path }

    @Test func importConvertsSchemesWithOneSummaryLineAndRefusesToOverwrite() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["Dracula.toml", "Atom One Dark.itermcolors", "solarized-dark.yaml"].map { Self.schemes + "/" + $0 }
        let skins = folder.appendingPathComponent("Skins").path
        let first = termskin(["import"] + files + ["--skins-dir", skins])
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output == "imported 3 skins into \(skins): dracula, atom-one-dark, solarized-dark\n")
        let again = termskin(["import", files[0], "--skins-dir", skins])
        #expect(again.status == 2)
        #expect(again.error.contains("dracula.json: already exists; pass --replace to overwrite it"))
        #expect(termskin(["import", files[0], "--skins-dir", skins, "--replace"]).status == 0)
        let lint = termskin(["lint", skins])
        #expect(lint.status == 0, "\(lint.error)")
        #expect(lint.output.contains("4 skin(s), 0 error(s)"), "\(lint.output)")  // the three and the embedded default; warnings are the schemes' own contrast
    }

    @Test func importPairsALightAndADarkScheme() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = termskin(["import", Self.schemes + "/solarized-light.yaml", "--dark", Self.schemes + "/solarized-dark.yaml",
                               "--name", "solarized", "--skins-dir", folder.path])
        #expect(result.status == 0, "\(result.error)")
        let text = try String(contentsOfFile: folder.appendingPathComponent("solarized.json").path, encoding: .utf8)
        #expect(text.contains(##""background": { "light": "#FDF6E3", "dark": "#002B36" }"##))
        #expect(termskin(["import", Self.schemes + "/solarized-light.yaml", "--name", "x"]).status != 0)
    }

    @Test func anUnknownFileIsOneLineAndListVerboseNamesSkippedFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.conf")
        try "just words\n".write(to: notes, atomically: true, encoding: .utf8)
        let result = termskin(["import", notes.path, "--skins-dir", folder.appendingPathComponent("S").path])
        #expect(result.status == 2)
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(result.error.contains("not a skin or a known theme format (tried:"))
        let list = termskin(["list", "--verbose", "--skins-dir", folder.path])
        #expect(list.status == 0)
        #expect(list.output.contains("skipped \(notes.path): not a skin or a known theme format"))
    }
}
