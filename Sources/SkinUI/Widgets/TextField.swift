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

    open override var isFocusable: Bool { true }

    open override var colorProperties: [(ThemeProperty, ThemedColor?)] {
        [(.backgroundColor, .skin("field.background")), (.textColor, .skin("field.text")),
         (.placeholderColor, .skin("field.placeholder")), (.borderColor, .skin("border"))]
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        fill(frame, with: resolveColor(.backgroundColor, default: .skin("field.background"), in: context), in: &canvas, clip: clip)
        let border = resolveColor(.borderColor, default: .skin("border"), in: context)
        drawText("▏", x: frame.x, y: frame.y, color: border, in: &canvas, clip: clip)
        drawText("▕", x: frame.maxX - 1, y: frame.y, color: border, in: &canvas, clip: clip)
        let inner = max(0, frame.width - 3)
        if text.isEmpty {
            let color = resolveColor(.placeholderColor, default: .skin("field.placeholder"), in: context)
            let font = resolveFont(.font, default: .skin("placeholder"), in: context).value
            drawText(truncated(placeholder, to: inner), x: frame.x + 1, y: frame.y, color: color, font: font, in: &canvas, clip: clip)
        } else {
            let color = resolveColor(.textColor, default: .skin("field.text"), in: context)
            let font = resolveFont(.font, default: .skin("body"), in: context).value
            let shown = truncated(text, to: inner)
            drawText(shown, x: frame.x + 1, y: frame.y, color: color, font: font, in: &canvas, clip: clip)
            if isFocused {
                drawText("▌", x: frame.x + 1 + DisplayWidth.of(shown), y: frame.y, color: color, in: &canvas, clip: clip)
            }
        }
    }
}
