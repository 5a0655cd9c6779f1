import SkinKit

/// A one-line text field (UITextField) showing its text, or its placeholder when empty.
open class TextField: View {
    public var text: String
    public var placeholder: String

    public init(text: String = "", placeholder: String) {
        self.text = text
        self.placeholder = placeholder
        super.init()
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .color(.backgroundColor, "field.background"), .text(.textColor, "field.text", on: .backgroundColor),
        .part(.placeholderColor, "field.placeholder", on: .backgroundColor), .color(.borderColor, "border"),
        .font(.font, "body"), .font(.placeholderFont, "placeholder"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override var isFocusable: Bool { true }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let border = color(.borderColor, in: context)
        drawText("▏", x: frame.x, y: frame.y, color: border, in: &canvas, clip: clip)
        drawText("▕", x: frame.maxX - 1, y: frame.y, color: border, in: &canvas, clip: clip)
        let inner = max(0, frame.width - 3)
        if text.isEmpty {
            drawText(
                truncated(placeholder, to: inner), x: frame.x + 1, y: frame.y, color: color(.placeholderColor, in: context),
                font: font(.placeholderFont, in: context).value, in: &canvas, clip: clip)
        } else {
            let textColor = color(.textColor, in: context)
            let shown = truncated(text, to: inner)
            drawText(shown, x: frame.x + 1, y: frame.y, color: textColor, font: font(.font, in: context).value, in: &canvas, clip: clip)
            if isFocused {
                drawText("▌", x: frame.x + 1 + DisplayWidth.of(shown), y: frame.y, color: textColor, in: &canvas, clip: clip)
            }
        }
    }
}
