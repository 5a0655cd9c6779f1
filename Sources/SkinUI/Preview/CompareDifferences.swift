import SkinKit

/// The cells of the Compare page whose displayed colors differ between the left and the right panel
/// at the same position, and how "show differences" marks them.
///
/// A cell displays its background, and its foreground only where it draws ink: a glyph, or an
/// underline or strikethrough (a plain space shows no foreground); reverse swaps the two. Colors
/// are compared as the previewed depth shows them (as `termskin shot` and the terminal reduce
/// them), so at 16 colors or in mono two shades that land on the same color do not differ.
public struct CompareDifferences: Sendable, Equatable {
    /// Positions relative to each panel's top left corner, row by row.
    public let offsets: [Point]

    public var count: Int { offsets.count }

    /// Compares the cells of `left` and `right` (same size; a larger one is compared only where both
    /// have cells) in `canvas`, as the output of `profile` shows them with the terminal `palette`
    /// (nil: xterm's) — the rule of `OutputReducer`, which the terminal and the screenshots follow.
    public init(in canvas: Canvas, left: Rect, right: Rect, profile: OutputProfile = OutputProfile(), palette: [RGBColor]? = nil) {
        var reducer = profile.reducer(palette: palette, canvas: canvas)
        let width = min(left.width, right.width, canvas.width - left.x, canvas.width - right.x)
        let height = min(left.height, right.height, canvas.height - left.y, canvas.height - right.y)
        var offsets: [Point] = []
        if width > 0, height > 0, left.x >= 0, left.y >= 0, right.x >= 0, right.y >= 0 {
            let cells = canvas.compactCells
            func shown(_ x: Int, _ y: Int) -> ShownColors {
                let cell = cells[y * canvas.width + x]
                let look = reducer.look(of: cell)
                var shown = canvas[x, y]
                shown.foreground = look.shownForeground
                shown.background = look.shownBackground
                shown.attributes = look.attributes
                return Self.shownColors(shown)
            }
            for dy in 0..<height {
                for dx in 0..<width where shown(left.x + dx, left.y + dy) != shown(right.x + dx, right.y + dy) {
                    offsets.append(Point(x: dx, y: dy))
                }
            }
        }
        self.offsets = offsets
    }

    /// Compares as an output of `depth` with normal vision shows the cells.
    public init(in canvas: Canvas, left: Rect, right: Rect, depth: ColorDepth, palette: [RGBColor]? = nil) {
        self.init(in: canvas, left: left, right: right, profile: OutputProfile(depth: depth), palette: palette)
    }

    /// The colors a cell displays: its ink (nil for a blank cell) and its background.
    public struct ShownColors: Hashable, Sendable {
        public var ink: RGBColor?
        public var background: RGBColor
    }

    public static func shownColors(_ cell: Cell) -> ShownColors {
        let reversed = cell.attributes.contains(.reverse)
        let foreground = reversed ? cell.background : cell.foreground
        let background = reversed ? cell.foreground : cell.background
        let blank = cell.character == " " && cell.attributes.isDisjoint(with: [.underline, .strikethrough])
        return ShownColors(ink: blank ? nil : foreground, background: background)
    }

    /// The two marker colors; each marked cell takes the one that stands out more from its background.
    public static let markerColors = [RGBColor(hex: 0xE4007C), RGBColor(hex: 0x00E0FF)]
    /// What a marked blank cell shows (a marked glyph keeps its character, underlined).
    public static let blankMarker = "·"

    /// Marks every differing cell in both panels: a glyph is drawn underlined in a marker color, a
    /// blank cell shows `blankMarker` in it. Backgrounds are kept, so both looks stay visible.
    public func mark(in canvas: inout Canvas, left: Rect, right: Rect) {
        for offset in offsets {
            for origin in [left, right] {
                let x = origin.x + offset.x
                let y = origin.y + offset.y
                var cell = canvas[x, y]
                let background = Self.shownColors(cell).background
                cell.attributes.remove(.reverse)
                cell.background = background
                cell.foreground = Self.marker(on: background)
                cell.foregroundKey = nil
                if cell.character == " " {
                    cell.character = Self.blankMarker
                } else {
                    cell.attributes.insert(.underline)
                }
                canvas[x, y] = cell
            }
        }
    }

    static func marker(on background: RGBColor) -> RGBColor {
        markerColors.max { $0.contrastRatio(with: background) < $1.contrastRatio(with: background) } ?? background
    }
}
