import SkinKit
import SkinUI

/// The tight floor of the bytes a redraw needs on an xterm-like terminal: what no writer could
/// undercut by much, for measuring how much more the ncurses backend sends (a skin switch).
///
/// Only cells that look different on the terminal count (their character, or their colors and
/// attributes as `CellStyler` reduces them for the same depth; a blank's ink does not show unless
/// it is reversed or underlined, so a blank is drawn in the pen when the background and attributes
/// agree, whatever its ink). Walking them row by row with the
/// terminal's pen and cursor kept: an SGR with only the parts that differ from the pen (attributes
/// turned off cost a reset and the pen set afresh), the cheapest cursor move to a cell the cursor
/// is not on (CUP, HPA, VPA, CUF/CUB/CUD/CUU, CR and LF), the characters, a run of the same
/// character in the same pen as one character and REP (`ESC [ n b`) where shorter, and an erase to
/// the end of the row (`ESC [ K`) where the rest of the row is plain spaces in the pen.
public struct RedrawByteFloor {
    private var styler: CellStyler
    /// Colors are 24-bit values (SGR 38;2), as on a direct-color terminfo entry.
    private let direct: Bool

    /// A floor for a terminal showing `depth`; `terminalHasDirectColor` as the terminfo entry says
    /// (24-bit values then, palette indices otherwise).
    public init(depth: ColorDepth, terminalHasDirectColor: Bool = false) {
        styler = CellStyler(
            depth: depth, terminalHasDirectColor: terminalHasDirectColor, supportsItalics: true,
            terminalBackground: .unspecified)
        direct = terminalHasDirectColor && depth == .truecolor
    }

    /// The floor for turning the screen showing `before` into `after` (every cell when `before` is
    /// nil or of another size).
    public mutating func bytes(from before: Canvas?, to after: Canvas) -> Int {
        let previous = before?.size == after.size ? before : nil
        var total = 0
        var pen = Pen.unknown
        var cursor: (x: Int, y: Int)?
        for y in 0..<after.height {
            var x = 0
            while x < after.width {
                let cell = after[x, y]
                guard !cell.isContinuation, changed(x, y, previous: previous, after: after) else {
                    x += 1
                    continue
                }
                let style = draws(cell, in: pen) ? pen : look(of: cell)
                let width = x + 1 < after.width && after[x + 1, y].isContinuation ? 2 : 1
                total += Self.moveCost(from: cursor, to: (x, y))
                total += Self.sgrCost(from: pen, to: style, direct: direct)
                pen = style
                // The run of the same character in the same look that follows (changed or not, the
                // cells are drawn alike): one character and a REP where that is shorter.
                var run = 1
                while width == 1, x + run < after.width, after[x + run, y].character == cell.character,
                    draws(after[x + run, y], in: style), changed(x + run, y, previous: previous, after: after)
                {
                    run += 1
                }
                let characterBytes = max(1, cell.character.utf8.count)
                let tailIsBlank =
                    cell.character == " " && style.attributes.isEmpty
                    && (x..<after.width).allSatisfy { after[$0, y].character == " " && draws(after[$0, y], in: style) }
                total += tailIsBlank ? min(Self.eraseToEndCost, Self.runCost(run, characterBytes)) : Self.runCost(run, characterBytes)
                x += run * width
                cursor = x < after.width ? (x, y) : nil
            }
        }
        return total
    }

    /// Whether the terminal shows cell (x, y) differently in `after`.
    private mutating func changed(_ x: Int, _ y: Int, previous: Canvas?, after: Canvas) -> Bool {
        guard let previous else { return true }
        let old = previous[x, y]
        let new = after[x, y]
        guard old.character == new.character else { return true }
        let oldLook = look(of: old)
        let newLook = look(of: new)
        return oldLook != newLook && !(Self.isBlank(new, newLook) && oldLook.background == newLook.background && oldLook.attributes == newLook.attributes)
    }

    /// Whether `cell` is drawn in `pen` unchanged: its look is the pen's, or it is a blank on the
    /// pen's background with the pen's attributes (its ink does not show).
    private mutating func draws(_ cell: Cell, in pen: Pen) -> Bool {
        let style = look(of: cell)
        if style == pen { return true }
        return pen.isKnown && Self.isBlank(cell, style) && style.background == pen.background && style.attributes == pen.attributes
    }

    /// A space whose ink does not show (not reversed, underlined or struck through).
    private static func isBlank(_ cell: Cell, _ look: Pen) -> Bool {
        cell.character == " " && look.attributes.isDisjoint(with: [.reverse, .underline, .strikethrough]) && !cell.attributes.contains(.strikethrough)
    }

    private mutating func look(of cell: Cell) -> Pen {
        let style = styler.style(for: cell)
        return Pen(foreground: style.colors?.foreground, background: style.colors?.background, attributes: style.attributes)
    }

    /// The terminal's current colors (nil: its default) and attributes.
    struct Pen: Equatable {
        var foreground: Int32?
        var background: Int32?
        var attributes: TextAttributes
        /// Before the first SGR nothing is known: the first one sets everything.
        var isKnown = true

        static let unknown = Pen(foreground: nil, background: nil, attributes: [], isKnown: false)
    }

    /// `ESC [ params m` with only the parts of `new` that differ from `old`.
    static func sgrCost(from old: Pen, to new: Pen, direct: Bool = false) -> Int {
        if old == new { return 0 }
        var parameters: [String] = []
        let reset = !old.isKnown || !old.attributes.isSubset(of: new.attributes)
        let base = reset ? Pen(foreground: nil, background: nil, attributes: []) : old
        for (flag, code) in [(TextAttributes.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]
        where new.attributes.contains(flag) && !base.attributes.contains(flag) {
            parameters.append(code)
        }
        if new.foreground != base.foreground || reset && new.foreground != nil {
            parameters.append(colorParameter(new.foreground, isBackground: false, direct: direct))
        }
        if new.background != base.background || reset && new.background != nil {
            parameters.append(colorParameter(new.background, isBackground: true, direct: direct))
        }
        // ESC [ m; a reset before other parameters is an empty first one (ESC [ ; 1 m).
        return 3 + parameters.joined(separator: ";").utf8.count + (reset && !parameters.isEmpty ? 1 : 0)
    }

    /// The shortest SGR parameter for a color: 3N/4N, 9N/10N, 38;5;N, 38;2;R;G;B; 39/49 for the default.
    static func colorParameter(_ color: Int32?, isBackground: Bool, direct: Bool) -> String {
        guard let color, color >= 0 else { return isBackground ? "49" : "39" }
        switch direct ? 256 : color {
        case 0..<8: return (isBackground ? "4" : "3") + String(color)
        case 8..<16: return (isBackground ? "10" : "9") + String(color - 8)
        case 16..<256: return (isBackground ? "48;5;" : "38;5;") + String(color)
        default: return (isBackground ? "48;2;" : "38;2;") + "\(color >> 16 & 0xFF);\(color >> 8 & 0xFF);\(color & 0xFF)"
        }
    }

    /// The cheapest move of the cursor from `cursor` (nil: unknown, as after the last column) to `target`.
    static func moveCost(from cursor: (x: Int, y: Int)?, to target: (x: Int, y: Int)) -> Int {
        func csi(_ count: Int, _ final: String) -> Int { 2 + (count == 1 ? 0 : String(count).utf8.count) + final.utf8.count }
        var best = 2 + String(target.y + 1).utf8.count + (target.x == 0 ? 0 : 1 + String(target.x + 1).utf8.count) + 1  // CUP
        guard let cursor else { return best }
        if cursor == target { return 0 }
        let dx = target.x - cursor.x
        let dy = target.y - cursor.y
        if dy == 0 {
            best = min(best, 2 + String(target.x + 1).utf8.count + 1)  // HPA
            best = min(best, dx > 0 ? csi(dx, "C") : min(csi(-dx, "D"), -dx))  // CUF, or CUB and backspaces
            if target.x == 0 { best = 1 }  // CR
        } else if dx == 0 {
            best = min(best, 2 + String(target.y + 1).utf8.count + 1)  // VPA
            best = min(best, dy > 0 ? min(csi(dy, "B"), dy) : csi(-dy, "A"))  // CUD or LFs, CUU
        } else if target.x == 0, dy > 0 {
            best = min(best, 1 + min(csi(dy, "B"), dy))  // CR, then down
        }
        return best
    }

    /// A run of `count` equal characters of `bytes` each: all of them, or one and REP.
    static func runCost(_ count: Int, _ bytes: Int) -> Int {
        count == 1 ? bytes : min(count * bytes, bytes + 2 + String(count - 1).utf8.count + 1)
    }

    /// `ESC [ K`.
    static let eraseToEndCost = 3
}
