import SkinKit
import SkinUI

/// One step of a screenshot script (see `ScreenshotScript+Parsing.swift` for the syntax).
public enum ScriptCommand: Hashable, Sendable {
    /// `size WxH`: the screen size before the first render.
    case size(Size)
    /// `skin NAME`: switch to the skin with this name.
    case skin(String)
    /// `trait light|dark`, `contrast normal|high`, `depth truecolor|256|16|8|none`, `vision …`: a
    /// previewed trait (`TraitSetting`), by its name and one of its values.
    case setting(name: String, value: String)
    /// `terminal dark|light`: as if the terminal reported its light/dark; `trait auto` follows it.
    case terminal(UserInterfaceStyle)
    /// `page NAME`: go to a page of the previewer (e.g. `gallery`).
    case page(String)
    /// `compare skin NAME`: the Compare page's left skin (two-skins mode).
    case compareSkin(String)
    /// `compare mode skins|dark|contrast`: what the Compare page puts side by side.
    case compareMode(CompareMode)
    /// `compare differences on|off`: mark the cells whose colors differ between the panels.
    case compareDifferences(Bool)
    /// `compare screen NAME`: what the Compare page's panels show (a screen, or `gallery`: the widgets).
    case compareSubject(CompareSubject)
    /// `key KEY [KEY…]`: press keys, in order.
    case key([KeyPress])
    /// `type TEXT`: press each character of TEXT, in order.
    case type(String)
    /// `resize WxH`: resize the screen, as a terminal resize would.
    case resize(Size)
    /// `reload`: reload the skin files.
    case reload
    /// `restart`: start the previewer again in the current skin, traits and size (as quitting and
    /// running it again with `--skin` and `--trait` would): the page is built anew, focus and
    /// messages reset.
    case restart
    /// `shot NAME [FORMAT…]`: save the screen as `NAME.<ext>` in each format (svg when none is given).
    case shot(name: String, formats: [ScreenshotFormat])
    /// `record NAME.gif [FRAMETIME]`: from here every frame the script draws is a frame of an
    /// animated capture, shown `frameTime` hundredths of a second (nil: the default).
    case record(name: String, format: RecordingFormat, frameTime: Int?)
    /// `stop`: ends the recording and writes it.
    case stop

    /// The keyword that starts the command in a script.
    public var keyword: ScriptKeyword {
        switch self {
        case .size: return .size
        case .skin: return .skin
        case .setting(let name, _): return ScriptKeyword(rawValue: name) ?? .trait
        case .terminal: return .terminal
        case .page: return .page
        case .compareSkin, .compareMode, .compareDifferences, .compareSubject: return .compare
        case .key: return .key
        case .type: return .type
        case .resize: return .resize
        case .reload: return .reload
        case .restart: return .restart
        case .shot: return .shot
        case .record: return .record
        case .stop: return .stop
        }
    }

    /// The command as a recording's caption bar shows it (`skin ocean`, `trait dark`).
    public var captionText: String {
        switch self {
        case .size(let size), .resize(let size): return "\(keyword) \(size.width)x\(size.height)"
        case .skin(let name): return "skin \(name)"
        case .setting(let name, let value): return "\(name) \(value)"
        case .terminal(let style): return "terminal \(style.rawValue)"
        case .page(let name): return "page \(name)"
        case .compareSkin(let name): return "compare skin \(name)"
        case .compareMode(let mode): return "compare mode \(mode.rawValue)"
        case .compareDifferences(let shows): return "compare differences \(shows ? "on" : "off")"
        case .compareSubject(let subject): return "compare screen \(subject.name)"
        case .key(let keys): return keys.map(\.description).joined(separator: " ")
        case .type(let text): return "type \(text)"
        case .reload, .restart, .stop: return keyword.rawValue
        case .shot(let name, _): return "shot \(name)"
        case .record(let name, let format, _): return "record \(name).\(format.fileExtension)"
        }
    }

    /// The key presses of `key` and `type` (each character of the text is a key); empty otherwise.
    public var keyPresses: [KeyPress] {
        switch self {
        case .key(let keys): return keys
        case .type(let text): return text.map { KeyPress.character($0) }
        default: return []
        }
    }
}
