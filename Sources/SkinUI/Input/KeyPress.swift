/// A key the previewer reacts to, decoded from the terminal or named in a script.
public enum KeyPress: Hashable, Sendable, CustomStringConvertible {
    case character(Character)
    case enter, tab, backTab, escape, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)
    /// ctrl + a letter (lowercase), e.g. ctrl-c is `.control("c")`.
    case control(Character)
    /// A left-button click on a cell (where the terminal reports the mouse); `click-X,Y` in scripts.
    case click(x: Int, y: Int)

    /// Names used in scripts and help: `tab`, `enter`, `up`, `f1`, `ctrl-c`, or the character itself.
    public var description: String {
        switch self {
        case .character(" "): return "space"
        case .character(let c): return String(c)
        case .enter: return "enter"
        case .tab: return "tab"
        case .backTab: return "shift-tab"
        case .escape: return "escape"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .function(let n): return "f\(n)"
        case .control(let c): return "ctrl-\(c)"
        case .click(let x, let y): return "click-\(x),\(y)"
        }
    }

    /// Parses a key name as scripts write it (`tab`, `Enter`, `up`, `f5`, `ctrl-r`, `space`, or one character).
    public init?(name: String) {
        let lower = name.lowercased()
        switch lower {
        case "enter", "return": self = .enter
        case "tab": self = .tab
        case "shift-tab", "backtab", "btab": self = .backTab
        case "escape", "esc": self = .escape
        case "backspace", "bs": self = .backspace
        case "delete", "del": self = .delete
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "home": self = .home
        case "end": self = .end
        case "pageup", "pgup": self = .pageUp
        case "pagedown", "pgdn": self = .pageDown
        case "space": self = .character(" ")
        default:
            if name.count == 1, let c = name.first {
                self = .character(c)
            } else if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n) {
                self = .function(n)
            } else if lower.hasPrefix("ctrl-"), lower.count == 6, let c = lower.last, c.isLetter {
                self = .control(c)
            } else if lower.hasPrefix("click-"), case let parts = lower.dropFirst(6).split(separator: ","), parts.count == 2,
                      let x = Int(parts[0]), let y = Int(parts[1]), x >= 0, y >= 0 {
                self = .click(x: x, y: y)
            } else {
                return nil
            }
        }
    }
}
