import SkinKit

/// A grid of cells that views render into; the one thing screenshots and the terminal both show.
///
/// Cells are stored compactly (`CompactCell`: plain data, skin keys and long graphemes as ids into
/// tables the canvas owns); the subscripts read and write them as `Cell` values with Strings.
/// Hot paths (fills, text, the terminal backend's frame diff) work on the compact cells directly.
public struct Canvas: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// The cells row by row, as stored.
    public private(set) var compactCells: [CompactCell]
    /// The skin keys the cells' key ids refer to.
    public private(set) var keys = InternedStrings()
    /// Graphemes longer than `CellGrapheme.inlineCapacity` bytes, by the id their cells hold.
    public private(set) var longGraphemes = InternedStrings()
    /// The skin's terminal palette (ANSI 0–15) that 16- and 8-color outputs reduce colors to;
    /// nil for xterm's. Set by `PreviewSession.render` from `Skin.palette`.
    public var palette: [RGBColor]?

    public init(width: Int, height: Int, fill: Cell = Cell()) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.compactCells = []
        let filler = compact(fill)
        compactCells = Array(repeating: filler, count: self.width * self.height)
    }

    public var size: Size { Size(width: width, height: height) }
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cell(compactCells[y * width + x]) }
        set {
            let stored = compact(newValue)
            compactCells[y * width + x] = stored
        }
    }

    /// Sets the colors of cell `index` (row by row), keeping its character, attributes and skin
    /// keys: for whole-canvas color passes, without building a `Cell` per cell.
    public mutating func setColors(at index: Int, foreground: RGBColor, background: RGBColor) {
        compactCells[index].foreground = foreground
        compactCells[index].background = background
    }

    /// Sets the colors and attributes of cell `index` (row-major), keeping its grapheme and keys.
    public mutating func setLook(at index: Int, foreground: RGBColor, background: RGBColor, attributes: TextAttributes) {
        setColors(at: index, foreground: foreground, background: background)
        compactCells[index].attributes = attributes
    }

    /// The text of a stored grapheme ("" for a continuation).
    public func character(of grapheme: CellGrapheme) -> String {
        grapheme.inlineText ?? longGraphemes.string(for: UInt32(truncatingIfNeeded: grapheme.longID)) ?? " "
    }

    /// True when cell `index` here and in `other` (a canvas of the same size) look the same:
    /// character, colors, attributes; the skin keys are not compared.
    public func looksSame(at index: Int, as other: Canvas) -> Bool {
        let a = compactCells[index]
        let b = other.compactCells[index]
        return a.looksSame(as: b) ?? (character(of: a.grapheme) == other.character(of: b.grapheme))
    }

    /// The `Cell` a compact cell stands for.
    private func cell(_ stored: CompactCell) -> Cell {
        Cell(
            character: character(of: stored.grapheme), foreground: stored.foreground, background: stored.background,
            attributes: stored.attributes, foregroundKey: keys.string(for: stored.foregroundKeyID),
            backgroundKey: keys.string(for: stored.backgroundKeyID))
    }

    /// `cell` as stored here, its keys and a long grapheme added to the tables.
    private mutating func compact(_ cell: Cell) -> CompactCell {
        CompactCell(
            grapheme: grapheme(cell.character, isWide: !cell.isContinuation && DisplayWidth.of(cell.character) == 2),
            foreground: cell.foreground, background: cell.background, attributes: cell.attributes,
            foregroundKeyID: keys.id(for: cell.foregroundKey), backgroundKeyID: keys.id(for: cell.backgroundKey))
    }

    /// `text` as a stored grapheme: inline when short, else through the table of long graphemes.
    private mutating func grapheme(_ text: String, isWide: Bool) -> CellGrapheme {
        if let inline = CellGrapheme(inline: text, isWide: isWide) { return inline }
        return CellGrapheme(longID: Int(longGraphemes.id(for: text)), isWide: isWide)
    }

    /// Equal when of the same size and palette and every cell shows the same with the same skin
    /// keys, whatever order the two canvases' tables list them in.
    public static func == (a: Canvas, b: Canvas) -> Bool {
        guard a.width == b.width, a.height == b.height, a.palette == b.palette else { return false }
        // Usually both tables list the same keys in the same order: then equal ids are equal keys.
        let sameKeyIDs = a.keys.strings == b.keys.strings
        for index in a.compactCells.indices {
            guard a.looksSame(at: index, as: b) else { return false }
            let x = a.compactCells[index]
            let y = b.compactCells[index]
            if sameKeyIDs {
                if x.foregroundKeyID != y.foregroundKeyID || x.backgroundKeyID != y.backgroundKeyID { return false }
            } else if a.keys.string(for: x.foregroundKeyID) != b.keys.string(for: y.foregroundKeyID)
                || a.keys.string(for: x.backgroundKeyID) != b.keys.string(for: y.backgroundKeyID)
            {
                return false
            }
        }
        return true
    }

    /// Hashes what `==` compares, except the skin keys (equal canvases still hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(palette)
        for stored in compactCells {
            if stored.grapheme.isLong { hasher.combine(character(of: stored.grapheme)) } else { hasher.combine(stored.grapheme) }
            hasher.combine(stored.foreground)
            hasher.combine(stored.background)
            hasher.combine(stored.attributes)
        }
    }

    /// Fills `rect` (clipped to `clip` and the canvas) with a background color, clearing text.
    public mutating func fill(_ rect: Rect, background: RGBColor, key: String?, clip: Rect? = nil) {
        let area = rect.intersection(clip ?? bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        let keyID = keys.id(for: key)
        let opaque = background.isOpaque
        // A blank cell's foreground is its background, so it never depends on earlier text.
        let blank = CompactCell(
            grapheme: .space, foreground: background, background: background, attributes: [],
            foregroundKeyID: 0, backgroundKeyID: keyID)
        for y in area.y..<area.maxY {
            // Only a wide character crossing the area's edges loses its other half; inside, both
            // halves are overwritten anyway.
            clearWideNeighbour(x: area.x, y: y)
            if area.maxX - 1 > area.x { clearWideNeighbour(x: area.maxX - 1, y: y) }
            let rowStart = y * width
            if opaque {
                for index in (rowStart + area.x)..<(rowStart + area.maxX) { compactCells[index] = blank }
            } else {
                for index in (rowStart + area.x)..<(rowStart + area.maxX) {
                    let composited = background.composited(over: compactCells[index].background)
                    compactCells[index] = CompactCell(
                        grapheme: .space, foreground: composited, background: composited,
                        attributes: [], foregroundKeyID: 0, backgroundKeyID: keyID)
                }
            }
        }
    }

    /// Writes `text` from (x, y) on one line, clipped to `clip`; returns the cells used.
    /// Colors with alpha are composited over what is beneath; a nil background keeps the existing one.
    @discardableResult
    public mutating func draw(
        _ text: String, x: Int, y: Int, foreground: RGBColor, background: RGBColor? = nil,
        attributes: TextAttributes = [], foregroundKey: String? = nil,
        backgroundKey: String? = nil, clip: Rect? = nil
    ) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard y >= area.y, y < area.maxY else { return DisplayWidth.of(text) }
        var style = TextStyle(
            foreground: foreground, background: background, attributes: attributes,
            foregroundKeyID: keys.id(for: foregroundKey),
            backgroundKeyID: background == nil ? nil : keys.id(for: backgroundKey))
        var column = x
        // Fastest path, printable ASCII: one cell per UTF-8 byte, read without decoding scalars.
        if Self.isPrintableASCII(text) {
            for byte in text.utf8 {
                if column >= area.maxX { break }
                if column >= area.x {
                    put(CellGrapheme(scalar: Unicode.Scalar(byte), isWide: false), width: 1, x: column, y: y, style: &style)
                }
                column += 1
            }
            return column - x
        }
        // Fast path for what widgets draw most (ASCII, Latin, punctuation, arrows, box drawing,
        // braille, symbols, CJK): each scalar there is a grapheme of its own, so no grapheme breaking.
        if text.unicodeScalars.allSatisfy({ Self.standaloneWidth($0) != nil }) {
            for scalar in text.unicodeScalars {
                let w = Self.standaloneWidth(scalar) ?? 1
                if column >= area.maxX { break }
                if column >= area.x && column + w <= area.maxX {
                    put(CellGrapheme(scalar: scalar, isWide: w == 2), width: w, x: column, y: y, style: &style)
                } else if column >= area.x {
                    put(.space, width: 1, x: column, y: y, style: &style)
                }
                column += w
            }
            return column - x
        }
        for character in text {
            let w = DisplayWidth.of(character)
            if w == 0 { continue }
            if column >= area.maxX { break }
            if column >= area.x && column + w <= area.maxX {
                put(grapheme(String(character), isWide: w == 2), width: w, x: column, y: y, style: &style)
            } else if column >= area.x {
                // A wide grapheme that would cross the clip edge is replaced by a space, never split.
                put(.space, width: 1, x: column, y: y, style: &style)
            }
            column += w
        }
        return column - x
    }

    /// Writes `scalar` `count` times from (x, y), exactly as `draw` writes a String of it, without
    /// building the String (rules and borders: a row of `─`).
    @discardableResult
    public mutating func drawRun(
        of scalar: Unicode.Scalar, count: Int, x: Int, y: Int, foreground: RGBColor,
        background: RGBColor? = nil, attributes: TextAttributes = [], foregroundKey: String? = nil,
        backgroundKey: String? = nil, clip: Rect? = nil
    ) -> Int {
        guard count > 0 else { return 0 }
        guard Self.isOneCellGrapheme(scalar) else {
            return draw(
                String(repeating: String(Character(scalar)), count: count), x: x, y: y, foreground: foreground,
                background: background, attributes: attributes, foregroundKey: foregroundKey,
                backgroundKey: backgroundKey, clip: clip)
        }
        let area = (clip ?? bounds).intersection(bounds)
        guard y >= area.y, y < area.maxY else { return count }
        var style = TextStyle(
            foreground: foreground, background: background, attributes: attributes,
            foregroundKeyID: keys.id(for: foregroundKey),
            backgroundKeyID: background == nil ? nil : keys.id(for: backgroundKey))
        let grapheme = CellGrapheme(scalar: scalar, isWide: false)
        for column in max(x, area.x)..<max(max(x, area.x), min(x + count, area.maxX)) {
            put(grapheme, width: 1, x: column, y: y, style: &style)
        }
        // As `draw` counts: the cells up to the clip's right edge.
        return max(0, min(count, area.maxX - x))
    }

    /// Whether every byte of `text` is printable ASCII (one cell each): read in place from its
    /// UTF-8 storage (a native String's, small ones included), a byte at a time otherwise.
    static func isPrintableASCII(_ text: String) -> Bool {
        let inPlace = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where !PrintableASCII.contains(byte) { return false }
            return true
        }
        return inPlace ?? text.utf8.allSatisfy(PrintableASCII.contains)
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

    /// The cells `scalar` takes when it is a whole grapheme wherever it stands (the one-cell ones,
    /// symbols, CJK and Hangul syllables: none joins or extends a neighbour), else nil: text made of
    /// such scalars is measured and drawn scalar by scalar, without grapheme breaking (checked
    /// against `TextWidth` and grapheme breaking by a test).
    static func standaloneWidth(_ scalar: Unicode.Scalar) -> Int? {
        if isOneCellGrapheme(scalar) { return 1 }
        switch scalar.value {
        case 0x231A...0x24FF, 0x25A0...0x2BFF:
            return scalar.properties.isEmojiPresentation ? 2 : 1
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
            return 2
        default:
            return nil
        }
    }

    /// What one `draw` call writes into each cell; a nil background key id keeps the cells' own.
    private struct TextStyle {
        let foreground: RGBColor
        let background: RGBColor?
        let attributes: TextAttributes
        let foregroundKeyID: UInt32
        let backgroundKeyID: UInt32?
        /// The last background a translucent foreground was composited over, and the result: a
        /// run of text mostly lies on one background, and compositing rounds three channels.
        var lastBackground: RGBColor? = nil
        var lastComposited = RGBColor.black

        /// `foreground` composited over `background` (the same as `composited(over:)`).
        mutating func foreground(over background: RGBColor) -> RGBColor {
            guard !foreground.isOpaque else { return foreground }
            if lastBackground != background {
                lastComposited = foreground.composited(over: background)
                lastBackground = background
            }
            return lastComposited
        }
    }

    private mutating func put(_ grapheme: CellGrapheme, width: Int, x: Int, y: Int, style: inout TextStyle) {
        for offset in 0..<width {
            let cx = x + offset
            clearWideNeighbour(x: cx, y: y)
            let index = y * self.width + cx
            let beneath = compactCells[index]
            let bg = style.background.map { $0.composited(over: beneath.background) } ?? beneath.background
            compactCells[index] = CompactCell(
                grapheme: offset == 0 ? grapheme : .continuation,
                foreground: style.foreground(over: bg), background: bg,
                attributes: style.attributes, foregroundKeyID: style.foregroundKeyID,
                backgroundKeyID: style.backgroundKeyID ?? beneath.backgroundKeyID)
        }
    }

    /// Before a cell is overwritten, a wide grapheme it belongs to loses its other half (as a space).
    private mutating func clearWideNeighbour(x: Int, y: Int) {
        let index = y * width + x
        let grapheme = compactCells[index].grapheme
        if grapheme.isContinuation {
            if x > 0 { compactCells[index - 1].grapheme = .space }
        } else if grapheme.isWide, x + 1 < width, compactCells[index + 1].grapheme.isContinuation {
            compactCells[index + 1].grapheme = .space
        }
    }

    /// The characters of row `y`, continuations skipped.
    public func text(ofRow y: Int) -> String {
        var line = ""
        for stored in compactCells[(y * width)..<((y + 1) * width)] where !stored.grapheme.isContinuation {
            line += character(of: stored.grapheme)
        }
        return line
    }

    /// All rows as text, trailing spaces kept, joined by newlines.
    public var text: String { (0..<height).map(text(ofRow:)).joined(separator: "\n") }
}
