/// One of the colors a terminal itself shows and reports: foreground (OSC 10), background (OSC 11),
/// cursor (OSC 12) or ANSI palette entry 0–15 (OSC 4).
public enum TerminalColorSlot: Hashable, Sendable {
    case foreground, background, cursor
    case palette(Int)

    /// Every slot a skin sets: palette 0–15, then foreground, background and cursor.
    public static let all: [TerminalColorSlot] = (0..<16).map { .palette($0) } + [.foreground, .background, .cursor]

    /// The slot OSC 10, 11 or 12 names.
    public init?(oscNumber: Int) {
        switch oscNumber {
        case 10: self = .foreground
        case 11: self = .background
        case 12: self = .cursor
        default: return nil
        }
    }

    /// The OSC that sets or reports it: `4;n`, `10`, `11`, `12`.
    var setting: String {
        switch self {
        case .foreground: "10"
        case .background: "11"
        case .cursor: "12"
        case .palette(let index): "4;\(index)"
        }
    }

    /// The OSC that gives the terminal its own value back: `104;n`, `110`, `111`, `112`.
    var reset: String {
        switch self {
        case .foreground: "110"
        case .background: "111"
        case .cursor: "112"
        case .palette(let index): "104;\(index)"
        }
    }
}
