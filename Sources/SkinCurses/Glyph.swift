import CNcurses
import Glibc

/// The wide characters ncurses is given for one canvas grapheme, made to take exactly the cells
/// the canvas gave it, so that what the terminal draws never drifts from the canvas.
struct Glyph: Equatable, Sendable {
    /// A spacing character and up to `maxScalars - 1` combining marks, NUL-terminated for `setcchar`.
    let characters: [wchar_t]
    /// Cells the terminal advances for `characters` (by `wcwidth`): 1 or 2.
    let width: Int
    /// True when the canvas gave two cells but the terminal draws one: write a space after it.
    let padsWithSpace: Bool

    /// The most scalars ncurses keeps in one cell (`CCHARW_MAX`).
    static let maxScalars = 5
    static let replacement: Unicode.Scalar = "\u{FFFD}"
    private static let zeroWidthJoiner: UInt32 = 0x200D

    /// The glyph for `grapheme` in `cells` canvas cells. `width` is the terminal's column count for a
    /// scalar (`wcwidth`, negative for unprintable). A grapheme the terminal would draw wider than the
    /// canvas, or cannot print, becomes U+FFFD; an emoji sequence keeps its first emoji and the marks
    /// after it, since a cell holds only one spacing character.
    init(_ grapheme: String, cells: Int, width: (UInt32) -> Int = Glyph.terminalWidth) {
        let scalars = Array(grapheme.unicodeScalars)
        guard let first = scalars.first, cells > 0 else {
            self.init(characters: [wchar_t(32), 0], width: 1, padsWithSpace: cells > 1)
            return
        }
        let firstWidth = width(first.value)
        guard firstWidth >= 1, firstWidth <= cells else {
            let fallback = width(Self.replacement.value) == 1 ? Self.replacement.value : 63 // "?"
            self.init(characters: [wchar_t(fallback), 0], width: 1, padsWithSpace: cells > 1)
            return
        }
        var kept = [wchar_t(first.value)]
        for scalar in scalars.dropFirst() {
            guard kept.count < Self.maxScalars, scalar.value != Self.zeroWidthJoiner, width(scalar.value) == 0 else { break }
            kept.append(wchar_t(scalar.value))
        }
        self.init(characters: kept + [0], width: firstWidth, padsWithSpace: firstWidth < cells)
    }

    private init(characters: [wchar_t], width: Int, padsWithSpace: Bool) {
        self.characters = characters
        self.width = width
        self.padsWithSpace = padsWithSpace
    }

    /// The C library's `wcwidth` under the current locale.
    static func terminalWidth(_ scalar: UInt32) -> Int {
        Int(termskin_wcwidth(wchar_t(bitPattern: scalar)))
    }

    /// A single space.
    static let space = Glyph(characters: [wchar_t(32), 0], width: 1, padsWithSpace: false)
}
