import CNcurses
import Glibc

/// The few terminfo facts the backend needs about one terminal type, read without starting ncurses.
struct TerminfoEntry: Hashable, Sendable {
    let name: String
    /// terminfo `colors` (0 when absent).
    let colors: Int
    /// terminfo `pairs` (0 when absent).
    let pairs: Int
    /// terminfo `RGB` (boolean, number or string form) with more than 256 colors: ncurses takes RGB values.
    let hasDirectColor: Bool
    /// terminfo `sitm` (enter italics mode).
    let hasItalics: Bool
    /// terminfo `cup` (cursor address); without it a full-screen program cannot run.
    let canAddressCursor: Bool

    /// Reads the entry for `name`, or nil when terminfo does not know it.
    ///
    /// Uses `setupterm` with an error pointer (which never exits) and puts the current terminal back,
    /// so it is safe to call while a screen is open on the same thread.
    static func load(_ name: String) -> TerminfoEntry? {
        let previous = termskin_cur_term()
        var status: Int32 = 0
        let fd = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { if fd >= 0 { Glibc.close(fd) } }
        guard setupterm(name, fd, &status) == termskin_ok() else {
            set_curterm(previous)
            return nil
        }
        let colors = max(0, Int(tigetnum("colors")))
        let rgbFlag = tigetflag("RGB") > 0 || tigetnum("RGB") > 0 || termskin_has_string_capability("RGB") != 0
        let entry = TerminfoEntry(
            name: name,
            colors: colors,
            pairs: max(0, Int(tigetnum("pairs"))),
            hasDirectColor: rgbFlag && colors > 256,
            hasItalics: termskin_has_string_capability("sitm") != 0,
            canAddressCursor: termskin_has_string_capability("cup") != 0
        )
        if let loaded = set_curterm(previous) { del_curterm(loaded) }
        return entry
    }
}
