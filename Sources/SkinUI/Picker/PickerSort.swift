/// The picker's order: the list's own (favourites, recently used, then the user's skins before the
/// collection), or the lint's contrast score, most legible first.
public enum PickerSort: String, CaseIterable, Sendable {
    case list, contrast

    /// The other order (ctrl-o).
    public var toggled: PickerSort { self == .list ? .contrast : .list }
}
