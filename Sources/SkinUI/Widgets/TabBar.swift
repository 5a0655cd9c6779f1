import SkinKit

/// A tab bar: items with a skin image and a title, one selected.
open class TabBar: View {
    public struct Item: Sendable {
        public var title: String
        public var image: ThemedImage
        public init(title: String, image: ThemedImage) { self.title = title; self.image = image }
    }

    public var items: [Item]
    public var selectedIndex: Int

    public init(items: [Item], selectedIndex: Int = 0) {
        self.items = items
        self.selectedIndex = selectedIndex
        super.init()
        height = .fixed(1)
    }

    open override var fontProperties: [(ThemeProperty, ThemedFont)] { [(.font, .skin("tab"))] }

    open override var colorProperties: [(ThemeProperty, ThemedColor?)] {
        [(.backgroundColor, .skin("tabBar.background")), (.tintColor, .skin("tabBar.item")), (.selectedColor, .skin("tabBar.selected"))]
    }

    open override func intrinsicSize(maxWidth: Int) -> Size { Size(width: maxWidth, height: 1) }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        fill(frame, with: resolveColor(.backgroundColor, default: .skin("tabBar.background"), in: context), in: &canvas, clip: clip)
        guard !items.isEmpty else { return }
        let normal = resolveColor(.tintColor, default: .skin("tabBar.item"), in: context)
        let selected = resolveColor(.selectedColor, default: .skin("tabBar.selected"), in: context)
        let font = resolveFont(.font, default: .skin("tab"), in: context).value
        let slot = frame.width / items.count
        for (index, item) in items.enumerated() {
            let image = item.image.resolve(traits: traitCollection, store: context.store).value
            // A pixel icon keeps its cells blank in the label and is drawn over them.
            let glyph = image.isBitmap ? String(repeating: " ", count: HalfBlockRenderer.barIconWidth(image)) : image.lines.first ?? ""
            let label = truncated("\(glyph) \(item.title)", to: max(0, slot - 1))
            let x = frame.x + index * slot + (slot - DisplayWidth.of(label)) / 2
            let isSelected = index == selectedIndex
            drawText(label, x: x, y: frame.y, color: isSelected ? selected : normal, font: font,
                     extra: isSelected ? [.bold] : [], in: &canvas, clip: clip)
            if image.isBitmap {
                HalfBlockRenderer.drawBarIcon(image, x: x, y: frame.y, tint: (isSelected ? selected : normal)?.value ?? SkinStore.missingColor,
                                              key: item.image.key, canvas: &canvas, clip: Rect(x: x, y: frame.y, width: max(0, slot - 1), height: 1).intersection(clip))
            }
        }
    }
}
