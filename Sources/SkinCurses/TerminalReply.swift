import SkinKit

/// One answer or report the terminal sent, taken out of the key input by `BackgroundReplyFilter`.
enum TerminalReply: Equatable, Sendable {
    /// A color report (OSC 4, 10, 11 or 12): which color and its spec, as the terminal wrote it.
    case color(TerminalColorSlot, spec: String)
    /// The primary device attributes (DA1): the sentinel that ends a query.
    case deviceAttributes
    /// DECRPM, `CSI ? mode ; state $ y`: whether the terminal knows a private mode (state 1–4) or not (0).
    case modeReport(mode: Int, state: Int)
    /// A light/dark report, `CSI ? 997 ; 1 n` (dark) or `; 2 n` (light) — DEC mode 2031.
    case appearance(UserInterfaceStyle)
    /// A focus event (mode 1004): `CSI I` when the terminal window gained focus, `CSI O` when it lost it.
    case focus(gained: Bool)
    /// A left-button press at a cell (0-based), from an SGR mouse report `CSI < 0 ; x ; y M`: while
    /// the screen reads the input itself, ncurses cannot decode mouse reports from bytes given back.
    case click(x: Int, y: Int)

    /// The reply an OSC payload (the text between `ESC ]` and the terminator) holds, if any.
    static func osc(_ payload: String) -> TerminalReply? {
        let fields = payload.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard let number = fields.first.flatMap({ Int($0) }) else { return nil }
        switch number {
        case 10, 11, 12:
            guard fields.count == 2, let slot = TerminalColorSlot(oscNumber: number),
                BackgroundProbe.parseColorSpec(fields[1]) != nil
            else { return nil }
            return .color(slot, spec: fields[1])
        case 4:
            guard fields.count == 3, let index = Int(fields[1]), (0..<16).contains(index),
                BackgroundProbe.parseColorSpec(fields[2]) != nil
            else { return nil }
            return .color(.palette(index), spec: fields[2])
        default:
            return nil
        }
    }

    /// The reply a private CSI (`ESC [ ?` parameters, then `intermediate` and `final`) holds, if any.
    static func csi(parameters: [Int], intermediate: UInt8?, final: UInt8) -> TerminalReply? {
        switch (intermediate, final) {
        case (nil, UInt8(ascii: "c")):
            return .deviceAttributes
        case (UInt8(ascii: "$")?, UInt8(ascii: "y")) where parameters.count == 2:
            return .modeReport(mode: parameters[0], state: parameters[1])
        case (nil, UInt8(ascii: "n")) where parameters.count == 2 && parameters[0] == 997:
            switch parameters[1] {
            case 1: return .appearance(.dark)
            case 2: return .appearance(.light)
            default: return nil
            }
        default:
            return nil
        }
    }
}
