import Foundation
import Testing

/// Issue 11/14 in a real terminal: a skin value holding an OSC title sequence is shown escaped in
/// the previewer's status line and by `lint`, and the terminal's title stays as it was.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct EscapedBytesTerminalTests {
    @Test func oscTitleSequenceInASkinIsShownEscapedAndTheTitleIsUnchanged() throws {
        let binary = try #require(PackagePaths.binary)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ts-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{ "evil": { "Color": { "text": "\u001b]2;pwned\u0007" } } }"#
            .write(to: folder.appendingPathComponent("e.json"), atomically: true, encoding: .utf8)
        let state = folder.appendingPathComponent("state")
        let tmux = Tmux(
            command: "cd '\(folder.path)' && '\(binary)' --skins-dir e.json", width: 260, height: 30,
            environment: ["TERM": "tmux-256color", "XDG_STATE_HOME": state.path, "LANG": "C.UTF-8"])
        defer { tmux.kill() }
        let titleBefore = tmux.display("#{pane_title}")
        let screen = tmux.waitFor { $0.contains("skin: ") && $0.contains("pwned") }
        #expect(screen.contains(#"'\u{1B}]2;pwned\u{7}' is not a color"#), "\(screen)")
        #expect(tmux.display("#{pane_title}") == titleBefore)
        #expect(!tmux.display("#{pane_title}").contains("pwned"))

        tmux.send(keys: ["q"])
        tmux.waitFor { $0.contains("$ ") && !$0.contains("skin: ") }
        tmux.send(literal: "clear; '\(binary)' lint e.json; echo status=$?")
        tmux.send(keys: ["Enter"])
        // The typed line holds "status=$?": wait for the printed status, a digit after the "=".
        let lint = tmux.waitFor { $0.range(of: "status=[0-9]", options: .regularExpression) != nil }
        #expect(lint.contains(#"'\u{1B}]2;pwned\u{7}' is not a color"#), "\(lint)")
        #expect(lint.contains("status=1"))
        #expect(!tmux.display("#{pane_title}").contains("pwned"))
    }
}
