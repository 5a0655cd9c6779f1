import SkinKit

/// A toolbar (UIToolbar): bar items spread across a bar; a disabled item is dimmed.
open class Toolbar: View {
    /// One bar item: its title and whether it can be used.
    public struct Item: Sendable, Equatable {
        public var title: String
        public var isEnabled: Bool
        public init(_ title: String, isEnabled: Bool = true) {
            self.title = title
            self.isEnabled = isEnabled
        }
    }

    public var items: [Item]

    public init(items: [Item]) {
        self.items = items
        super.init()
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .color(.backgroundColor, "tabBar.background"), .text(.tintColor, "tabBar.selected", on: .backgroundColor),
        .color(.trackColor, "tabBar.item"), .font(.font, "body"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        Size(width: min(items.reduce(0) { $0 + DisplayWidth.of($1.title) + 2 }, maxWidth), height: 1)
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard !items.isEmpty else { return }
        let font = font(.font, in: context).value
        let slot = frame.width / items.count
        for (index, item) in items.enumerated() {
            let shown = truncated(item.title, to: max(0, slot - 1))
            let x = frame.x + index * slot + (slot - DisplayWidth.of(shown)) / 2
            drawText(
                shown, x: x, y: frame.y, color: color(item.isEnabled ? .tintColor : .trackColor, in: context), font: font,
                extra: item.isEnabled ? [] : [.dim], in: &canvas, clip: clip)
        }
    }
}
