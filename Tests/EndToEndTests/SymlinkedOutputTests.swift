import Foundation
import Testing

/// Issue 20, item 2: `shot --script --out-dir`, `shot --out` and `test --update` never write
/// through a symbolic link planted where an output goes.
@Suite(.serialized)
struct SymlinkedOutputTests {
    let cli = CommandLineTests()

    @Test func aLinkPlantedInTheOutFolderIsRefusedAndItsTargetKept() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim.txt")
        try "keep".write(to: victim, atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("s.script")
        try "size 80x24\nshot one txt\n".write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let link = out.appendingPathComponent("one.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: victim.path)

        let result = cli.termskin(["shot", "--script", script.path, "--out-dir", out.path])
        #expect(result.status == 2)
        #expect(result.error.contains("one.txt: it is a symbolic link; refusing to write through it"), "\(result.error)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["one.txt"], "no temporary file left")

        let single = cli.termskin(["shot", "--out", link.path])
        #expect(single.status == 2)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")

        // test --update rewrites goldens the same way.
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("one.txt").path, withDestinationPath: victim.path)
        let update = cli.termskin(["test", "--update", script.path])
        #expect(update.status != 0)
        #expect(update.output.contains("symbolic link"), "\(update.output)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
    }
}
