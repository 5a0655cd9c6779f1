import Glibc

/// A command running in a new pseudo-terminal of a given size: its controlling terminal is the
/// pty's slave side; this side holds the master. The driver's own stdin is never touched.
///
/// `stop()` (also run by `deinit`) ends the child on every path: `q` is the caller's business,
/// then SIGTERM, then SIGKILL, and the child is always reaped.
final class PseudoTerminalProcess {
    /// glibc's `POSIX_SPAWN_SETSID` (spawn.h, a GNU extension Swift does not import).
    private static let spawnSetSID: Int32 = 0x80

    let pid: pid_t
    /// The master side: the child's output is read here, keys are written here.
    let master: Int32
    /// The exit status once the child was reaped (128 + signal when a signal ended it).
    private(set) var exitStatus: Int32?
    private var isClosed = false
    /// Reused by every `read` (a frame comes in several reads).
    private var readBuffer = [UInt8](repeating: 0, count: 65_536)

    /// Starts `arguments[0]` (a path, or a name looked up in `PATH`) in a `width`×`height` pty with
    /// `environment`; throws a message when the pty or the process cannot be made.
    init(arguments: [String], environment: [String], width: Int, height: Int) throws(DriverError) {
        var masterSide: Int32 = -1
        var slaveSide: Int32 = -1
        var size = winsize(ws_row: UInt16(clamping: height), ws_col: UInt16(clamping: width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&masterSide, &slaveSide, nil, nil, &size) == 0 else { throw DriverError("openpty failed: \(Self.errorText())") }
        _ = fcntl(masterSide, F_SETFD, FD_CLOEXEC)
        var nameBuffer = [CChar](repeating: 0, count: 256)
        guard ttyname_r(slaveSide, &nameBuffer, nameBuffer.count) == 0 else {
            close(masterSide)
            close(slaveSide)
            throw DriverError("ttyname failed: \(Self.errorText())")
        }
        // The child opens the slave by name after setsid(), so the pty becomes its controlling terminal.
        close(slaveSide)
        let slavePath = String(decoding: nameBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // The driver blocks the terminating signals to read them synchronously: the child must not inherit that.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(Self.spawnSetSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var childPID: pid_t = 0
        let status = Self.withCStrings(arguments) { argv in
            Self.withCStrings(environment) { envp in
                posix_spawnp(&childPID, arguments[0], &actions, &attributes, argv, envp)
            }
        }
        guard status == 0 else {
            close(masterSide)
            throw DriverError("could not start \(arguments[0]): \(String(cString: strerror(status)))")
        }
        pid = childPID
        master = masterSide
    }

    deinit { stop() }

    /// Writes all of `bytes` to the child's terminal.
    func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Waits up to `milliseconds` for output and returns what was read: empty when nothing came in
    /// time, nil when the child's side is closed (it exited, or closed its terminal).
    func read(waitingMilliseconds milliseconds: Int32) -> [UInt8]? {
        var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, max(0, milliseconds))
        if ready < 0 { return errno == EINTR ? [] : nil }
        guard ready > 0 else { return [] }
        let count = readBuffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return [] }
        // EIO: every slave descriptor is closed.
        guard count > 0 else { return nil }
        return Array(readBuffer[0..<count])
    }

    /// Reaps the child if it exited; true when it is gone.
    @discardableResult
    func reapIfExited() -> Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return result < 0 }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7F
        exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return true
    }

    /// Waits up to `milliseconds` for the child to exit by itself, draining its output; true when it did.
    func waitForExit(milliseconds: Int) -> Bool {
        let deadline = Stopwatch.now() + Double(milliseconds)
        while !reapIfExited() {
            guard Stopwatch.now() < deadline else { return false }
            if read(waitingMilliseconds: 5) == nil { usleep(1_000) }
        }
        return true
    }

    /// Ends the child if it still runs (SIGTERM, then SIGKILL after 500 ms), reaps it, closes the master.
    func stop() {
        if !reapIfExited() {
            kill(pid, SIGTERM)
            if !waitForExit(milliseconds: 500) {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                exitStatus = 128 + SIGKILL
            }
        }
        if !isClosed {
            isClosed = true
            close(master)
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }

    /// Calls `body` with a NULL-terminated array of C strings that live for the call.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) }
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers + [nil])
    }
}
