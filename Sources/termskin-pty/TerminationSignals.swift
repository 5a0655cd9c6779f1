import Glibc

/// SIGINT, SIGTERM and SIGHUP are blocked in the driver and read between waits, so that a signal
/// ends the measurement through the normal path: the child is stopped and reaped, no handler runs.
enum TerminationSignals {
    private static var set: sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        return signals
    }

    /// Blocks the signals (the spawned command gets an empty mask back).
    static func block() {
        var signals = set
        sigprocmask(SIG_BLOCK, &signals, nil)
    }

    /// Throws when one of the signals arrived since the last check.
    static func check() throws(Interrupted) {
        var signals = set
        var zero = timespec()
        let signal = sigtimedwait(&signals, nil, &zero)
        if signal > 0 { throw Interrupted(signal: signal) }
    }

    /// The driver was asked to stop; exits with 128 + the signal after cleaning up.
    struct Interrupted: Error { let signal: Int32 }
}
