import Foundation
import SkinKit
import SkinUI
import Testing

@testable import SkinShot

/// Issue 20, item 17: a `txt` golden (trailing blanks trimmed) is compared at the shot's own width,
/// and its report names characters only, not colors the file never held.
struct TextGoldenTests {
    @Test func aTrimmedTextFileReadsAtTheWidthGiven() throws {
        let canvas = try PlainTextDecoder().decode(Data("ab\nc\n".utf8), width: 10)
        #expect(canvas.size == Size(width: 10, height: 2))
        #expect(try PlainTextDecoder().decode(Data("ab\n".utf8)).size == Size(width: 2, height: 1))
    }

    @Test func aChangedTextGoldenIsReportedAtTheShotsSizeWithoutColors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-txt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("s.script").path
        try "size 100x30\nshot gallery txt\n".write(toFile: script, atomically: true, encoding: .utf8)
        let suite = ScreenshotSuite(
            runner: ScriptRunner(loadSkins: { SkinLibrary.load(paths: []) }),
            diffDirectory: folder.appendingPathComponent("diffs").path)
        #expect(suite.run(scripts: [script], update: true).exitCode == 0)
        let golden = folder.appendingPathComponent("gallery.txt").path
        var text = try String(contentsOfFile: golden, encoding: .utf8)
        // Every line of the gallery ends in blanks the file trims; change the first letter of row 0.
        let first = try #require(text.firstIndex { $0.isLetter })
        text.replaceSubrange(first...first, with: text[first] == "Z" ? "Y" : "Z")
        try text.write(toFile: golden, atomically: true, encoding: .utf8)
        let result = suite.run(scripts: [script], update: false)
        guard case .failed(let report, _)? = result.outcomes.first?.outcome else {
            Issue.record("the changed golden passed: \(result.outcomes)")
            return
        }
        #expect(report.contains("(compared 100x30)"), "\(report)")
        #expect(!report.contains("#"), "no colors for a txt golden: \(report)")
    }
}
