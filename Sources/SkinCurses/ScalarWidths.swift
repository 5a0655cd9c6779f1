/// The terminal width (`wcwidth`) of scalars below U+3000, asked once each: a frame asks for the
/// same few box-drawing and symbol characters in every row. Others are asked every time.
final class ScalarWidths {
    private static let tableSize = 0x3000
    /// -2: not asked yet; otherwise what `wcwidth` answered (-1 for unprintable).
    private var table = [Int8](repeating: -2, count: ScalarWidths.tableSize)
    private let measure: (UInt32) -> Int

    init(measure: @escaping (UInt32) -> Int = Glyph.terminalWidth) {
        self.measure = measure
    }

    func width(_ scalar: UInt32) -> Int {
        guard scalar < Self.tableSize else { return measure(scalar) }
        let known = table[Int(scalar)]
        if known != -2 { return Int(known) }
        let width = measure(scalar)
        table[Int(scalar)] = Int8(clamping: width)
        return width
    }
}
