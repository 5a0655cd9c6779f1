import SkinKit

/// A count badge (a tab or app icon badge): the number in a filled pill, or nothing at zero.
open class Badge: View {
    public var count: Int

    public init(count: Int) {
        self.count = count
        super.init()
        width = .fit
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .color(.tintColor, "error"), .text(.textColor, "badge.text", on: .tintColor), .font(.font, "button"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    /// What the pill shows: the count, or `99+`.
    var text: String { count > 99 ? "99+" : "\(count)" }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        count > 0 ? Size(width: min(text.count + 2, maxWidth), height: 1) : Size(width: 0, height: 1)
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard count > 0 else { return }
        let pill = color(.tintColor, in: context)
        fill(Rect(x: frame.x, y: frame.y, width: min(frame.width, text.count + 2), height: 1), with: pill, in: &canvas, clip: clip)
        drawText(
            text, x: frame.x + 1, y: frame.y, color: color(.textColor, in: context), font: font(.font, in: context).value,
            in: &canvas, clip: clip)
    }
}
