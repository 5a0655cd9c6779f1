/// DEC mode 2031 (Contour's "color palette update notifications"): the terminal reports the
/// system's light/dark switch as `CSI ? 997 ; 1 n` (dark) or `CSI ? 997 ; 2 n` (light).
enum AppearanceReports {
    /// The private mode's number.
    static let mode = 2031
    /// DECRQM: does the terminal know the mode? Answered `CSI ? 2031 ; Ps $ y` (Ps 1–4: yes, 0: no).
    static let request = Array("\u{1B}[?2031$p".utf8)
    /// Asks the current light/dark (`CSI ? 996 n`), then subscribes to every switch.
    static let subscribe = Array("\u{1B}[?996n\u{1B}[?2031h".utf8)
    /// Ends the reports: written on every exit.
    static let unsubscribe = Array("\u{1B}[?2031l".utf8)
}

/// Where DEC mode 2031 is missing: focus events (mode 1004, `CSI I` on focus-in), after which the
/// background is asked again (OSC 11) and classified by its luminance, as tmux does.
enum FocusReports {
    /// Turns focus events on.
    static let enable = Array("\u{1B}[?1004h".utf8)
    /// Turns them off: written on every exit.
    static let disable = Array("\u{1B}[?1004l".utf8)
    /// Asks the background again, DA1 as sentinel.
    static let backgroundQuery = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
}
