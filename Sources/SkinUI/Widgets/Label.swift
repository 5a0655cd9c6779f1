import SkinKit

/// One line of text in a color and font (UILabel).
open class Label: View {
    public var text: String
    public var alignment: TextAlignment

    public init(_ text: String, alignment: TextAlignment = .leading) {
        self.text = text
        self.alignment = alignment
        super.init()
    }

    public var textColor: ThemedColor? {
        get { explicitColors[.textColor] }
        set { explicitColors[.textColor] = newValue }
    }

    public var font: ThemedFont? {
        get { explicitFonts[.font] }
        set { explicitFonts[.font] = newValue }
    }

    open override var fontProperties: [(ThemeProperty, ThemedFont)] { [(.font, .skin("body"))] }

    open override var colorProperties: [(ThemeProperty, ThemedColor?)] { [(.textColor, .skin("text")), (.backgroundColor, nil)] }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        Size(width: min(DisplayWidth.of(text), maxWidth), height: 1)
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let color = resolveColor(.textColor, default: .skin("text"), in: context)
        let font = resolveFont(.font, default: .skin("body"), in: context).value
        let shown = truncated(text, to: frame.width)
        let width = DisplayWidth.of(shown)
        let x: Int
        switch alignment {
        case .leading: x = frame.x
        case .center: x = frame.x + (frame.width - width) / 2
        case .trailing: x = frame.maxX - width
        }
        drawText(shown, x: x, y: frame.y, color: color, font: font, in: &canvas, clip: clip)
    }
}
