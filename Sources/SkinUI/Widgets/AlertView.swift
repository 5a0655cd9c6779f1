import SkinKit

/// An alert (UIAlertController's alert style): a titled box with a message and two actions, the
/// second destructive, as it shows in the middle of an app's screen.
open class AlertView: View {
    public var title: String
    public var message: String
    public var cancelTitle: String
    public var destructiveTitle: String

    public init(title: String, message: String, cancelTitle: String = "Cancel", destructiveTitle: String) {
        self.title = title
        self.message = message
        self.cancelTitle = cancelTitle
        self.destructiveTitle = destructiveTitle
        super.init()
        height = .fixed(Self.rowCount)
    }

    /// Border, title, message, divider, actions, border.
    public static let rowCount = 6

    private static let table = View.declarations.adding([
        .color(.backgroundColor, "surface"), .color(.borderColor, "border"), .color(.separatorColor, "separator"),
        .text(.titleColor, "text", on: .backgroundColor), .text(.textColor, "secondaryText", on: .backgroundColor),
        .text(.tintColor, "accent", on: .backgroundColor), .text(.destructiveColor, "error", on: .backgroundColor),
        .font(.titleFont, "title", type: .bold), .font(.font, "caption"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard frame.width >= 8, frame.height >= Self.rowCount else { return }
        let border = color(.borderColor, in: context)
        let divider = color(.separatorColor, in: context)
        let inner = frame.width - 2
        let half = inner / 2
        drawText("╭" + String(repeating: "─", count: inner) + "╮", x: frame.x, y: frame.y, color: border, in: &canvas, clip: clip)
        for y in (frame.y + 1)..<(frame.y + 5) {
            drawText("│", x: frame.x, y: y, color: border, in: &canvas, clip: clip)
            drawText("│", x: frame.maxX - 1, y: y, color: border, in: &canvas, clip: clip)
        }
        drawText(
            "├" + String(repeating: "─", count: half) + "┬" + String(repeating: "─", count: inner - half - 1) + "┤",
            x: frame.x, y: frame.y + 3, color: divider, in: &canvas, clip: clip)
        drawText("│", x: frame.x + 1 + half, y: frame.y + 4, color: divider, in: &canvas, clip: clip)
        drawText("╰" + String(repeating: "─", count: inner) + "╯", x: frame.x, y: frame.y + 5, color: border, in: &canvas, clip: clip)
        centered(
            title, in: frame.x + 1, width: inner, y: frame.y + 1, color: color(.titleColor, in: context),
            font: font(.titleFont, in: context).value, extra: [.bold], canvas: &canvas, clip: clip)
        centered(
            message, in: frame.x + 1, width: inner, y: frame.y + 2, color: color(.textColor, in: context),
            font: font(.font, in: context).value, canvas: &canvas, clip: clip)
        centered(
            cancelTitle, in: frame.x + 1, width: half, y: frame.y + 4, color: color(.tintColor, in: context),
            canvas: &canvas, clip: clip)
        centered(
            destructiveTitle, in: frame.x + 2 + half, width: inner - half - 1, y: frame.y + 4,
            color: color(.destructiveColor, in: context), extra: [.bold], canvas: &canvas, clip: clip)
    }

    private func centered(
        _ text: String, in x: Int, width: Int, y: Int, color: Resolved<RGBColor>?, font: SkinFont? = nil,
        extra: TextAttributes = [], canvas: inout Canvas, clip: Rect
    ) {
        let shown = truncated(text, to: max(0, width - 2))
        drawText(shown, x: x + (width - DisplayWidth.of(shown)) / 2, y: y, color: color, font: font, extra: extra, in: &canvas, clip: clip)
    }
}
