import Foundation
import Testing

/// Issue 20, item 5: a script's shots are written as they are taken, not all kept until the
/// script ends (~8 MB each at 500×250: 100 shots took 1 GB).
struct ScriptShotMemoryTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func twoHundredShotsStayUnder200MB() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("many.script")
        // 300×150: before, each shot kept its canvas and text (about 3 MB): 200 shots 600 MB.
        try (["size 300x150"] + (0..<200).map { "shot s\($0) txt" }).joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = try #require(try PeakMemory.run(["shot", "--script", script.path, "--out-dir", out.path]))
        #expect(run.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(written.count == 200 && written.allSatisfy { !$0.hasPrefix(".") }, "\(written.filter { $0.hasPrefix(".") })")
        print("200 script shots at 300×150: peak \(run.kilobytes) kB")
        #expect(run.kilobytes < 200 * 1024, "peak \(run.kilobytes) kB")
    }

    @Test func aStepFailingAfterShotsLeavesNothingWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("late.script")
        try "size 80x24\nshot first txt svg\nskin nosuchskin\nshot second\n".write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = try #require(try PeakMemory.run(["shot", "--script", script.path, "--out-dir", out.path]))
        #expect(run.status == 2)
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written for a script that fails")
        // An out dir that was there keeps what it had, and gets no scratch file.
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "old".write(to: out.appendingPathComponent("first.txt"), atomically: true, encoding: .utf8)
        _ = try PeakMemory.run(["shot", "--script", script.path, "--out-dir", out.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["first.txt"])
        #expect(try String(contentsOf: out.appendingPathComponent("first.txt"), encoding: .utf8) == "old")
    }
}
