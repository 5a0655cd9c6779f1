import FoundationEssentials

/// The escape sequences that set and reset a terminal's own colors (xterm's OSC 4, 10, 11, 12 and
/// their resets 104, 110, 111, 112), each ended by ST. Resets name every palette entry one by one:
/// st ignores a bare `OSC 104`.
public enum TerminalColorSequences {
    static let escape = "\u{1B}]", terminator = "\u{1B}\\"

    /// Sets the palette (one OSC 4 with 16 entries), then foreground, background and cursor.
    public static func set(_ colors: TerminalColors) -> String {
        let entries = colors.palette.prefix(16).enumerated().map { "\($0.offset);\(spec($0.element))" }.joined(separator: ";")
        return escape + "4;" + entries + terminator
            + escape + "10;" + spec(colors.foreground) + terminator
            + escape + "11;" + spec(colors.background) + terminator
            + escape + "12;" + spec(colors.cursor) + terminator
    }

    /// Gives the terminal its own colors back: every palette entry, then foreground, background, cursor.
    public static var reset: String {
        (0..<16).map { escape + "104;\($0)" + terminator }.joined()
            + escape + "110" + terminator + escape + "111" + terminator + escape + "112" + terminator
    }

    /// Asks the terminal for every color a skin sets (`?` for palette 0–15, foreground, background,
    /// cursor), one OSC each, then DA1 (which every terminal answers) as the sentinel that ends the replies.
    public static var query: String {
        TerminalColorSlot.all.map { escape + $0.setting + ";?" + terminator }.joined() + "\u{1B}[c"
    }

    /// `sequences` wrapped in tmux's pass-through (`ESC P tmux ; … ESC \`, each ESC inside doubled):
    /// tmux hands them to the terminal outside it when `allow-passthrough` is on, and drops them when off.
    public static func tmuxPassthrough(_ sequences: String) -> String {
        guard !sequences.isEmpty else { return "" }
        return "\u{1B}Ptmux;" + sequences.replacing("\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }

    /// `rgb:rr/gg/bb`, the color form every terminal that takes OSC colors reads.
    static func spec(_ color: RGBColor) -> String {
        func hex(_ channel: UInt8) -> String {
            let digits = String(channel, radix: 16)
            return channel < 16 ? "0" + digits : digits
        }
        return "rgb:\(hex(color.red))/\(hex(color.green))/\(hex(color.blue))"
    }
}
