import Glibc
import SkinKit

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
        let fields = Whitespace.trimmingSpacesAndNewlines(answer).split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 2 else { return nil }
        allowsPassthrough = ["1", "on", "all"].contains(fields[0])
        version = String(fields[1])
    }

    /// Runs `tmux arguments…` (the server is the one `TMUX` names) and returns its output; nil when it
    /// failed or had not ended within two seconds (then it is sent SIGTERM). As Foundation's
    /// `Process` ran it: `/usr/bin/env tmux …` in a process group of its own, standard input and
    /// error on /dev/null, no other descriptor inherited.
    private static func tmux(_ arguments: [String]) -> String? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in openDescriptors() where descriptor >= 3 && fcntl(descriptor, F_GETFD) != -1 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let words = ["/usr/bin/env", "tmux"] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/usr/bin/env", &actions, &attributes, argv, environ)
        close(writeEnd)
        guard spawned == 0 else { return nil }
        let deadline = ContinuousClock.now + .seconds(2)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var status: Int32 = 0
        var ended = false
        // Reads until tmux closes its output, then waits for it to end: both by the deadline.
        var open = true
        while ContinuousClock.now < deadline {
            if open {
                var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
                if poll(&ready, 1, 5) > 0 {
                    let count = read(readEnd, &buffer, buffer.count)
                    if count > 0 {
                        output += buffer[0..<count]
                    } else if count == 0 || errno != EINTR {
                        open = false
                    }
                }
                continue
            }
            let waited = waitpid(child, &status, WNOHANG)
            if waited == child || (waited < 0 && errno != EINTR) {
                ended = waited == child
                break
            }
            usleep(5_000)
        }
        guard ended else {
            kill(child, SIGTERM)
            waitpid(child, &status, 0)
            return nil
        }
        // Exited with status 0 (not ended by a signal).
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    /// The descriptors this process has open (from /proc/self/fd, else every possible one), as
    /// Foundation found those a child must not inherit.
    private static func openDescriptors() -> [Int32] {
        guard let folder = opendir("/proc/self/fd") else { return Array(0..<getdtablesize()) }
        defer { closedir(folder) }
        var result: [Int32] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name), descriptor != dirfd(folder) { result.append(descriptor) }
        }
        return result
    }
}
