import SkinKit

/// The terminal wearing a skin's colors (`CursesScreen.wear`): what it had before (asked once,
/// before the first change), the colors waiting for that answer, and whether its colors are changed.
struct TerminalColorWear {
    /// The terminal's own colors, once the query ended (answered or not).
    var saved: TerminalColorSnapshot?
    /// The answers so far, while the query is open.
    var answers = TerminalColorSnapshot()
    /// Colors asked for before the terminal's own were saved: written when they are.
    var waiting: TerminalColors?
    /// The colors last written; nil while the terminal shows its own.
    var worn: TerminalColors?
}
