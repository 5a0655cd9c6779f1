import SkinKit

/// One page of the previewer as the session drives it: its name and tab, its tab bar, the keys it
/// owns, what the inspector and the status line say on it, and how it changes the output. The
/// session keeps a list of pages and asks the current one, instead of telling pages apart by name.
public protocol PreviewPage: View {
    /// The page's script name, tab title and tab image.
    static var info: PreviewSession.Page { get }
    /// This page's name, title and tab image (`info`, except for screen pages, which name themselves).
    var pageInfo: PreviewSession.Page { get }
    /// The page's row of tabs (the previewer's pages, the current one selected).
    var tabs: TabBar { get }
    /// True when the page's widgets take keyboard focus and clicks (the gallery's); on the other
    /// pages the tab bar is the one control.
    var hasFocusableWidgets: Bool { get }
    /// A key the page owns before the key table sees it; nil passes it on.
    func handle(pageKey key: KeyPress, inspectorVisible: Bool) -> PageKeyResult?
    /// What the inspector lists on this page (text, skin key of its color); nil: the cell under the pointer.
    func pageInspectorLines(store: SkinStore) -> [(String, String?)]?
    /// Brings the page up to date with the session as it is shown: the status text it draws.
    func show(status: String)
    /// A note the status line adds while the page is shown.
    var statusNote: String? { get }
    /// The output the page is seen through, given the session's.
    func outputProfile(_ profile: OutputProfile) -> OutputProfile
}

/// What a page did with a key.
public enum PageKeyResult: Sendable, Equatable {
    case handled
    /// Enter or Space on the page switcher: the next page.
    case showNextPage
}

extension PreviewPage {
    public var pageInfo: PreviewSession.Page { Self.info }
    public var hasFocusableWidgets: Bool { false }
    public func pageInspectorLines(store: SkinStore) -> [(String, String?)]? { nil }
    public var statusNote: String? { nil }
    public func outputProfile(_ profile: OutputProfile) -> OutputProfile { profile }

    /// The page switcher's keys, for the pages whose one control it is: Enter or Space shows the
    /// next page; Tab has nowhere else to go.
    func switcherKey(_ key: KeyPress) -> PageKeyResult? {
        switch key {
        case .enter, .character(" "): return .showNextPage
        case .tab, .backTab: return .handled
        default: return nil
        }
    }
}
