import SkinKit

/// A grid of cells that views render into; the one thing screenshots and the terminal both show.
public struct Canvas: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// The skin's terminal palette (ANSI 0–15) that 16- and 8-color outputs reduce colors to;
    /// nil for xterm's. Set by `PreviewSession.render` from `Skin.palette`.
    public var palette: [RGBColor]?

    public init(width: Int, height: Int, fill: Cell = Cell()) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    public var size: Size { Size(width: width, height: height) }
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Fills `rect` (clipped to `clip` and the canvas) with a background color, clearing text.
    public mutating func fill(_ rect: Rect, background: RGBColor, key: String?, clip: Rect? = nil) {
        let area = rect.intersection(clip ?? bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        let opaque = background.isOpaque
        for y in area.y..<area.maxY {
            // Only a wide character crossing the area's edges loses its other half; inside, both
            // halves are overwritten anyway.
            clearWideNeighbour(x: area.x, y: y, area: area)
            if area.maxX - 1 > area.x { clearWideNeighbour(x: area.maxX - 1, y: y, area: area) }
            var index = y * width + area.x
            for _ in area.x..<area.maxX {
                let composited = opaque ? background : background.composited(over: cells[index].background)
                // Written field by field (no new Cell) on this hot path. A blank cell's foreground is
                // its background, so it never depends on earlier text.
                cells[index].character = " "
                cells[index].foreground = composited
                cells[index].background = composited
                cells[index].attributes = []
                cells[index].foregroundKey = nil
                cells[index].backgroundKey = key
                index += 1
            }
        }
    }

    /// Writes `text` from (x, y) on one line, clipped to `clip`; returns the cells used.
    /// Colors with alpha are composited over what is beneath; a nil background keeps the existing one.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, foreground: RGBColor, background: RGBColor? = nil,
                              attributes: TextAttributes = [], foregroundKey: String? = nil,
                              backgroundKey: String? = nil, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard y >= area.y, y < area.maxY else { return DisplayWidth.of(text) }
        var column = x
        // Fast path for what widgets draw most (ASCII, Latin, punctuation, arrows, box drawing,
        // braille): each scalar there is a one-cell grapheme of its own, so no grapheme breaking.
        if text.unicodeScalars.allSatisfy(Self.isOneCellGrapheme) {
            for scalar in text.unicodeScalars {
                if column >= area.maxX { break }
                if column >= area.x {
                    put(character: String(Character(scalar)), width: 1, x: column, y: y, foreground: foreground,
                        background: background, attributes: attributes, foregroundKey: foregroundKey,
                        backgroundKey: backgroundKey, area: area)
                }
                column += 1
            }
            return column - x
        }
        for character in text {
            let w = DisplayWidth.of(character)
            if w == 0 { continue }
            if column >= area.maxX { break }
            if column >= area.x && column + w <= area.maxX {
                put(character: String(character), width: w, x: column, y: y, foreground: foreground,
                    background: background, attributes: attributes, foregroundKey: foregroundKey,
                    backgroundKey: backgroundKey, area: area)
            } else if column >= area.x {
                // A wide grapheme that would cross the clip edge is replaced by a space, never split.
                put(character: " ", width: 1, x: column, y: y, foreground: foreground, background: background,
                    attributes: attributes, foregroundKey: foregroundKey, backgroundKey: backgroundKey, area: area)
            }
            column += w
        }
        return column - x
    }

    /// True for a scalar that is a whole grapheme one cell wide wherever it stands: never joins or
    /// extends its neighbours, no emoji presentation (checked against `TextWidth` by a test).
    static func isOneCellGrapheme(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x2100...0x2319, 0x2500..<0x25A0, 0x2800...0x28FF:
            return true
        default:
            return false
        }
    }

    private mutating func put(character: String, width: Int, x: Int, y: Int, foreground: RGBColor,
                              background: RGBColor?, attributes: TextAttributes, foregroundKey: String?,
                              backgroundKey: String?, area: Rect) {
        for offset in 0..<width {
            let cx = x + offset
            clearWideNeighbour(x: cx, y: y, area: area)
            // Field by field, without copying the old cell (its strings would be retained and released).
            let index = y * self.width + cx
            let bg = background.map { $0.composited(over: cells[index].background) } ?? cells[index].background
            cells[index].character = offset == 0 ? character : ""
            cells[index].foreground = foreground.composited(over: bg)
            cells[index].background = bg
            cells[index].attributes = attributes
            cells[index].foregroundKey = foregroundKey
            if background != nil { cells[index].backgroundKey = backgroundKey }
        }
    }

    /// Before a cell is overwritten, a wide grapheme it belongs to loses its other half (as a space).
    private mutating func clearWideNeighbour(x: Int, y: Int, area: Rect) {
        let index = y * width + x
        if cells[index].character.isEmpty {
            if x > 0 { cells[index - 1].character = " " }
        } else if x + 1 < width, cells[index + 1].character.isEmpty, DisplayWidth.of(cells[index].character) == 2 {
            cells[index + 1].character = " "
        }
    }

    /// The characters of row `y`, continuations skipped.
    public func text(ofRow y: Int) -> String {
        var line = ""
        for x in 0..<width where !self[x, y].isContinuation { line += self[x, y].character }
        return line
    }

    /// All rows as text, trailing spaces kept, joined by newlines.
    public var text: String { (0..<height).map(text(ofRow:)).joined(separator: "\n") }
}
