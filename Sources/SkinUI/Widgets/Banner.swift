import SkinKit

/// A banner or toast: a warning icon and a message on the error color, so it reads as an
/// error in any colors (the icon and bold text stay when colors collapse).
open class Banner: View {
    public var icon: String
    public var message: String

    public init(icon: String = "⚠", message: String) {
        self.icon = icon
        self.message = message
        super.init()
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .color(.backgroundColor, "error"), .text(.textColor, "badge.text", on: .backgroundColor), .font(.font, "body"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override func intrinsicSize(maxWidth: Int) -> Size { Size(width: min(DisplayWidth.of(message) + 4, maxWidth), height: 1) }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let text = color(.textColor, in: context)
        drawText(icon, x: frame.x + 1, y: frame.y, color: text, extra: [.bold], in: &canvas, clip: clip)
        drawText(
            truncated(message, to: max(0, frame.width - 4)), x: frame.x + 3, y: frame.y, color: text,
            font: font(.font, in: context).value, extra: [.bold], in: &canvas, clip: clip)
    }
}
