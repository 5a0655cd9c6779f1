import SkinKit

/// A container with a rounded border and a title in its top edge; its subviews stack inside.
open class Card: StackView {
    public var title: String

    public init(title: String, spacing: Int = 0, _ views: [View] = []) {
        self.title = title
        super.init(axis: .vertical, spacing: spacing, padding: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2), views)
    }

    private static let table = View.declarations.adding([
        .color(.backgroundColor, "surface"), .color(.borderColor, "border"), .text(.titleColor, "secondaryText", on: .backgroundColor),
        .font(.titleFont, "title", type: .bold),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        let border = color(.borderColor, in: context)
        for (y, left, right) in [(frame.y, "╭", "╮"), (frame.maxY - 1, "╰", "╯")] {
            drawText(left, x: frame.x, y: y, color: border, in: &canvas, clip: clip)
            drawRun(of: "─", count: frame.width - 2, x: frame.x + 1, y: y, color: border, in: &canvas, clip: clip)
            drawText(right, x: frame.maxX - 1, y: y, color: border, in: &canvas, clip: clip)
        }
        for y in (frame.y + 1)..<(frame.maxY - 1) {
            drawText("│", x: frame.x, y: y, color: border, in: &canvas, clip: clip)
            drawText("│", x: frame.maxX - 1, y: y, color: border, in: &canvas, clip: clip)
        }
        drawText(
            " " + truncated(title, to: max(0, frame.width - 6)) + " ", x: frame.x + 2, y: frame.y,
            color: color(.titleColor, in: context), font: font(.titleFont, in: context).value, in: &canvas, clip: clip)
    }
}
