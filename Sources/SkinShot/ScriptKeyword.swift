import SkinUI

/// The words that start a screenshot script command, each with its usage: the one table the parser,
/// its "did you mean" suggestions, `ScriptCommand.keyword` and the README check all read.
public enum ScriptKeyword: String, CaseIterable, Sendable {
    case size, skin, trait, terminal, contrast, depth, vision, page, compare, key, type, resize, reload, restart, shot, record, stop

    /// The previewed trait this keyword sets (`TraitSetting`), if it sets one.
    public var setting: TraitSetting? { TraitSetting.named(rawValue) }

    /// How the command is written, with an example.
    public var usage: String {
        if let setting { return setting.usage }
        switch self {
        case .size: return "size WIDTHxHEIGHT, e.g. size 100x30"
        case .skin: return "skin NAME, e.g. skin ocean"
        case .trait, .contrast, .depth, .vision: return rawValue
        case .terminal: return "terminal dark|light, as if the terminal reported its light/dark (DEC mode 2031)"
        case .page: return "page NAME, e.g. page gallery"
        case .compare:
            return "compare skin NAME | compare mode \(CompareMode.allCases.map(\.rawValue).joined(separator: "|")) | compare differences on|off"
                + " | compare screen SCREEN|\(CompareSubject.widgetsName)"
        case .key: return "key KEY [KEY…], e.g. key tab enter ctrl-r"
        case .type: return "type TEXT, e.g. type hello"
        case .resize: return "resize WIDTHxHEIGHT, e.g. resize 80x24"
        case .reload: return "reload"
        case .restart: return "restart"
        case .shot: return "shot NAME [FORMAT…], e.g. shot ocean-dark svg txt"
        case .record: return "record NAME.gif|NAME.apng [FRAMETIME], e.g. record switch.gif 500ms (every frame until stop, 1s each by default)"
        case .stop: return "stop (ends the recording and writes it)"
        }
    }

    /// Every keyword, in table order.
    public static var names: [String] { allCases.map(\.rawValue) }
}
