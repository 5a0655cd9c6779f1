import SkinKit

/// A search bar (UISearchBar): a magnifier, an editable text field and a Cancel button. The field
/// is a real `TextField` subview, so focus and typing work as on any field.
open class SearchBar: View {
    public let field: TextField
    public var cancelTitle: String

    public init(placeholder: String, cancelTitle: String = "Cancel") {
        field = TextField(placeholder: placeholder)
        self.cancelTitle = cancelTitle
        super.init()
        height = .fixed(1)
        addSubview(field)
    }

    private static let table = View.declarations.adding([
        .part(.tintColor, "secondaryText"), .text(.titleColor, "accent"), .font(.font, "body"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    /// The Cancel button's width with its leading gap, or 0 when the bar is too narrow for it.
    private var cancelWidth: Int { frame.width >= 20 ? DisplayWidth.of(cancelTitle) + 1 : 0 }

    open override func layoutSubviews() {
        field.frame = Rect(x: frame.x + 2, y: frame.y, width: max(0, frame.width - 2 - cancelWidth), height: 1)
        field.layoutSubviews()
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        drawText("⌕", x: frame.x, y: frame.y, color: color(.tintColor, in: context), extra: [.bold], in: &canvas, clip: clip)
        if cancelWidth > 0 {
            drawText(
                cancelTitle, x: frame.maxX - cancelWidth + 1, y: frame.y, color: color(.titleColor, in: context),
                font: font(.font, in: context).value, in: &canvas, clip: clip)
        }
    }
}
