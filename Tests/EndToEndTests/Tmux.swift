import Foundation

/// Drives a program in a detached tmux session on its own socket: send keys, resize, capture.
final class Tmux {
    let socket: String
    let session = "termskin-e2e"

    /// Runs a command line and returns its standard output (and whether it exited 0).
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String]? = nil) -> (output: String, ok: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        do { try process.run() } catch { return ("", false) }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus == 0)
    }

    static var isAvailable: Bool { run(["tmux", "-V"]).ok }

    /// Starts `command` (a shell line) in a new session of `width`×`height`.
    init(command: String, width: Int, height: Int, environment: [String: String] = [:]) {
        socket = "termskin-e2e-\(UUID().uuidString.prefix(8))"
        let exports = environment.map { "export \($0.key)='\($0.value)'; " }.sorted().joined()
        Tmux.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", session,
                  "-x", "\(width)", "-y", "\(height)", "env -u TMUX bash --norc --noprofile"])
        Tmux.run(["tmux", "-L", socket, "set-option", "-g", "status", "off"])
        Tmux.run(["tmux", "-L", socket, "resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
        send(literal: "stty sane; export PS1='$ '; \(exports)clear; \(command)")
        send(keys: ["Enter"])
    }

    func send(literal text: String) { Tmux.run(["tmux", "-L", socket, "send-keys", "-t", session, "-l", text]) }
    func send(keys: [String]) { Tmux.run(["tmux", "-L", socket, "send-keys", "-t", session] + keys) }

    func resize(width: Int, height: Int) {
        Tmux.run(["tmux", "-L", socket, "resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pane's text (`escapes`: with SGR sequences, as `capture-pane -e`).
    func capture(escapes: Bool = false) -> String {
        Tmux.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", session] + (escapes ? ["-e"] : [])).output
    }

    /// A tmux format value of the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) -> String {
        Tmux.run(["tmux", "-L", socket, "display-message", "-p", "-t", session, format]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until `condition` holds on the captured text, up to `timeout` seconds.
    @discardableResult
    func waitFor(timeout: Double = 10, _ condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var text = capture()
        while !condition(text) && Date() < deadline {
            usleep(50_000)
            text = capture()
        }
        return text
    }

    /// Waits until the screen stops changing for `quiet` seconds.
    @discardableResult
    func waitForStable(quiet: Double = 0.3, timeout: Double = 10) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = capture(escapes: true)
        var stableSince = Date()
        while Date() < deadline {
            usleep(50_000)
            let now = capture(escapes: true)
            if now != last { last = now; stableSince = Date() }
            else if Date().timeIntervalSince(stableSince) >= quiet { break }
        }
        return last
    }

    func kill() { Tmux.run(["tmux", "-L", socket, "kill-server"]) }

    deinit { kill() }
}
