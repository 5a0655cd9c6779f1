import SkinKit

/// The picker's keys: the one table its key handling, the hint line shown while it is open and
/// the README read. Any other printable character types into the filter.
public enum PickerKey: CaseIterable, Sendable {
    case up, down, pageUp, pageDown, deleteBackward, clearFilter, variantFilter, sort, favourite, keep, cancel

    /// The keys that run it.
    public var keys: [KeyPress] {
        switch self {
        case .up: return [.up, .control("p")]
        case .down: return [.down, .control("n")]
        case .pageUp: return [.pageUp]
        case .pageDown: return [.pageDown]
        case .deleteBackward: return [.backspace, .delete]
        case .clearFilter: return [.control("u")]
        case .variantFilter: return [.tab]
        case .sort: return [.control("o")]
        case .favourite: return [.control("f")]
        case .keep: return [.enter]
        case .cancel: return [.escape]
        }
    }

    /// How help and the README name the keys.
    public var label: String {
        switch self {
        case .up: return "↑ ctrl-p"
        case .down: return "↓ ctrl-n"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .deleteBackward: return "Backspace"
        case .clearFilter: return "ctrl-u"
        case .variantFilter: return "Tab"
        case .sort: return "ctrl-o"
        case .favourite: return "ctrl-f"
        case .keep: return "Enter"
        case .cancel: return "Esc"
        }
    }

    /// What it does.
    public var summary: String {
        switch self {
        case .up: return "highlight the previous skin (the page shows it at once)"
        case .down: return "highlight the next skin (the page shows it at once)"
        case .pageUp: return "ten rows up"
        case .pageDown: return "ten rows down"
        case .deleteBackward: return "remove the filter's last character"
        case .clearFilter: return "clear the filter"
        case .variantFilter: return "show all skins → light ones → dark ones"
        case .sort: return "order: list (favourites, recently used, yours, the collection) ↔ contrast score"
        case .favourite: return "mark the highlighted skin as a favourite (★, listed first) or unmark it"
        case .keep: return "keep the highlighted skin (saved on exit, like s)"
        case .cancel: return "back to the skin you had"
        }
    }

    /// The word the hint line shows while the picker is open (nil: not hinted).
    var hint: String? {
        switch self {
        case .down: return "↑↓ preview"
        case .variantFilter: return "Tab light/dark"
        case .sort: return "^O sort"
        case .favourite: return "^F ★"
        case .keep: return "Enter keep"
        case .cancel: return "Esc back"
        default: return nil
        }
    }

    private static let byKey: [KeyPress: PickerKey] = {
        var table: [KeyPress: PickerKey] = [:]
        for command in allCases { for key in command.keys { table[key] = command } }
        return table
    }()

    /// The command a key runs in the picker; nil for a key that types (or does nothing).
    public static func command(for key: KeyPress) -> PickerKey? { byKey[key] }

    /// The hint line while the picker is open.
    public static var hintNote: String {
        (["type to filter"] + allCases.compactMap(\.hint)).joined(separator: "  ")
    }
}
