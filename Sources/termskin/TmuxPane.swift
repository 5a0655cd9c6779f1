import Foundation

/// The tmux pane termskin runs in (`TMUX` is set), as tmux itself reports it: whether it lets
/// escape sequences through to the terminal outside (`allow-passthrough`, the pane's, window's or
/// global setting), and its version. Inside tmux the pane takes OSC 4/10/11/12 itself; only
/// pass-through reaches the terminal around tmux.
struct TmuxPane {
    let allowsPassthrough: Bool
    let version: String

    /// How to turn pass-through on, for the hint.
    static let enableCommand = "tmux set -g allow-passthrough on"
    /// What is said when pass-through is off.
    static let passthroughHint = "inside tmux only this pane takes the colors; `\(enableCommand)` lets them reach the terminal itself"

    /// Nil outside tmux, or when tmux did not answer within two seconds.
    init?(environment: [String: String]) {
        guard let socket = environment["TMUX"], !socket.isEmpty else { return nil }
        var arguments = ["display-message", "-p"]
        if let pane = environment["TMUX_PANE"], !pane.isEmpty { arguments += ["-t", pane] }
        guard let answer = Self.tmux(arguments + ["#{allow-passthrough}|#{version}"]) else { return nil }
        self.init(answer: answer)
    }

    /// Reads `display-message -p '#{allow-passthrough}|#{version}'`: `1`, `on` or `all` (tmux 3.4's
    /// third value) is on; `0`, `off` or an empty value is off.
    init?(answer: String) {
        let fields = answer.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 2 else { return nil }
        allowsPassthrough = ["1", "on", "all"].contains(fields[0])
        version = String(fields[1])
    }

    /// Runs `tmux arguments…` (the server is the one `TMUX` names) and returns its output; nil when it failed.
    private static func tmux(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
