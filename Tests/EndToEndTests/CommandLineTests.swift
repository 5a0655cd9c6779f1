import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The built binary's subcommands, as a user runs them.
@Suite(.serialized)
struct CommandLineTests {
    /// Runs the built `termskin`; `environment` entries are set over this process's (nil removes one).
    func termskin(
        _ arguments: [String], in directory: URL = PackagePaths.root,
        environment: [String: String?] = [:]
    ) -> (output: String, error: String, status: Int32) {
        guard let binary = PackagePaths.binary else { return ("", "no binary", -1) }
        return ChildProcess.run(binary, arguments, in: directory, environment: environment)
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func binaryWasBuilt() {
        #expect(PackagePaths.binary != nil, "swift test builds termskin; expected it under .build/")
    }

    @Test func lintPassesOnTheShippedSkins() {
        // Clean under --strict: every remaining warning is a documented exception in Skins/.termskin-lint-accept.
        let result = termskin(["lint", "--strict", "Skins"])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("10 skin(s), 0 error(s), 0 warning(s)"), "\(result.output)")
    }

    @Test func cacheClearRemovesTheDownloadedImages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let images = folder.appendingPathComponent("termskin/images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try Data(repeating: 7, count: 2048).write(to: images.appendingPathComponent(String(repeating: "0", count: 64)))
        let cleared = termskin(["cache", "clear"], environment: ["XDG_CACHE_HOME": folder.path])
        #expect(cleared.status == 0, "\(cleared.error)")
        #expect(cleared.output == "removed 1 image(s), 2 KB, from \(images.path)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: images.path).isEmpty)
        let again = termskin(["cache", "clear"], environment: ["XDG_CACHE_HOME": folder.path])
        #expect(again.output == "nothing cached in \(images.path)\n")
        let nowhere = termskin(["cache", "clear"], environment: ["XDG_CACHE_HOME": nil, "HOME": nil])
        #expect(nowhere.status == 2 && nowhere.error.contains("no cache to clear"))
    }

    @Test func lintNamesFileAndKeyOfABrokenColorAndSurvivesGarbage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ocean = try String(contentsOfFile: PackagePaths.skins + "/ocean.json", encoding: .utf8)
        try ocean.replacingOccurrences(of: "\"#E8F6FB\"", with: "\"#E8F6FZ\"")
            .write(to: folder.appendingPathComponent("ocean.json"), atomically: true, encoding: .utf8)
        try Data([0xFF, 0x00, 0x13, 0x37]).write(to: folder.appendingPathComponent("garbage.json"))
        let result = termskin(["lint", folder.path])
        #expect(result.status == 1)
        #expect(result.output.contains("ocean.json\n  5: ocean.Color.background: error [load-error] light: invalid color '#E8F6FZ'"), "\(result.output)")
        #expect(result.output.contains("garbage.json"))
        #expect(result.output.contains("not valid JSON"))
        #expect(!result.error.contains("Fatal error") && !result.error.contains("Stack dump"))
    }

    @Test func listShowsEmbeddedDefaultAndEverySkin() {
        let result = termskin(["list"])
        #expect(result.status == 0)
        for name in ["default", "ocean", "sunset", "contrast", "paper", "jade"] { #expect(result.output.contains(name)) }
        #expect(result.output.contains("embedded"))
        #expect(result.output.contains("Skins/CJSkin.plist"))
    }

    @Test func shotWritesAllFormatsForEverySkinDeterministically() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The second run's files go to their own folder: `x.svg.again` has an extension no format has.
        let again = folder.appendingPathComponent("again")
        try FileManager.default.createDirectory(at: again, withIntermediateDirectories: true)
        for skin in ["default", "ocean", "sunset", "contrast", "paper", "jade"] {
            for format in ["txt", "ansi", "svg", "html"] {
                let first = folder.appendingPathComponent("\(skin).\(format)").path
                let second = again.appendingPathComponent("\(skin).\(format)").path
                #expect(termskin(["shot", "--skin", skin, "--trait", "dark", "--format", format, "--out", first]).status == 0)
                #expect(termskin(["shot", "--skin", skin, "--trait", "dark", "--format", format, "--out", second]).status == 0)
                let a = FileManager.default.contents(atPath: first)
                let b = FileManager.default.contents(atPath: second)
                #expect(a != nil && a == b, "\(skin).\(format) differs between two runs")
                if format == "svg", let a {
                    #expect(throws: Never.self) { _ = try XMLDocument(data: a) }
                }
            }
        }
    }

    @Test func aScriptWithAnUnknownCommandOrKeyExits2NamingTheLinesAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("bad.script")
        try "size 80x24\nshot first\nshoot second\nkey s entr\n".write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = termskin(["shot", "--script", script.path, "--out-dir", out.path])
        #expect(result.status == 2)
        #expect(result.error.contains("bad.script:3: unknown command \"shoot\""))
        #expect(result.error.contains("bad.script:4:"))
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written for a script that fails")
        let test = termskin(["test", folder.path])
        #expect(test.status == 2)
    }

    @Test func testCommandPassesOnTheSuiteAndSummarizes() {
        let result = termskin(["test", "Screenshots", "--diff-dir", FileManager.default.temporaryDirectory.appendingPathComponent("d-\(UUID())").path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.range(of: #"\d+ passed, 0 failed"#, options: .regularExpression) != nil)
    }

    @Test func previewerRefusesAPipeWithAPointerToShot() {
        let result = termskin([])
        #expect(result.status == 2)
        #expect(result.error.contains("termskin shot"))
        #expect(!result.error.contains("\u{1B}["), "no escape sequences were written to a non-terminal")
    }
}
