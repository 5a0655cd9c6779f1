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
        let result = termskin([
            "import", Self.schemes + "/solarized-light.yaml", "--dark", Self.schemes + "/solarized-dark.yaml",
            "--name", "solarized", "--skins-dir", folder.path,
        ])
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
        let tried = try #require(result.error.firstRange(of: "(tried: TermSkin JSON/plist skins and the "))
        let count = result.error[tried.upperBound...].prefix { $0.isNumber }
        #expect(result.error[tried.upperBound...].dropFirst(count.count).hasPrefix(" theme formats that `termskin import --help` lists)"))
        // That help lists as many.
        let help = termskin(["import", "--help"]).output.replacingOccurrences(of: "\n", with: " ")
        let start = try #require(help.firstRange(of: "Theme files: "))
        let names = help[start.upperBound...].components(separatedBy: ". Each is")[0].components(separatedBy: ", ")
        #expect(names.count == Int(count), "\(names)")
        let list = termskin(["list", "--verbose", "--skins-dir", folder.path])
        #expect(list.status == 0)
        #expect(list.output.contains("skipped \(notes.path): not a skin or a known theme format"))
    }
}

/// Issue 23: `list --collection` and a start among a thousand skin files with a broken one.
extension CommandLineTests {
    @Test func listCollectionNamesEverySchemeWithVariantAuthorAndSource() throws {
        let run = termskin(["list", "--collection"], in: try temporaryFolder())
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["SKIN", "VARIANT", "SCHEME", "AUTHOR", "SOURCE"])
        #expect(lines.count > 300, "\(lines.count) lines")
        let solarized = try #require(lines.first { $0.hasPrefix("solarized-light-dark ") })
        #expect(solarized.contains("light+dark") && solarized.contains("Ethan Schoonover"))
        let nord = try #require(lines.first { $0.hasPrefix("nord ") })
        #expect(nord.contains(" dark ") && nord.contains("tinted-theming/schemes@b327321:base16/nord.yaml"))
        // Plain `list` names the user's skins only.
        #expect(!termskin(["list"], in: try temporaryFolder()).output.contains("solarized-light-dark"))
    }

    @Test func shotAmongAThousandSkinFilesReadsItsOwnAndABrokenOneFailsWithItsPlace() throws {
        let folder = try temporaryFolder()
        for index in 1_000..<2_000 {
            try Data(##"{"s\##(index)": {"Color": {"background": "#102030"}}}"##.utf8).write(to: folder.appendingPathComponent("s\(index).json"))
        }
        try Data("{\n  \"broken\": {\"Color\": {\"background\": \"#zz\"}}\n}\n".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let environment = ["XDG_CACHE_HOME": folder.appendingPathComponent(".cache").path]
        let good = termskin(
            ["shot", "--skins-dir", folder.path, "--skin", "s1005", "--size", "40x12", "--format", "txt"], in: folder, environment: environment)
        #expect(good.status == 0, "\(good.error)")
        #expect(good.error.isEmpty, "\(good.error)")
        let bad = termskin(
            ["shot", "--skins-dir", folder.path, "--skin", "broken", "--size", "40x12", "--format", "txt"], in: folder, environment: environment)
        #expect(bad.status == 2)
        #expect(bad.error.contains(folder.appendingPathComponent("broken.json").path + ":2: broken.Color.background"), "\(bad.error)")
        // A collection skin by name.
        let collection = termskin(
            ["shot", "--skins-dir", folder.path, "--skin", "nord", "--size", "40x12", "--format", "txt"], in: folder, environment: environment)
        #expect(collection.status == 0, "\(collection.error)")
    }
}
