import SkinKit

/// The previewer's commands. What each does and which keys run it live in `PreviewCommand.bindings`,
/// the one table that key handling, the help overlay, the hint line and the CLI help all read.
public enum PreviewCommand: String, CaseIterable, Sendable {
    case nextSkin, previousSkin, openPicker, toggleStyle, toggleContrast, cycleDepth, cycleVision, rebuildPage, changeAppearance
    case wearSkin, reloadSkins, saveGuessedMap, nextPage, nextCompareMode, nextCompareSubject, toggleDifferences, toggleInspector, toggleHelp, quit, focusNext,
        focusPrevious, decrease, increase, activate, leaveField
}

/// One row of the key table: the keys, how help names them, what the command does, and the short
/// word the hint line shows (nil: not in the hint line), with its place in the hint's priority.
public struct KeyBinding: Sendable {
    public let keys: [KeyPress]
    public let keyLabel: String
    public let command: PreviewCommand
    public let summary: String
    public let hint: String?
    /// Lower numbers survive longer when the hint line is too narrow for every entry.
    public let hintPriority: Int
    /// True for a command hinted only while the session offers it (`hintLine`'s `offered`).
    public let hintedWhenOffered: Bool

    init(
        _ keys: [KeyPress], _ keyLabel: String, _ command: PreviewCommand, _ summary: String, hint: String? = nil, priority: Int = 9,
        whenOffered: Bool = false
    ) {
        self.keys = keys
        self.keyLabel = keyLabel
        self.command = command
        self.summary = summary
        self.hint = hint
        self.hintPriority = priority
        self.hintedWhenOffered = whenOffered
    }
}

extension PreviewCommand {
    /// Every key binding of the previewer, in help order. Scripts and tests rely on these keys.
    public static let bindings: [KeyBinding] = [
        KeyBinding([.character("s")], "s", .nextSkin, "next skin", hint: "s/S skin", priority: 2),
        KeyBinding([.character("S")], "S", .previousSkin, "previous skin (Compare: next left skin)"),
        KeyBinding(
            [.character("t")], "t", .openPicker,
            "pick a skin from a list: filter, preview, Enter keeps, Esc goes back",
            hint: "t pick", priority: 8),
        KeyBinding(
            [.character("d")], "d", .toggleStyle, "light ↔ dark; auto follows the terminal (see the trait setting)",
            hint: "d dark", priority: 2),
        KeyBinding([.character("c")], "c", .toggleContrast, "high contrast on/off", hint: "c contrast", priority: 3),
        KeyBinding([.character("p")], "p", .cycleDepth, "preview colors: truecolor→256→16→8→mono", hint: "p colors", priority: 4),
        KeyBinding(
            [.character("v")], "v", .cycleVision, "simulated color vision: normal→protan→deutan→tritan→achromat",
            hint: "v vision", priority: 6),
        KeyBinding([.character("b")], "b", .rebuildPage, "rebuild page (re-read static values)", hint: "b rebuild", priority: 3),
        KeyBinding([.character("a")], "a", .changeAppearance, "change an appearance default", hint: "a appear", priority: 5),
        KeyBinding(
            [.character("w")], "w", .wearSkin, "the terminal itself wears the skin's colors on/off (restored on exit)",
            hint: "w wear", priority: 7),
        KeyBinding([.character("r")], "r", .reloadSkins, "reload skin files", hint: "r reload", priority: 5),
        KeyBinding(
            [.character("M")], "M", .saveGuessedMap, "save the guessed map beside the skin file (<name>\(RoleMap.fileSuffix))",
            hint: "M save map", priority: 1, whenOffered: true),
        KeyBinding([.character("g")], "g", .nextPage, "next page: Gallery → Palette → Compare → screens", hint: "g page", priority: 2),
        KeyBinding([.character("m")], "m", .nextCompareMode, "Compare: next mode: two skins → light/dark → contrast → vision"),
        KeyBinding([.character("n")], "n", .nextCompareSubject, "Compare: next subject: the gallery's widgets → each screen file"),
        KeyBinding([.character("x")], "x", .toggleDifferences, "Compare: show differences on/off"),
        KeyBinding([.tab, .down], "Tab ↓", .focusNext, "focus next widget (inspector: pointer down)"),
        KeyBinding([.backTab, .up], "S-Tab ↑", .focusPrevious, "focus previous widget (inspector: pointer up)"),
        KeyBinding([.left], "←", .decrease, "focused control: step back; inspector: move pointer"),
        KeyBinding([.right], "→", .increase, "focused control: step on; inspector: move pointer"),
        KeyBinding([.enter, .character(" ")], "Enter Space", .activate, "press / toggle the focused widget; type into a text field"),
        KeyBinding([.escape], "Esc", .leaveField, "leave a text field; close help and inspector"),
        KeyBinding(
            [.character("i")], "i", .toggleInspector, "inspector: arrows move its pointer over any cell",
            hint: "i inspect", priority: 4),
        KeyBinding([.character("?")], "?", .toggleHelp, "this help", hint: "? help", priority: 1),
        KeyBinding([.character("q")], "q", .quit, "quit", hint: "q quit", priority: 0),
    ]

    private static let byKey: [KeyPress: PreviewCommand] = {
        var table: [KeyPress: PreviewCommand] = [:]
        for binding in bindings { for key in binding.keys { table[key] = binding.command } }
        return table
    }()

    /// The command a key runs in the previewer and in scripts.
    public static func command(for key: KeyPress) -> PreviewCommand? { byKey[key] }

    /// What the command does, for help.
    public var summary: String { Self.bindings.first { $0.command == self }?.summary ?? rawValue }

    /// The help overlay's rows: keys padded to one column, then what they do.
    public static var helpLines: [String] { helpLines(of: bindings) }

    /// The help overlay's rows for a card of `size` (inside its border): one column when every
    /// binding fits in its rows, else two columns side by side (each line cut to its column), so
    /// that no key — `?` and `q` last among them — falls off a small terminal.
    public static func helpLines(fitting size: Size) -> [String] {
        guard bindings.count > size.height else { return helpLines }
        let half = (bindings.count + 1) / 2
        let columnWidth = max(1, (size.width - 2) / 2)
        let left = helpLines(of: Array(bindings[..<half]))
        let right = helpLines(of: Array(bindings[half...]))
        func cut(_ line: String) -> String {
            DisplayWidth.of(line) <= columnWidth ? line : DisplayWidth.prefix(line, fitting: columnWidth - 1) + "…"
        }
        return left.indices.map { index in
            let first = cut(left[index])
            guard index < right.count else { return first }
            return first + String(repeating: " ", count: columnWidth - DisplayWidth.of(first) + 2) + cut(right[index])
        }
    }

    /// `list` as help rows: keys padded to one column, then what they do.
    private static func helpLines(of list: [KeyBinding]) -> [String] {
        let width = (list.map { DisplayWidth.of($0.keyLabel) }.max() ?? 0) + 2
        return list.map { $0.keyLabel + String(repeating: " ", count: width - DisplayWidth.of($0.keyLabel)) + $0.summary }
    }

    /// The hint line for `width` columns: the entries that fit, most important first, shown in table order.
    /// A page's own keys (`page`: a command and the word it means there) come first and are kept
    /// before all but `q`; a key they give another meaning leaves the table's entry (`s/S skin` →
    /// `s skin` when `S` is the page's), and the commands in `leaving` do nothing on the page. A
    /// command hinted only when offered (saving a guessed map) is shown while it is in `offered`.
    public static func hintLine(
        width: Int, page: [PageHint] = [], leaving: Set<PreviewCommand> = [],
        offered: Set<PreviewCommand> = []
    ) -> String {
        let claimed = Set(page.map { keyLabel(of: $0.command) })
        var entries = page.enumerated().map { index, entry in (index - page.count, "\(keyLabel(of: entry.command)) \(entry.word)", 1) }
        for (index, binding) in bindings.enumerated()
        where !leaving.contains(binding.command) && (!binding.hintedWhenOffered || offered.contains(binding.command)) {
            guard let hint = binding.hint, let space = hint.firstIndex(of: " ") else { continue }
            let keys = hint[..<space].split(separator: "/").filter { !claimed.contains(String($0)) }
            if !keys.isEmpty { entries.append((index, keys.joined(separator: "/") + hint[space...], binding.hintPriority)) }
        }
        var kept: [(Int, String)] = []
        var used = 1
        for (index, hint, _) in entries.sorted(by: { $0.2 < $1.2 || ($0.2 == $1.2 && $0.0 < $1.0) }) {
            let cost = DisplayWidth.of(hint) + 2
            if used + cost <= width {
                kept.append((index, hint))
                used += cost
            }
        }
        return " " + kept.sorted { $0.0 < $1.0 }.map(\.1).joined(separator: "  ")
    }

    /// The label of the key that runs `command` (`S` for `.previousSkin`).
    public static func keyLabel(of command: PreviewCommand) -> String {
        bindings.first { $0.command == command }?.keyLabel ?? command.rawValue
    }

    /// One line for the CLI's help: every key with its hint word or summary.
    public static var commandLineSummary: String {
        "Keys: " + bindings.map { "\($0.keyLabel) \($0.summary)" }.joined(separator: "; ") + "."
    }
}
