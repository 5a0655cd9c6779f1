import SkinKit

/// What the Compare page's two panels show: the gallery's widget set (the default) or one of the
/// loaded screen files' screens, built in each panel by `ScreenBuilder`. `n` steps through them;
/// scripts say `compare screen NAME`, `shot` says `--compare-screen NAME` (`gallery`: the widgets).
public enum CompareSubject: Hashable, Sendable {
    case widgets
    case screen(String)

    /// The name that stands for the gallery's widget set in scripts and `--compare-screen`.
    public static let widgetsName = "gallery"

    /// The subject `name` stands for: the widget set for `widgetsName`, else that screen.
    public init(name: String) {
        self = name == Self.widgetsName ? .widgets : .screen(name)
    }

    /// The name scripts and `shot` give it.
    public var name: String {
        switch self {
        case .widgets: return Self.widgetsName
        case .screen(let name): return name
        }
    }

    /// How the page's title and status line name it.
    public var title: String {
        switch self {
        case .widgets: return "the gallery's widgets"
        case .screen(let name): return "screen \(name)"
        }
    }
}
