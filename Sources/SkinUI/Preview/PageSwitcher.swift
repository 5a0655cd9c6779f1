import SkinKit

/// The tab bar as the previewer's page switcher: one item per page, the current one selected.
/// It takes keyboard focus like a control; Enter or Space on it shows the next page. Styled as a
/// `TabBar` (appearance rules and the skin's Style for `TabBar` apply).
public final class PageSwitcher: TabBar {
    public override class var typeName: String { TabBar.typeName }

    public override var isFocusable: Bool { true }

    public override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        super.draw(in: &canvas, clip: clip, context: context)
        guard isFocused else { return }
        let marker = color(.selectedColor, in: context)
        drawText("▸", x: frame.x, y: frame.y, color: marker, extra: [.bold], in: &canvas, clip: clip)
        drawText("◂", x: frame.maxX - 1, y: frame.y, color: marker, extra: [.bold], in: &canvas, clip: clip)
    }
}
