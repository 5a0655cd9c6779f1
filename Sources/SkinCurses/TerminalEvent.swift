import SkinKit
import SkinUI

/// Something the interactive loop must react to: a key, a new size, a signal or a resume.
public enum TerminalEvent: Equatable, Sendable {
    /// A decoded key press.
    case key(KeyPress)
    /// The terminal changed size; the next `present` repaints everything.
    case resize(Size)
    /// SIGINT, SIGTERM or SIGHUP arrived: close the screen and exit.
    case terminate(signal: Int32)
    /// The process came back from ctrl-Z (SIGCONT); the next `present` repaints everything.
    case resumed
    /// The terminal answered the background query (`CursesScreen.queryBackground`).
    case terminalBackground(UserInterfaceStyle)
    /// The terminal reported the system's light/dark (DEC mode 2031: `CSI ? 997 ; 1|2 n`).
    case terminalAppearance(UserInterfaceStyle)
}
