import SkinKit
import SkinUI

/// The SGR state while decoding: current colors and attributes.
struct SGRState {
    let defaultCell: Cell
    var foreground: RGBColor
    var background: RGBColor
    var attributes: TextAttributes = []

    init(defaultCell: Cell) {
        self.defaultCell = defaultCell
        foreground = defaultCell.foreground
        background = defaultCell.background
    }

    /// Applies the parameters of one `ESC [ … m` (the text between `[` and `m`).
    mutating func apply(_ body: String) {
        let parameters =
            body.isEmpty
            ? [0]
            : body.split(separator: ";", omittingEmptySubsequences: false)
                .map { Int($0) ?? 0 }
        var i = 0
        while i < parameters.count {
            let p = parameters[i]
            i += 1
            switch p {
            case 0:
                foreground = defaultCell.foreground
                background = defaultCell.background
                attributes = []
            case 1: attributes.insert(.bold)
            case 2: attributes.insert(.dim)
            case 3: attributes.insert(.italic)
            case 4: attributes.insert(.underline)
            case 7: attributes.insert(.reverse)
            case 9: attributes.insert(.strikethrough)
            case 22: attributes.subtract([.bold, .dim])
            case 23: attributes.remove(.italic)
            case 24: attributes.remove(.underline)
            case 27: attributes.remove(.reverse)
            case 29: attributes.remove(.strikethrough)
            case 30...37: foreground = TerminalPalette.xterm256[p - 30]
            case 90...97: foreground = TerminalPalette.xterm256[p - 90 + 8]
            case 40...47: background = TerminalPalette.xterm256[p - 40]
            case 100...107: background = TerminalPalette.xterm256[p - 100 + 8]
            case 39: foreground = defaultCell.foreground
            case 49: background = defaultCell.background
            case 38, 48:
                let (color, used) = Self.extendedColor(parameters[i...])
                i += used
                if let color {
                    if p == 38 { foreground = color } else { background = color }
                }
            default: break
            }
        }
    }

    /// Reads `5;N` or `2;R;G;B` after a 38 or 48; returns the color and how many parameters it used.
    static func extendedColor(_ rest: ArraySlice<Int>) -> (RGBColor?, Int) {
        guard let mode = rest.first else { return (nil, 0) }
        let values = Array(rest.dropFirst())
        switch mode {
        case 5:
            guard let index = values.first else { return (nil, 1) }
            return ((0..<256).contains(index) ? TerminalPalette.xterm256[index] : nil, 2)
        case 2:
            guard values.count >= 3 else { return (nil, 1 + values.count) }
            func channel(_ v: Int) -> UInt8 { UInt8(min(max(v, 0), 255)) }
            return (RGBColor(red: channel(values[0]), green: channel(values[1]), blue: channel(values[2])), 4)
        default:
            return (nil, 1)
        }
    }
}
