import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// The previewer follows saved skin files (issue 12): no key is pressed between a save and the
/// screen showing it.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct LiveSkinTests {
    /// A skin file whose nav bar background is `color` (colors exact in the 256-color palette).
    /// A fresh folder holding `skins/live.json` with a red navigation bar: (the folder, the file).
    static func liveSkinFolder() throws -> (URL, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-live-\(UUID().uuidString)")
        let skins = folder.appendingPathComponent("skins")
        try FileManager.default.createDirectory(at: skins, withIntermediateDirectories: true)
        let file = skins.appendingPathComponent("live.json")
        try skin(navBar: "#FF0000").write(to: file, atomically: false, encoding: .utf8)
        return (folder, file)
    }

    static func skin(navBar color: String) -> String {
        "{\n  \"live\": {\n    \"Color\": {\n      \"navBar.background\": \"\(color)\"\n    }\n  }\n}\n"
    }

    func start(folder: URL, arguments: String = "") throws -> Tmux {
        let binary = try #require(PackagePaths.binary)
        let state = folder.appendingPathComponent("state")
        let tmux = Tmux(
            command: "'\(binary)' --skins-dir '\(folder.appendingPathComponent("skins").path)' --skin live --trait light \(arguments)",
            width: 100, height: 30,
            environment: ["TERM": "tmux-256color", "XDG_STATE_HOME": state.path, "COLORTERM": "", "LANG": "C.UTF-8"])
        tmux.waitFor { $0.contains("skin: live") && $0.contains("q quit") }
        return tmux
    }

    /// The nav bar's background as the terminal shows it.
    func navBarBackground(_ tmux: Tmux) -> RGBColor? {
        (try? ANSIDecoder().decode(Data(tmux.capture(escapes: true).utf8)))?[2, 0].background
    }

    /// Seconds until the nav bar shows `color`, or nil when it did not within `timeout`.
    func secondsUntil(_ tmux: Tmux, shows color: RGBColor, timeout: Double = 3) -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            if navBarBackground(tmux) == color { return Date().timeIntervalSince(start) }
            usleep(10_000)
        }
        return nil
    }

    @Test func savedEditsShowWithoutAKeyAndABrokenSaveKeepsTheColors() throws {
        let (folder, file) = try Self.liveSkinFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try start(folder: folder)
        #expect(secondsUntil(tmux, shows: RGBColor(hex: 0xFF0000)) != nil, "starts red")

        // Written in place.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(Self.skin(navBar: "#00FF00").utf8))
        try handle.close()
        let inPlace = secondsUntil(tmux, shows: RGBColor(hex: 0x00FF00))
        print("in-place save shown after \(inPlace.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        #expect(inPlace.map { $0 < 0.5 } == true, "in-place save shown after \(inPlace.map { "\($0) s" } ?? "never")")

        // Written to a scratch file and renamed over the original, as many editors save.
        let scratch = file.deletingLastPathComponent().appendingPathComponent(".live.json.swp")
        try Self.skin(navBar: "#0000FF").write(to: scratch, atomically: false, encoding: .utf8)
        #expect(rename(scratch.path, file.path) == 0)
        let renamed = secondsUntil(tmux, shows: RGBColor(hex: 0x0000FF))
        print("renamed save shown after \(renamed.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        #expect(renamed.map { $0 < 0.5 } == true, "renamed save shown after \(renamed.map { "\($0) s" } ?? "never")")

        // A broken save: the full error is shown, the last good colors stay.
        try Self.skin(navBar: "#12345").write(to: file, atomically: true, encoding: .utf8)
        let broken = tmux.waitFor(timeout: 3) { $0.contains("Skin error") }
        #expect(broken.contains("Skin error"))
        let joined = broken.replacingOccurrences(of: "\n", with: " ")
        #expect(joined.contains("live.json:4") && joined.contains("live.Color.navBar.background"), "\(broken)")
        #expect(navBarBackground(tmux) == RGBColor(hex: 0x0000FF), "kept the last good skin")

        // The next good save clears it.
        try Self.skin(navBar: "#FF0000").write(to: file, atomically: true, encoding: .utf8)
        #expect(secondsUntil(tmux, shows: RGBColor(hex: 0xFF0000)) != nil)
        let fixed = tmux.waitFor(timeout: 3) { !$0.contains("Skin error") }
        #expect(!fixed.contains("Skin error"))

        tmux.send(keys: ["q"])
        tmux.waitFor { $0.contains("$ ") && !$0.contains("q quit") }
        #expect(tmux.display("#{alternate_on}") == "0", "the terminal is back to the shell")
        #expect(tmux.display("#{cursor_flag}") == "1")
    }

    @Test func noWatchLeavesTheScreenAsItWas() throws {
        let (folder, file) = try Self.liveSkinFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try start(folder: folder, arguments: "--no-watch")
        #expect(secondsUntil(tmux, shows: RGBColor(hex: 0xFF0000)) != nil)
        try Self.skin(navBar: "#00FF00").write(to: file, atomically: true, encoding: .utf8)
        #expect(secondsUntil(tmux, shows: RGBColor(hex: 0x00FF00), timeout: 1) == nil, "not watched")
        tmux.send(keys: ["r"])
        #expect(secondsUntil(tmux, shows: RGBColor(hex: 0x00FF00)) != nil, "the reload key still works")
        tmux.send(keys: ["q"])
    }

    @Test func shotWatchRewritesTheScreenshotOnEverySave() throws {
        let (folder, file) = try Self.liveSkinFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let skins = file.deletingLastPathComponent()
        let out = folder.appendingPathComponent("live.svg")
        let binary = try #require(PackagePaths.binary)
        let pid = try #require(
            Self.spawn([
                binary, "shot", "--skins-dir", skins.path, "--skin", "live",
                "--watch", "--out", out.path,
            ]))
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        func waitForFile(containing text: String) -> Bool {
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                if let content = try? String(contentsOf: out, encoding: .utf8), content.contains(text) { return true }
                usleep(20_000)
            }
            return false
        }
        #expect(waitForFile(containing: "#FF0000"))
        try Self.skin(navBar: "#00FF00").write(to: file, atomically: true, encoding: .utf8)
        #expect(waitForFile(containing: "#00FF00"), "rewritten after the save")
        #expect(kill(pid, 0) == 0, "still running")
    }

    /// Starts a program in the background with stdin/stdout/stderr on /dev/null (posix_spawn, as
    /// `Tmux.run`: Foundation's Process may wait forever here); its pid.
    static func spawn(_ arguments: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        return posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 ? pid : nil
    }
}
