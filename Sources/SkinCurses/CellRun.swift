import CNcurses

/// Changed cells side by side in one row, handed to ncurses in one `wadd_wchnstr` call instead
/// of one `wadd_wch` each (which treats every cell as typed: control characters, wrapping, the
/// cursor). The cells are copied as they are, and the cursor does not move, so a run may reach
/// the bottom-right cell without scrolling the screen.
struct CellRun {
    private var cells: [cchar_t] = []
    /// The column of the first cell (meaningless while empty).
    private var start = 0
    /// The column after the last cell: a wide glyph takes two.
    private(set) var end = 0

    var isEmpty: Bool { cells.isEmpty }

    /// Adds `glyph` at column `x`; a run that does not end at `x` is put first.
    mutating func append(_ glyph: Glyph, attributes: attr_t, pair: Int32, x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>) {
        if !cells.isEmpty && x != end { put(y: y, in: window) }
        if cells.isEmpty { start = x }
        cells.append(glyph.cursesCharacter(attributes: attributes, pair: pair))
        end = x + glyph.width
    }

    /// Writes the run into row `y` of `window` and empties it.
    mutating func put(y: Int, in window: UnsafeMutablePointer<WINDOW>) {
        guard !cells.isEmpty else { return }
        _ = cells.withUnsafeBufferPointer { buffer in
            mvwadd_wchnstr(window, Int32(y), Int32(start), buffer.baseAddress, Int32(buffer.count))
        }
        cells.removeAll(keepingCapacity: true)
    }

    /// Empties the run without writing it (the frame is drawn again from the start).
    mutating func discard() { cells.removeAll(keepingCapacity: true) }
}
