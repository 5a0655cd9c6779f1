import SkinKit
import SkinUI

/// One screen of `termskin review`: a title row, the golden (old) and the pending shot (new) side
/// by side — or one of them, when the screen is narrower than both — with every differing cell
/// marked (reversed), and the keys on the last row.
public struct ReviewPage: Sendable {
    /// The pending shot shown.
    public var shot: PendingShot
    /// The golden's cells; nil when there is no golden yet.
    public var old: Canvas?
    /// The pending file's cells.
    public var new: Canvas
    /// 1-based place in the queue, and the queue's length.
    public var position: Int
    /// How many shots the review holds.
    public var count: Int
    /// At narrow sizes: whether the new shot is shown (else the old).
    public var showsNew = true

    /// A page for shot `position` of `count`.
    public init(shot: PendingShot, old: Canvas?, new: Canvas, position: Int, count: Int) {
        self.shot = shot
        self.old = old
        self.new = new
        self.position = position
        self.count = count
    }

    static let text = RGBColor(red: 0xE0, green: 0xE0, blue: 0xE0)
    static let paper = RGBColor(red: 0x10, green: 0x10, blue: 0x10)

    /// The cells that differ (all of the new shot's when there is no golden).
    public var diff: CanvasDiff? { old.map { CanvasDiff(expected: $0, actual: new, comparesColors: shot.format.showsColor) } }

    /// The page at `size`.
    public func render(size: Size) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height, fill: Cell(character: " ", foreground: Self.text, background: Self.paper))
        let diff = self.diff
        let changed = diff.map { "\($0.differences.count) cell(s) differ" + ($0.sizesMatch ? "" : ", size differs") } ?? "no golden yet"
        let name = PathName.lastComponent(shot.golden)
        canvas.draw(ControlCharacters.escaped("review \(position)/\(count): \(name) — \(changed)"), x: 0, y: 0, foreground: Self.text, background: Self.paper)
        canvas.draw(ReviewKey.hint, x: 0, y: size.height - 1, foreground: Self.text, background: Self.paper)
        let body = Rect(x: 0, y: 2, width: size.width, height: max(0, size.height - 4))
        let panelWidth = max(old?.width ?? 0, new.width)
        if size.width >= panelWidth * 2 + 1 {
            panel("old (golden)", old, at: body.x, in: &canvas, body: body, diff: diff)
            panel("new", new, at: body.x + panelWidth + 1, in: &canvas, body: body, diff: diff)
        } else if showsNew {
            panel("new (t: old)", new, at: body.x, in: &canvas, body: body, diff: diff)
        } else {
            panel("old (golden) (t: new)", old, at: body.x, in: &canvas, body: body, diff: diff)
        }
        return canvas
    }

    private func panel(_ title: String, _ source: Canvas?, at left: Int, in canvas: inout Canvas, body: Rect, diff: CanvasDiff?) {
        canvas.draw(title, x: left, y: body.y - 1, foreground: Self.text, background: Self.paper)
        guard let source else { return }
        for y in 0..<min(source.height, body.height) {
            for x in 0..<source.width where left + x < canvas.width {
                var cell = source[x, y]
                if diff.map({ $0.differs(x: x, y: y) }) ?? true { cell.attributes.insert(.reverse) }
                canvas[left + x, body.y + y] = cell
            }
        }
    }
}
