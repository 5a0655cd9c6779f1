import SkinUI

/// The keys of `termskin review`, each with what it does: the one table the review loop, its hint
/// line and the README read.
public enum ReviewKey: Character, CaseIterable, Sendable {
    case accept = "a"
    case reject = "r"
    case skip = "s"
    case acceptAll = "A"
    case toggle = "t"
    case quit = "q"

    /// The word the hint line shows.
    public var label: String {
        switch self {
        case .accept: return "accept"
        case .reject: return "reject"
        case .skip: return "skip"
        case .acceptAll: return "accept all"
        case .toggle: return "old/new"
        case .quit: return "quit"
        }
    }

    /// What the key does, for the README.
    public var summary: String {
        switch self {
        case .accept: return "write the new shot over the golden and remove the `.new` file"
        case .reject: return "remove the `.new` file; the golden stays"
        case .skip: return "leave both files for a later review"
        case .acceptAll: return "accept this shot and every one after it"
        case .toggle: return "show the old or the new shot when the terminal is too narrow for both side by side"
        case .quit: return "stop; the shots not reviewed stay pending"
        }
    }

    /// The key a key press is, if any.
    public init?(_ key: KeyPress) {
        guard case .character(let character) = key, let known = ReviewKey(rawValue: character) else { return nil }
        self = known
    }

    /// `a accept · r reject · …`, the hint line.
    public static var hint: String { allCases.map { "\($0.rawValue) \($0.label)" }.joined(separator: " · ") }
}
