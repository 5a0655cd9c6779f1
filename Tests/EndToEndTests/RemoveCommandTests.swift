import Foundation
import Testing

/// `termskin remove` as a user runs it: the skin goes, `default` and the built-in `ios` stay.
@Suite(.serialized)
struct RemoveCommandTests {
    let cli = CommandLineTests()

    @Test func removesASkinAndRefusesDefaultAndTheBuiltIns() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "ocean": { "Color": { "accent": "#0077BE" } } }"##.write(to: folder.appendingPathComponent("ocean.json"), atomically: true, encoding: .utf8)
        try ##"{ "default": { "Color": { "accent": "#0077BE" } } }"##.write(
            to: folder.appendingPathComponent("default.json"), atomically: true, encoding: .utf8)

        let dry = cli.termskin(["remove", "ocean", "--skins-dir", folder.path, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.output == "would delete \(folder.path)/ocean.json\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ocean.json").path))

        let removed = cli.termskin(["remove", "ocean", "--skins-dir", folder.path])
        #expect(removed.status == 0)
        #expect(removed.output == "deleted \(folder.path)/ocean.json\nremoved skin 'ocean'\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ocean.json").path))

        let refusedDefault = cli.termskin(["remove", "default", "--skins-dir", folder.path])
        #expect(refusedDefault.status == 2)
        #expect(refusedDefault.error.contains("'default' is the skin every other one falls back to"))
        let refusedIOS = cli.termskin(["remove", "ios", "--skins-dir", folder.path])
        #expect(refusedIOS.status == 2)
        #expect(refusedIOS.error.contains("built into termskin"))
        let typo = cli.termskin(["remove", "ocaen", "--skins-dir", folder.path])
        #expect(typo.status == 2)
        #expect(typo.error == "termskin remove: no skin named 'ocaen' in \(folder.path)\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("default.json").path))
    }
}
