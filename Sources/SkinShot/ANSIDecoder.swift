import FoundationEssentials
import SkinKit
import SkinUI

/// Reads ANSI-escaped text back into cells: characters, colors and attributes.
///
/// Understands the SGR codes the exporter writes and their usual companions: 0, 1, 2, 3, 4, 7, 9,
/// 22–29, 30–37, 38;5;N, 38;2;R;G;B, 39, 40–47, 48;…, 49, 90–97, 100–107. Palette indices map back
/// to `TerminalPalette.xterm256`; the terminal's default colors (no color code, 39, 49, reset) are
/// `defaultCell`'s — by default `Cell()`: black on white. The style carries over line ends, as in a
/// terminal. Other CSI sequences (cursor moves, modes) are skipped; unknown SGR codes are ignored.
public struct ANSIDecoder: Sendable {
    /// The colors of the terminal's default foreground and background.
    public var defaultCell: Cell

    public init(defaultCell: Cell = Cell()) {
        self.defaultCell = Cell(
            character: " ", foreground: defaultCell.foreground,
            background: defaultCell.background)
    }

    /// The cells of `data`; throws when it is not UTF-8.
    public func decode(_ data: Data) throws -> Canvas {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScreenshotDecodingError(format: .ansi, message: "the file is not UTF-8 text")
        }
        var grid = CellGrid(filler: defaultCell)
        var state = SGRState(defaultCell: defaultCell)
        var pending = ""
        var x = 0
        var y = 0
        var scalars = text.unicodeScalars.makeIterator()
        var lookahead: Unicode.Scalar? = nil

        func flush() {
            guard !pending.isEmpty else { return }
            grid.ensureRow(y)
            x = grid.place(
                pending, x: x, y: y, foreground: state.foreground, background: state.background,
                attributes: state.attributes)
            pending = ""
        }

        while let scalar = lookahead ?? scalars.next() {
            lookahead = nil
            switch scalar {
            case "\n":
                flush()
                grid.ensureRow(y)
                y += 1
                x = 0
            case "\u{1B}":
                flush()
                guard let next = scalars.next() else { break }
                guard next == "[" else {
                    lookahead = next
                    continue
                }
                var body = ""
                var final: Unicode.Scalar? = nil
                while let c = scalars.next() {
                    if (0x40...0x7E).contains(c.value) {
                        final = c
                        break
                    }
                    body.unicodeScalars.append(c)
                }
                if final == "m" { state.apply(body) }
            default:
                pending.unicodeScalars.append(scalar)
            }
        }
        flush()
        return try grid.canvas(format: .ansi)
    }
}
