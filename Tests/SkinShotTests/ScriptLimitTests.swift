import Foundation
import SkinKit
import Testing

@testable import SkinShot

/// Issue 20, item 10: a script is bounded in bytes and commands, and a suite that takes no shot
/// is an error, not "0 passed".
struct ScriptLimitTests {
    let runner = ScriptRunner(loadSkins: { SkinLibrary.load(paths: []) })

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func moreCommandsThanTheLimitAreOneErrorAtTheLineThatPassesIt() {
        let text = String(repeating: "reload\n", count: ScreenshotScript.maximumCommands + 5)
        #expect {
            try ScreenshotScript.parse(text, file: "many.script")
        } throws: { error in
            "\(error)" == "many.script:\(ScreenshotScript.maximumCommands + 1): more than \(ScreenshotScript.maximumCommands) "
                + "commands; a script may hold at most \(ScreenshotScript.maximumCommands) (split it into several scripts)"
        }
        #expect(throws: Never.self) { try ScreenshotScript.parse(String(repeating: "reload\n", count: ScreenshotScript.maximumCommands), file: "f") }
    }

    @Test func aScriptFileOverTheByteLimitIsNotRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.script").path
        let text = String(repeating: "# padding\n", count: ScreenshotScript.maximumBytes / 10 + 1)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try runner.run(file: path)
        } throws: { error in
            "\(error)" == "\(path):0: the script is \(text.utf8.count) bytes; a script may hold at most 64 KB"
        }
    }

    @Test func aSuiteThatTakesNoShotIsAnError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("empty.script").path
        try "size 80x24\nkey s\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = ScreenshotSuite(runner: runner).run(scripts: [path], update: false)
        #expect(result.exitCode == 2)
        #expect(result.errors == ["no shots to compare: the scripts (\(path)) take no `shot`"])
    }
}
