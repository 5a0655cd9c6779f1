import CNcurses
import Glibc
import SkinKit

/// The wide characters ncurses is given for one canvas grapheme, made to take exactly the cells
/// the canvas gave it, so that what the terminal draws never drifts from the canvas.
///
/// The characters are kept inline (no array), as the backend makes one per changed cell.
struct Glyph: Equatable, Sendable {
    /// Up to `maxScalars` scalars then NUL; the unused tail is NUL too.
    private var storage: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0, 0)
    /// Scalars in `storage` before the NUL.
    private var count = 0
    /// Cells the terminal advances for the characters (by `wcwidth`): 1 or 2.
    let width: Int
    /// True when the canvas gave two cells but the terminal draws one: write a space after it.
    let padsWithSpace: Bool

    /// The most scalars ncurses keeps in one cell (`CCHARW_MAX`).
    static let maxScalars = 5
    static let replacement: Unicode.Scalar = "\u{FFFD}"
    private static let zeroWidthJoiner: UInt32 = 0x200D

    /// A spacing character and up to `maxScalars - 1` combining marks, NUL-terminated for `setcchar`.
    var characters: [wchar_t] {
        withCharacters { Array(UnsafeBufferPointer(start: $0, count: count + 1)) }
    }

    /// The glyph for `grapheme` in `cells` canvas cells. `width` is the terminal's column count for a
    /// scalar (`wcwidth`, negative for unprintable). A grapheme the terminal would draw wider than the
    /// canvas, or cannot print, becomes U+FFFD; an emoji sequence keeps its first emoji and the marks
    /// after it, since a cell holds only one spacing character.
    init(_ grapheme: String, cells: Int, width: (UInt32) -> Int = Glyph.terminalWidth) {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard let first = scalars.next() else {
            self.init(scalar: 32, width: 1, padsWithSpace: cells > 1)
            return
        }
        self.init(first, cells: cells, width: width)
        // Marks follow only a first scalar that was kept (not replaced).
        let firstWidth = Self.columns(of: first, width: width)
        guard cells > 0, firstWidth >= 1, firstWidth <= cells else { return }
        while let scalar = scalars.next() {
            guard count < Self.maxScalars, scalar.value != Self.zeroWidthJoiner, width(scalar.value) == 0 else { break }
            append(wchar_t(scalar.value))
        }
    }

    /// The glyph for a single scalar in `cells` canvas cells (as `init(_:cells:width:)`, without a String).
    init(_ scalar: Unicode.Scalar, cells: Int, width: (UInt32) -> Int = Glyph.terminalWidth) {
        guard cells > 0 else {
            self.init(scalar: 32, width: 1, padsWithSpace: false)
            return
        }
        let firstWidth = Self.columns(of: scalar, width: width)
        guard firstWidth >= 1, firstWidth <= cells else {
            let fallback = width(Self.replacement.value) == 1 ? Self.replacement.value : 63  // "?"
            self.init(scalar: wchar_t(fallback), width: 1, padsWithSpace: cells > 1)
            return
        }
        self.init(scalar: wchar_t(scalar.value), width: firstWidth, padsWithSpace: firstWidth < cells)
    }

    /// The glyph of a printable ASCII scalar in one cell: what `init(_:cells:width:)` makes of it
    /// with `cells` 1, without asking a width.
    init(printableASCII scalar: Unicode.Scalar) {
        self.init(scalar: wchar_t(scalar.value), width: 1, padsWithSpace: false)
    }

    /// Printable ASCII is one column everywhere; other scalars ask `width`.
    private static func columns(of scalar: Unicode.Scalar, width: (UInt32) -> Int) -> Int {
        PrintableASCII.contains(scalar) ? 1 : width(scalar.value)
    }

    private init(scalar: wchar_t, width: Int, padsWithSpace: Bool) {
        self.width = width
        self.padsWithSpace = padsWithSpace
        append(scalar)
    }

    private mutating func append(_ scalar: wchar_t) {
        withUnsafeMutableBytes(of: &storage) { $0.bindMemory(to: wchar_t.self)[count] = scalar }
        count += 1
    }

    /// Calls `body` with the NUL-terminated characters.
    func withCharacters<Result>(_ body: (UnsafePointer<wchar_t>) -> Result) -> Result {
        var copy = storage
        return withUnsafeBytes(of: &copy) { body($0.bindMemory(to: wchar_t.self).baseAddress.unsafelyUnwrapped) }
    }

    /// The ncurses cell for this glyph, as `setcchar` makes it (attributes with the pair's low bits,
    /// the full pair in `ext_color`, the characters NUL-padded) without its checks, which the glyph
    /// already passed: the backend makes one per changed cell.
    func cursesCharacter(attributes: attr_t, pair: Int32) -> cchar_t {
        var character = cchar_t()
        withUnsafeMutableBytes(of: &character.chars) { target in
            withUnsafeBytes(of: storage) { source in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source.prefix(target.count)))
            }
        }
        character.attr = (attributes & ~termskin_a_color()) | termskin_color_pair(Int32(min(pair, 255)))
        character.ext_color = pair
        return character
    }

    /// The same cell made by ncurses' own `setcchar`: the reference `cursesCharacter` is tested
    /// against; nil when `setcchar` refuses.
    func cursesCharacterBySetcchar(attributes: attr_t, pair: Int32) -> cchar_t? {
        var character = cchar_t()
        var extendedPair = pair
        let status = withCharacters { setcchar(&character, $0, attributes, 0, &extendedPair) }
        return status == termskin_err() ? nil : character
    }

    static func == (a: Glyph, b: Glyph) -> Bool {
        a.count == b.count && a.width == b.width && a.padsWithSpace == b.padsWithSpace
            && a.storage.0 == b.storage.0 && a.storage.1 == b.storage.1 && a.storage.2 == b.storage.2
            && a.storage.3 == b.storage.3 && a.storage.4 == b.storage.4
    }

    /// The C library's `wcwidth` under the current locale.
    static func terminalWidth(_ scalar: UInt32) -> Int {
        Int(termskin_wcwidth(wchar_t(bitPattern: scalar)))
    }

    /// A single space.
    static let space = Glyph(scalar: 32, width: 1, padsWithSpace: false)
}
