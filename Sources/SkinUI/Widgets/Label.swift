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

    private static let table = View.declarations.adding([.text(.textColor, "text"), .font(.font, "body")])
    open override class var declarations: PropertyDeclarations { table }

    public var textColor: ThemedColor? {
        get { explicitColor(.textColor) }
        set { setColor(newValue, for: .textColor) }
    }

    public var font: ThemedFont? {
        get { explicitFont(.font) }
        set { setFont(newValue, for: .font) }
    }

    /// The text drawn at `width` columns; a subclass may derive it from the width.
    open func displayedText(width: Int) -> String { text }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        Size(width: min(DisplayWidth.of(text), maxWidth), height: 1)
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let shown = truncated(displayedText(width: frame.width), to: frame.width)
        let width = DisplayWidth.of(shown)
        let x: Int
        switch alignment {
        case .leading: x = frame.x
        case .center: x = frame.x + (frame.width - width) / 2
        case .trailing: x = frame.maxX - width
        }
        drawText(
            shown, x: x, y: frame.y, color: color(.textColor, in: context), font: font(.font, in: context).value,
            in: &canvas, clip: clip)
    }
}
