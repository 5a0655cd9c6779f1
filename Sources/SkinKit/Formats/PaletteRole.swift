/// Where a widget key's color comes from in a terminal scheme (see `SchemeSkinTable`).
public enum PaletteRole: Sendable, Hashable, CustomStringConvertible {
    case background
    case foreground
    /// The selection color, or the blue at 30 % when the scheme has none.
    case selection
    /// The cursor color, or the foreground when the scheme has none.
    case cursor
    /// ANSI color 0–15.
    case ansi(Int)
    /// The background moved `steps` × `SchemeSkinTable.surfaceStep` towards the foreground's side
    /// (lighter for a dark scheme, darker for a light one): raised surfaces.
    case surface(Int)

    public var description: String {
        switch self {
        case .background: return "background"
        case .foreground: return "foreground"
        case .selection: return "selection"
        case .cursor: return "cursor"
        case .ansi(let index): return TerminalScheme.ansiKeys[index]
        case .surface(let steps): return "background + \(steps) step\(steps == 1 ? "" : "s")"
        }
    }
}
