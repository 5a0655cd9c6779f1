import Foundation
import Testing

/// A screen file as a page of the running previewer (issue 24): shown with `g`, skinned by `s` and
/// `d`, following saves of its file without a key, keeping the last good screen on a broken save.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct ScreenLiveTests {
    static func screen(_ text: String) -> String {
        """
        {
          "title": "Note",
          "root": { "kind": "vstack", "children": [
            { "kind": "navigationBar", "title": "Notes" },
            { "kind": "label", "text": "\(text)" },
            { "kind": "button", "title": "Save" }
          ] }
        }

        """
    }

    @Test func aScreenPageFollowsSkinTraitAndSavesAndKeepsTheLastGoodScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-screen-\(UUID().uuidString)")
        let skins = folder.appendingPathComponent("skins")
        let screens = folder.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: skins, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try LiveSkinTests.skin(navBar: "#FF0000").write(to: skins.appendingPathComponent("live.json"), atomically: false, encoding: .utf8)
        let file = screens.appendingPathComponent("note.screen.json")
        try Self.screen("hello screen").write(to: file, atomically: false, encoding: .utf8)
        let binary = try #require(PackagePaths.binary)
        let tmux = Tmux(
            command: "cd '\(folder.path)' && '\(binary)' --skins-dir '\(skins.path)' --trait light", width: 80, height: 24,
            environment: [
                "TERM": "tmux-256color", "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                "COLORTERM": "", "LANG": "C.UTF-8",
            ])
        defer { tmux.kill() }
        tmux.waitFor { $0.contains("q quit") }
        #expect(tmux.capture().contains("☰ Note"), "the tab bar lists the screen, with its own icon")
        // Run in its own folder, so ./Screens is this test's: Gallery, Palette, Compare, then Note.
        tmux.send(keys: ["g", "g", "g"])
        #expect(tmux.waitFor { $0.contains("hello screen") && $0.contains("Notes") }.contains("Notes"))

        tmux.send(keys: ["s"])
        #expect(tmux.waitFor { $0.contains("skin: live") && $0.contains("hello screen") }.contains("hello screen"), "the skin changes on the screen page")
        tmux.send(keys: ["d"])
        #expect(tmux.waitFor { $0.contains("· dark") && $0.contains("hello screen") }.contains("hello screen"), "so does the trait")

        // A save shows without a key, within 500 ms.
        let start = Date()
        try Self.screen("edited screen").write(to: file, atomically: true, encoding: .utf8)
        let edited = tmux.waitFor(timeout: 3) { $0.contains("edited screen") }
        let seconds = Date().timeIntervalSince(start)
        print("screen save shown after \(Int(seconds * 1000)) ms")
        #expect(edited.contains("edited screen"))
        #expect(seconds < 0.5, "shown after \(seconds) s")

        // A broken save: the error (file, line, widget path, did-you-mean) shows; the last good screen stays.
        try Self.screen("broken").replacingOccurrences(of: "\"button\"", with: "\"buton\"").write(to: file, atomically: true, encoding: .utf8)
        let broken = tmux.waitFor(timeout: 3) { $0.contains("Screen error") }
        let joined = broken.replacingOccurrences(of: "\n", with: " ")
        #expect(joined.contains("note.screen.json:6") && joined.contains("root.children[2]") && joined.contains("'buton'"), "\(broken)")
        #expect(broken.contains("edited screen"), "the last good screen stays")
        #expect(!broken.contains("broken"))

        tmux.send(keys: ["q"])
        let after = tmux.waitFor { $0.contains("$ ") && !$0.contains("q quit") }
        #expect(!after.contains("q quit"))
        #expect(tmux.display("#{alternate_on}") == "0")
    }

    /// In the real terminal: `n` on the Compare page puts the screen in both panels, `m` shows it
    /// light and dark, a save of the file rebuilds both panels, and `q` leaves the terminal as it was.
    @Test func theComparePageComparesTheScreenAndFollowsItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-compare-screen-\(UUID().uuidString)")
        let screens = folder.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = screens.appendingPathComponent("note.screen.json")
        try Self.screen("hello screen").write(to: file, atomically: false, encoding: .utf8)
        let binary = try #require(PackagePaths.binary)
        let tmux = Tmux(
            command: "cd '\(folder.path)' && '\(binary)' --trait light", width: 100, height: 30,
            environment: [
                "TERM": "tmux-256color", "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                "COLORTERM": "", "LANG": "C.UTF-8",
            ])
        defer { tmux.kill() }
        tmux.waitFor { $0.contains("q quit") }
        tmux.send(keys: ["g", "g"])
        // Waited for whole: a frame may reach tmux in more than one read, the title row first.
        let comparing = tmux.waitFor { $0.contains("Compare · two skins") && $0.contains("n subject") }
        #expect(comparing.contains("n subject"), "hinted: there is a screen")
        tmux.send(keys: ["n"])
        let compared = tmux.waitFor { $0.contains("Compare · screen note") }
        #expect(compared.components(separatedBy: "hello screen").count == 3, "both panels: \(compared)")
        tmux.send(keys: ["m"])
        #expect(tmux.waitFor { $0.contains("light vs dark") && $0.contains("· dark ─") }.contains("· dark ─"))
        try Self.screen("edited screen").write(to: file, atomically: true, encoding: .utf8)
        let edited = tmux.waitFor(timeout: 3) { $0.components(separatedBy: "edited screen").count == 3 }
        #expect(edited.components(separatedBy: "edited screen").count == 3, "both panels rebuilt: \(edited)")
        tmux.send(keys: ["q"])
        let after = tmux.waitFor { $0.contains("$ ") && !$0.contains("q quit") }
        #expect(!after.contains("q quit"))
        #expect(tmux.display("#{alternate_on}") == "0")
    }
}
