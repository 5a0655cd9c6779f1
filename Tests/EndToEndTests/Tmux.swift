import Foundation
import SkinUI

/// Drives a program in a detached tmux session on its own socket: send keys, resize, capture.
final class Tmux {
    let socket: String
    let session = "termskin-e2e"

    /// Runs a command (found on PATH) and returns its standard output and whether it exited 0.
    /// Uses posix_spawn and waitpid rather than Foundation's Process: `tmux new-session` leaves a
    /// server running that would inherit Process's termination pipe and keep the wait from ending.
    @discardableResult
    static func run(_ arguments: [String], capture: Bool = true) -> (output: String, ok: Bool) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return ("", false) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capture {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The test runner's threads block some signals; the tmux server (and the programs it runs)
        // must start with none blocked and default handlers, as from a login shell.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ)
        close(fds[1])
        var output = Data()
        if spawned == 0 {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(fds[0], &buffer, buffer.count)
                if count <= 0 { break }
                output.append(contentsOf: buffer[0..<count])
            }
        }
        close(fds[0])
        guard spawned == 0 else { return ("", false) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitedCleanly = (status & 0x7F) == 0 && ((status >> 8) & 0xFF) == 0
        return (String(decoding: output, as: UTF8.self), exitedCleanly)
    }

    static var isAvailable: Bool { run(["tmux", "-V"]).ok }

    /// Starts `command` (a shell line) in a new session of `width`×`height`. The previewer's
    /// spinner is kept still (`TERMSKIN_REDUCE_MOTION=1`) unless `environment` says otherwise, so
    /// that "the screen stopped changing" means the previewer is done.
    init(command: String, width: Int, height: Int, environment: [String: String] = [:]) {
        socket = "termskin-e2e-\(UUID().uuidString.prefix(8))"
        var environment = environment
        if environment[PreviewMotion.environmentKey] == nil { environment[PreviewMotion.environmentKey] = "1" }
        let exports = environment.map { "export \($0.key)='\($0.value)'; " }.sorted().joined()
        Tmux.run(
            [
                "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", session,
                "-x", "\(width)", "-y", "\(height)", "env -u TMUX bash --norc --noprofile",
            ], capture: false)
        Tmux.run(["tmux", "-L", socket, "set-option", "-g", "status", "off"])
        Tmux.run(["tmux", "-L", socket, "resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
        send(literal: "stty sane; unset NO_COLOR LINES COLUMNS; export PS1='$ '; \(exports)clear; \(command)")
        send(keys: ["Enter"])
    }

    func send(literal text: String) { Tmux.run(["tmux", "-L", socket, "send-keys", "-t", session, "-l", text]) }
    func send(keys: [String]) { Tmux.run(["tmux", "-L", socket, "send-keys", "-t", session] + keys) }

    func resize(width: Int, height: Int) {
        Tmux.run(["tmux", "-L", socket, "resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pane's text (`escapes`: with SGR sequences, as `capture-pane -e`).
    func capture(escapes: Bool = false) -> String {
        // -N keeps trailing blanks, so colored blank cells at line ends are reported too.
        Tmux.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", session] + (escapes ? ["-e", "-N"] : [])).output
    }

    /// A tmux format value of the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) -> String {
        Tmux.run(["tmux", "-L", socket, "display-message", "-p", "-t", session, format]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the pane's `format` (e.g. `#{pane_bg}`) reads `expected`, up to `timeout` seconds;
    /// returns what it read last.
    @discardableResult
    func waitFor(format: String, toRead expected: String, timeout: Double = 10) -> String {
        waitFor(format: format, timeout: timeout) { $0 == expected }
    }

    /// Waits until the pane's `format` satisfies `condition`, up to `timeout` seconds; returns what it read last.
    @discardableResult
    func waitFor(format: String, timeout: Double = 10, until condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var value = display(format)
        while !condition(value) && Date() < deadline {
            usleep(50_000)
            value = display(format)
        }
        return value
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

    /// Waits until the command started in the pane has exited and its shell is in front again,
    /// so that what it writes on the way out (the state file) is on disk.
    @discardableResult
    func waitForExit(timeout: Double = 10) -> Bool {
        waitFor(timeout: timeout) { _ in display("#{pane_current_command}") == "bash" }
        return display("#{pane_current_command}") == "bash"
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
            if now != last {
                last = now
                stableSince = Date()
            } else if Date().timeIntervalSince(stableSince) >= quiet {
                break
            }
        }
        return last
    }

    func kill() { Tmux.run(["tmux", "-L", socket, "kill-server"]) }

    deinit { kill() }
}
