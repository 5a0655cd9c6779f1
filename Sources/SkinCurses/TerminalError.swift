/// Why the interactive terminal could not be started, with a message a person can act on.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// stdin or stdout is not a terminal (a pipe, a file, a CI job).
    case notATerminal
    /// The terminal device (`/dev/tty`) cannot be opened: the process has no controlling terminal.
    case noTerminalDevice(String)
    /// `TERM` is unset or empty.
    case terminalTypeUnset
    /// `TERM` is `dumb`: no cursor addressing, no colors.
    case dumbTerminal
    /// `TERM` names a terminal the terminfo database does not know.
    case unknownTerminal(String)
    /// The terminfo entry exists but cannot address the cursor (a hardcopy or glass terminal).
    case unsupportedTerminal(String)
    /// ncurses refused to start on this terminal for another reason.
    case initializationFailed(String)

    /// One line saying what is wrong and what to do about it.
    public var description: String {
        switch self {
        case .notATerminal:
            return "termskin needs an interactive terminal on stdin and stdout; "
                + "for files, pipes and CI use `termskin shot`"
        case .noTerminalDevice(let path):
            return "no terminal to draw on: \(path) cannot be opened (run it from an interactive terminal; "
                + "its answer still goes to stdout)"
        case .terminalTypeUnset:
            return "TERM is not set; set it to your terminal's type, e.g. `export TERM=xterm-256color`"
        case .dumbTerminal:
            return "TERM=dumb cannot move the cursor or show colors; use a real terminal type "
                + "(e.g. xterm-256color) or `termskin shot` for plain output"
        case .unknownTerminal(let name):
            return "terminal type '\(name)' is not in the terminfo database; install it (Debian: ncurses-term) "
                + "or set TERM to a known type such as xterm-256color"
        case .unsupportedTerminal(let name):
            return "terminal type '\(name)' cannot address the cursor; set TERM to a full-screen terminal type "
                + "such as xterm-256color"
        case .initializationFailed(let name):
            return "ncurses could not start on terminal type '\(name)'; try TERM=xterm-256color"
        }
    }

    /// The `TERM` value to use, or the error for an unset, empty or dumb one.
    static func validatedTerminalType(_ value: String?) throws(TerminalError) -> String {
        guard let value, !value.isEmpty else { throw .terminalTypeUnset }
        guard value != "dumb" else { throw .dumbTerminal }
        return value
    }
}
