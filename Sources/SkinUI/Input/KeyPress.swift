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
        if let name = Self.nameOfKey[self] { return name }
        switch self {
        case .character(let c): return String(c)
        case .function(let n): return "f\(n)"
        case .control(let c): return "ctrl-\(c)"
        case .click(let x, let y): return "click-\(x),\(y)"
        default: return "?"
        }
    }

    /// Parses a key name as scripts write it (`tab`, `Enter`, `up`, `f5`, `ctrl-r`, `space`, or one character).
    public init?(name: String) {
        let lower = name.lowercased()
        if let key = Self.keyOfName[lower] {
            self = key
        } else if name.count == 1, let c = name.first {
            self = .character(c)
        } else if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), Self.functionKeys.contains(n) {
            self = .function(n)
        } else if lower.hasPrefix("ctrl-"), lower.count == 6, let c = lower.last, c.isLetter {
            self = .control(c)
        } else if lower.hasPrefix("click-"), case let parts = lower.dropFirst(6).split(separator: ","), parts.count == 2,
            let x = Int(parts[0]), let y = Int(parts[1]), x >= 0, y >= 0
        {
            self = .click(x: x, y: y)
        } else {
            return nil
        }
    }

    /// The keys with a name, each with the other spellings scripts accept: the one table that
    /// `description`, `init(name:)` and the script parser's suggestions read.
    package static let named: [(name: String, key: KeyPress, aliases: [String])] = [
        ("space", .character(" "), []), ("enter", .enter, ["return"]), ("tab", .tab, []),
        ("shift-tab", .backTab, ["backtab", "btab"]), ("escape", .escape, ["esc"]), ("backspace", .backspace, ["bs"]),
        ("delete", .delete, ["del"]), ("up", .up, []), ("down", .down, []), ("left", .left, []), ("right", .right, []),
        ("home", .home, []), ("end", .end, []), ("pageup", .pageUp, ["pgup"]), ("pagedown", .pageDown, ["pgdn"]),
    ]
    /// The function keys a script can name (`f1`…`f12`).
    static let functionKeys = 1...12

    /// Every key name a script may write, aliases aside: the named keys, `f1`…`f12`, `ctrl-a`…`ctrl-z`.
    public static let scriptNames: [String] =
        named.map(\.name) + functionKeys.map { "f\($0)" }
        + "abcdefghijklmnopqrstuvwxyz".map { "ctrl-\($0)" }

    private static let nameOfKey: [KeyPress: String] = Dictionary(named.map { ($0.key, $0.name) }, uniquingKeysWith: { a, _ in a })
    private static let keyOfName: [String: KeyPress] = Dictionary(
        named.flatMap { entry in ([entry.name] + entry.aliases).map { ($0, entry.key) } }, uniquingKeysWith: { a, _ in a })
}
