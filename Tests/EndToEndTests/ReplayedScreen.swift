import Foundation
import SkinShot
import SkinUI

/// The screen a terminal shows after recorded output: the bytes are played into a tmux pane of the
/// recording's size (tmux is the terminal emulator), and the pane is read back as cells
/// (`capture-pane -e`, decoded by `ANSIDecoder`).
enum ReplayedScreen {
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The cells `bytes` leave on a `width`×`height` terminal.
    static func canvas(of bytes: Data, width: Int, height: Int) throws -> Canvas {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-replay-\(UUID().uuidString).bin")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let socket = "termskin-replay-\(UUID().uuidString.prefix(8))"
        let tmux = ["tmux", "-L", socket]
        defer { Tmux.run(tmux + ["kill-server"]) }
        // The pane waits for its size to be set, plays the bytes, then sets its title: tmux parses a
        // pane's output in order, so once the title reads "replayed" every byte before it was drawn.
        // Echo is off so that tmux's answers to the recorded queries never reach the screen.
        let script = "stty -echo; tmux wait-for go; cat '\(file.path)'; printf '\\033]2;replayed\\033\\\\'; exec sleep 600"
        Tmux.run(tmux + ["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "sh -c \"\(script)\""], capture: false)
        Tmux.run(tmux + ["set-option", "-g", "status", "off"])
        Tmux.run(tmux + ["resize-window", "-x", "\(width)", "-y", "\(height)"])
        Tmux.run(tmux + ["wait-for", "-S", "go"])
        let deadline = Date().addingTimeInterval(10)
        while Tmux.run(tmux + ["display-message", "-p", "#{pane_title}"]).output.trimmingCharacters(in: .whitespacesAndNewlines) != "replayed" {
            guard Date() < deadline else { throw Failure(description: "tmux did not play the recording within 10 s") }
            usleep(20_000)
        }
        let captured = Tmux.run(tmux + ["capture-pane", "-p", "-e", "-N"]).output
        return try ANSIDecoder().decode(Data(captured.utf8))
    }
}
