import Foundation
import Testing

/// `termskin-pty` measures the keys' floor in the same run: their redraws, as read, replayed
/// through a new pty by `termskin-pty --replay-writer` (issue 26).
@Suite struct KeyFloorTests {
    @Test func theKeysRedrawsAreReplayedThroughAPtyAndTimedBesideThem() throws {
        let binary = try #require(PackagePaths.binary)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("keyfloor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let (report, output) = PtyDriver.run(
            [
                "--size", "80x24", "--runs", "1", "--keys", "s", "--repeats", "5", "--terminal", "light",
                "--env", "XDG_STATE_HOME=\(state.path)",
            ],
            command: [binary, "--skins-dir", PackagePaths.skins, "--no-watch"])
        let measured = try #require(report, "the pty driver did not report: \(output)")
        #expect(measured.keyCount == 5 && measured.keysWithoutOutput == 0, "every key redraws: \(output)")
        #expect(measured.floorCount == 5, "one replay per key: \(output)")
        #expect(measured.floorMedian > 0, "\(output)")
        // A skin switch at 80×24 rewrites most of the screen.
        #expect(measured.keyBytes > 1_000, "\(output)")
    }

    @Test func noFloorSkipsTheReplay() throws {
        let binary = try #require(PackagePaths.binary)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("keyfloor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let (report, output) = PtyDriver.run(
            ["--size", "80x24", "--runs", "1", "--keys", "s", "--repeats", "2", "--no-floor", "--env", "XDG_STATE_HOME=\(state.path)"],
            command: [binary, "--skins-dir", PackagePaths.skins, "--no-watch"])
        let measured = try #require(report, "the pty driver did not report: \(output)")
        #expect(measured.keyCount == 2)
        #expect(measured.floorCount == 0, "\(output)")
    }

    @Test func aReplayFileThatCannotBeReadIsRefused() throws {
        let driver = try #require(PackagePaths.ptyDriver)
        let result = ChildProcess.run(driver, ["--replay-writer", "/nonexistent/redraws"])
        #expect(result.status == 2)
        #expect(result.error == "termskin-pty: cannot read the recorded redraws in /nonexistent/redraws\n")
    }
}
