import Glibc
import Testing

/// Every test that touches ncurses (global state: the current screen and terminal) is nested here,
/// so they run one at a time.
@Suite(.serialized) enum NcursesSuite {
    /// True when the terminfo database has `name` (some entries need Debian's ncurses-term).
    static func terminfoExists(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        return ["/usr/share/terminfo", "/lib/terminfo", "/etc/terminfo"].contains {
            access("\($0)/\(first)/\(name)", R_OK) == 0
        }
    }
}
