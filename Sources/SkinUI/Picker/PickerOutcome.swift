/// How the picker closed: a skin kept with Enter, or Esc back to the skin it opened on.
public enum PickerOutcome: Sendable, Equatable {
    case chosen(String)
    case cancelled
}
