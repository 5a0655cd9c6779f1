import Foundation
import SkinKit
import Testing

/// Issue 11 and 14: each way a command printed wrong output silently, or echoed a file's bytes.
@Suite(.serialized)
struct CommandLineFaultTests {
    let cli = CommandLineTests()

    func run(_ arguments: [String], in directory: URL = PackagePaths.root) -> (output: String, error: String, status: Int32) {
        cli.termskin(arguments, in: directory)
    }

    /// A temporary skins folder holding `files` (name → text).
    func skinsFolder(_ files: [String: String]) throws -> URL {
        let folder = try cli.temporaryFolder()
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func versionPrintsAndExits0() {
        let result = run(["--version"])
        #expect(result.status == 0)
        #expect(result.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(result.output)")
    }

    @Test func aMistypedCommandSaysDidYouMeanAndExits2() {
        let result = run(["lsit"])
        #expect(result.status == 2)
        #expect(result.error.contains("unknown command 'lsit'; did you mean 'list'?"), "\(result.error)")
        #expect(!result.error.contains("USAGE"), "not the previewer's usage")
    }

    @Test func aMistypedOptionSaysDidYouMeanAndExits2() {
        let result = run(["shot", "--skn", "ocean"])
        #expect(result.status == 2)
        #expect(result.error.lowercased().contains("did you mean '--skin'"), "\(result.error)")
    }

    @Test func helpShowsEachDefaultOnceAndNoUnspecifiedTrait() {
        for command in [["shot"], ["preview"], ["import"], ["lint"], ["test"]] {
            let help = run(command + ["--help"]).output
            for line in help.split(separator: "\n") {
                #expect(line.components(separatedBy: "(default").count <= 2, "a default said twice: \(line)")
            }
            #expect(!help.contains("unspecified"), "\(command): \(help)")
        }
        let shot = run(["shot", "--help"]).output
        #expect(shot.contains("(default: 100x30)"), "\(shot)")
        #expect(shot.contains("values: light, dark"))
        #expect(run(["shot", "--trait", "unspecified"]).status == 2)
    }

    @Test func shotWithAMissingSkinsFolderFails() {
        let result = run(["shot", "--skins-dir", "/nope"])
        #expect(result.status == 2)
        #expect(result.error.contains("/nope: no such file or folder"), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test func shotOfASkinWithAnInvalidColorFailsNamingFileAndLine() throws {
        let folder = try skinsFolder(["bad.json": "{\n  \"bad\": {\n    \"Color\": { \"text\": \"#12345Z\" }\n  }\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["shot", "--skins-dir", folder.path, "--skin", "bad"])
        #expect(result.status == 2)
        #expect(result.error.contains("bad.json:3: bad.Color.text: invalid color '#12345Z'"), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test func brokenJSONIsNamedNotOnlyNoSkinNamed() throws {
        let folder = try skinsFolder(["bad.json": "{ \"bad\": { \"Color\": { \"text\": \"#000000\", } "])
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [["shot", "--skin", "bad"], ["list"], ["test", "Screenshots"]] {
            let result = run(command + ["--skins-dir", folder.path])
            #expect(result.status == 2, "\(command)")
            #expect(result.error.contains("bad.json"), "\(command): \(result.error)")
            #expect(result.error.contains("not valid JSON"), "\(command): \(result.error)")
        }
    }

    @Test func aSkinInTwoFilesStopsShotAndList() throws {
        let twin = "{ \"twin\": { \"Color\": { \"accent\": \"#AA0000\" } } }"
        let folder = try skinsFolder(["a.json": twin, "b.json": twin])
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [["shot", "--skin", "twin"], ["list"]] {
            let result = run(command + ["--skins-dir", folder.path])
            #expect(result.status == 2, "\(command)")
            #expect(result.error.contains("also defined in"), "\(command): \(result.error)")
        }
    }

    @Test func outPicksTheFormatFromTheExtensionAndRefusesWhatItCannotWrite() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gif = folder.appendingPathComponent("x.gif").path
        let refused = run(["shot", "--out", gif])
        #expect(refused.status == 2)
        #expect(refused.error.contains("cannot tell the format of"))
        #expect(!FileManager.default.fileExists(atPath: gif))

        // Issue 20, item 20: --format does not make an unknown extension right.
        let formatted = run(["shot", "--format", "txt", "--out", gif])
        #expect(formatted.status == 2)
        #expect(formatted.error.contains("x.gif' has an extension no screenshot format uses, but --format is txt"), "\(formatted.error)")
        #expect(!FileManager.default.fileExists(atPath: gif))
        // Issue 25: a PNG is a format now, drawn with the installed monospace font.
        let png = folder.appendingPathComponent("x.png").path
        let picture = run(["shot", "--out", png])
        #expect(picture.status == 0, "\(picture.error)")
        #expect((try? Data(contentsOf: URL(fileURLWithPath: png)))?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        let bare = folder.appendingPathComponent("shot").path
        #expect(run(["shot", "--format", "txt", "--out", bare]).status == 0, "no extension: --format decides")

        let svg = folder.appendingPathComponent("x.svg").path
        let mismatch = run(["shot", "--out", svg, "--format", "txt"])
        #expect(mismatch.status == 2)
        #expect(!FileManager.default.fileExists(atPath: svg))
        #expect(run(["shot", "--out", svg]).status == 0)
        #expect((try? String(contentsOfFile: svg, encoding: .utf8))?.contains("<svg") == true)

        let dash = run(["shot", "--out", "-", "--format", "txt"], in: folder)
        #expect(dash.status == 0)
        #expect(dash.output.contains("G A L L E R Y"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))

        let nowhere = run(["shot", "--out", folder.appendingPathComponent("no/such/x.txt").path])
        #expect(nowhere.status == 2)
        #expect(nowhere.error.contains("No such file or directory"), "\(nowhere.error)")
    }

    @Test func escapeSequencesFromAFileAreShownEscaped() throws {
        let value = "\\u001b]2;pwned\\u0007"
        let folder = try skinsFolder(["evil.json": "{ \"evil\": { \"Color\": { \"text\": \"\(value)\" } } }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // `shot` reads the skin it shows (issue 23): its errors stop it, another skin's do not.
        #expect(run(["shot", "--skins-dir", folder.path, "--out", "-", "--format", "txt"]).status == 0)
        for command in [
            ["lint", folder.path], ["lint", "--format", "json", folder.path], ["shot", "--skins-dir", folder.path, "--skin", "evil"],
            ["list", "--skins-dir", folder.path],
        ] {
            let result = run(command)
            #expect(result.status != 0, "\(command)")
            let all = result.output + result.error
            #expect(!all.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(command): raw control bytes")
            // JSON writes the escape's backslashes as \\; decoded, the message holds the same escaped text.
            let shown = command.contains("json") ? all.replacingOccurrences(of: #"\\"#, with: #"\"#) : all
            #expect(shown.contains(#"\u{1B}]2;pwned\u{7}"#), "\(command): \(all)")
        }
    }

    @Test func lintJSONIsOneObjectPerFindingWithAllFields() throws {
        let folder = try skinsFolder(["typo.json": "{\n  \"typo\": {\n    \"Color\": { \"butonn.title\": \"#FFFFFF\" }\n  }\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["lint", "--format", "json", folder.path])
        #expect(result.status == 0, "warnings alone pass")
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        let typo = findings.first { $0["code"] as? String == "unread-key" }
        #expect(typo?["keyPath"] as? String == "typo.Color.butonn.title")
        #expect(typo?["line"] as? Int == 3)
        #expect(typo?["severity"] as? String == "warning")
        #expect(typo?["suggestion"] as? String == "did you mean 'button.title'?")
        #expect((typo?["file"] as? String)?.hasSuffix("typo.json") == true)
        #expect(run(["lint", "--strict", folder.path]).status == 1)
    }

    @Test func lintOfAPathThatIsNotThereIsAUsageError() {
        let result = run(["lint", "/nope/skins"])
        #expect(result.status == 2)
        #expect(result.error.contains("no such file or folder: /nope/skins"), "\(result.error)")
    }

    /// Issue 20, item 15: a folder named like a skin file holds none, and that is said; a file
    /// without `default` is said to lean on the embedded one.
    @Test func lintSaysAFolderHoldsNoSkinAndThatTheEmbeddedDefaultServes() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = folder.appendingPathComponent("x.json")
        try FileManager.default.createDirectory(at: named, withIntermediateDirectories: true)
        let empty = run(["lint", named.path])
        #expect(empty.status == 2)
        #expect(empty.error.contains("\(named.path) is a folder that holds no skin file (\(ThemeFormat.scannedFilesDescription))"), "\(empty.error)")

        let noDefault = folder.appendingPathComponent("no-default.json")
        try ##"{"plain": {"Color": {"text": "#000000"}}}"##.write(to: noDefault, atomically: true, encoding: .utf8)
        let lint = run(["lint", noDefault.path])
        #expect(lint.status == 0, "\(lint.output)")
        #expect(
            lint.output.contains("note: no file here defines the 'default' skin; the embedded default serves the keys these skins lack"),
            "\(lint.output)")
        let withDefault = folder.appendingPathComponent("with-default.json")
        try ##"{"default": {"Color": {"text": "#000000"}}}"##.write(to: withDefault, atomically: true, encoding: .utf8)
        #expect(!run(["lint", withDefault.path]).output.contains("note: no file here defines"))
    }

    @Test func schemaCommandPrintsADraft2020Schema() throws {
        let result = run(["schema"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }
}
