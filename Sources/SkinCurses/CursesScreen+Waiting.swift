import CNcurses
import Glibc

/// What ended a `waitForActivity`.
public struct TerminalWake: Equatable, Sendable {
    /// The terminal may have input (or the wait was cut short by a signal, a resize among them):
    /// read it with `nextEvent(timeoutMilliseconds: 0)` until that returns nil.
    public var terminalMayHaveInput: Bool
    /// The terminal is gone (the pane or window was closed): the loop should end.
    public var hungUp: Bool
    /// Those of the extra descriptors that are readable.
    public var readyDescriptors: [Int32]

    public init(terminalMayHaveInput: Bool, hungUp: Bool, readyDescriptors: [Int32]) {
        self.terminalMayHaveInput = terminalMayHaveInput
        self.hungUp = hungUp
        self.readyDescriptors = readyDescriptors
    }
}

extension CursesScreen {
    /// Sleeps in `poll()` until the terminal has input, one of `descriptors` (a file watcher, say)
    /// is readable, a signal arrives (SIGWINCH, SIGINT, … interrupt the poll), or `timeoutMilliseconds`
    /// pass (negative: no limit). Uses no CPU while waiting. Keys ncurses has already read ahead
    /// are not visible to `poll()`, so drain `nextEvent(timeoutMilliseconds: 0)` before waiting.
    public func waitForActivity(descriptors: [Int32] = [], timeoutMilliseconds: Int32) -> TerminalWake {
        guard !isClosed else { return TerminalWake(terminalMayHaveInput: false, hungUp: true, readyDescriptors: []) }
        // An open background query must be looked at when a held tail or the query times out.
        var timeoutMilliseconds = timeoutMilliseconds
        if let wake = backgroundQueryWakeMilliseconds {
            timeoutMilliseconds = timeoutMilliseconds < 0 ? wake : min(timeoutMilliseconds, wake)
        }
        var watched = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)]
        watched += descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let count = watched.withUnsafeMutableBufferPointer { buffer in
            poll(buffer.baseAddress, nfds_t(buffer.count), timeoutMilliseconds)
        }
        if count < 0 {
            // EINTR: a signal; the caller's drain reports it (or the resize ncurses queued).
            return TerminalWake(terminalMayHaveInput: true, hungUp: false, readyDescriptors: [])
        }
        let failure = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
        let terminal = watched[0].revents
        let ready = watched.dropFirst().filter { $0.revents != 0 }.map(\.fd)
        // A closed pane reports POLLHUP (maybe with POLLIN, reads then fail): waiting again would spin.
        return TerminalWake(
            terminalMayHaveInput: terminal & Int16(POLLIN) != 0, hungUp: terminal & failure != 0,
            readyDescriptors: ready)
    }
}
