import SkinKit

/// How one cell is drawn: its ncurses colors (nil when drawing without color) and the attributes
/// the terminal can actually show.
struct CellStyle: Hashable, Sendable {
    var colors: ColorPairTable.Colors?
    var attributes: TextAttributes
}
