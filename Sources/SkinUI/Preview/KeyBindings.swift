/// The previewer's commands and their default keys; scripts and tests rely on these bindings.
public enum PreviewCommand: String, CaseIterable, Sendable {
    case nextSkin, previousSkin, toggleStyle, toggleContrast, cycleDepth, rebuildPage, changeAppearance
    case reloadSkins, toggleInspector, toggleHelp, quit, focusNext, focusPrevious, activate, nextPage

    /// What the command does, for the help overlay.
    public var summary: String {
        switch self {
        case .nextSkin: return "next skin"
        case .previousSkin: return "previous skin"
        case .toggleStyle: return "light ↔ dark"
        case .toggleContrast: return "high contrast on/off"
        case .cycleDepth: return "preview colors: truecolor→256→16→8→mono"
        case .rebuildPage: return "rebuild page (re-read static values)"
        case .changeAppearance: return "change an appearance default"
        case .reloadSkins: return "reload skin files"
        case .toggleInspector: return "inspector on/off"
        case .toggleHelp: return "this help"
        case .quit: return "quit"
        case .focusNext: return "focus next widget"
        case .focusPrevious: return "focus previous widget"
        case .activate: return "press / toggle focused widget"
        case .nextPage: return "next page: Gallery ↔ Palette"
        }
    }

    /// The key that runs a command in the previewer and in scripts.
    public static func command(for key: KeyPress) -> PreviewCommand? {
        switch key {
        case .character("s"): return .nextSkin
        case .character("S"): return .previousSkin
        case .character("d"): return .toggleStyle
        case .character("c"): return .toggleContrast
        case .character("p"): return .cycleDepth
        case .character("b"): return .rebuildPage
        case .character("a"): return .changeAppearance
        case .character("r"): return .reloadSkins
        case .character("i"): return .toggleInspector
        case .character("?"): return .toggleHelp
        case .character("q"): return .quit
        case .character("g"): return .nextPage
        case .tab, .down, .right: return .focusNext
        case .backTab, .up, .left: return .focusPrevious
        case .enter, .character(" "): return .activate
        default: return nil
        }
    }

    /// The key names shown in help, in display order.
    public static let helpRows: [(String, PreviewCommand)] = [
        ("s / S", .nextSkin), ("d", .toggleStyle), ("c", .toggleContrast), ("p", .cycleDepth),
        ("b", .rebuildPage), ("g", .nextPage), ("a", .changeAppearance), ("r", .reloadSkins), ("Tab ←↑↓→", .focusNext),
        ("Enter/Space", .activate), ("i", .toggleInspector), ("?", .toggleHelp), ("q", .quit),
    ]
}
