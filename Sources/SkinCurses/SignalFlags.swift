import CNcurses

/// SIGINT, SIGTERM, SIGHUP and SIGCONT (and, for a screen, SIGTSTP) turned into flags that the
/// event loop polls.
///
/// The state lives in C (`shim.h`), the one owned place of global mutable state: a handler may only
/// store a `sig_atomic_t`; everything else (restoring the terminal) happens in `CursesScreen`.
/// Public so that long commands without a screen (`termskin import`) can stop cleanly too.
public enum SignalFlags {
    /// Installs the handlers, saving the previous ones, and clears both flags.
    public static func install() { termskin_signals_install() }

    /// Also catches ctrl-Z (SIGTSTP) as a flag, unless it is ignored; call before ncurses starts,
    /// which then leaves SIGTSTP alone. `restore` puts the previous handler back.
    static func catchSuspend() { termskin_signals_catch_suspend() }

    /// Puts the previous handlers back.
    public static func restore() { termskin_signals_restore() }

    /// True once after ctrl-Z was caught.
    static func takeSuspend() -> Bool { termskin_signals_take_suspend() != 0 }

    /// Stops the process as ctrl-Z would, returning once it is continued (`fg`).
    static func stopUntilContinued() { termskin_signals_stop_until_continued() }

    /// The termination signal that arrived since the last call, if any.
    public static func takeTermination() -> Int32? {
        let signal = termskin_signals_take_termination()
        return signal == 0 ? nil : signal
    }

    /// True once after the process was resumed from a stop (ctrl-Z then `fg`).
    public static func takeResume() -> Bool { termskin_signals_take_resume() != 0 }
}
