import SkinKit

/// One cell of ncurses' virtual screen, read back for tests: what ncurses will show, without a terminal.
struct VirtualCell: Hashable, Sendable {
    var character: String
    var attributes: TextAttributes
    var pair: Int32
    /// The pair's foreground as ncurses holds it: a palette index, an RGB value, or -1 for the default.
    var foreground: Int32
    var background: Int32
}
