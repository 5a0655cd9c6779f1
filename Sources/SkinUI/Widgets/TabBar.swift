import SkinKit

/// A tab bar: items with a skin image and a title, one selected.
open class TabBar: View {
    public struct Item: Sendable {
        public var title: String
        public var image: ThemedImage
        public init(title: String, image: ThemedImage) {
            self.title = title
            self.image = image
        }
    }

    public var items: [Item]
    public var selectedIndex: Int

    public init(items: [Item], selectedIndex: Int = 0) {
        self.items = items
        self.selectedIndex = selectedIndex
        super.init()
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .color(.backgroundColor, "tabBar.background"), .part(.tintColor, "tabBar.item", on: .backgroundColor),
        .text(.selectedColor, "tabBar.selected", on: .backgroundColor), .font(.font, "tab"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override func intrinsicSize(maxWidth: Int) -> Size { Size(width: maxWidth, height: 1) }

    /// The item under column `x`, for clicks and the inspector.
    public func itemIndex(atColumn x: Int) -> Int? {
        guard !items.isEmpty, frame.width > 0, x >= frame.x, x < frame.maxX else { return nil }
        return min(items.count - 1, (x - frame.x) / max(1, frame.width / items.count))
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard !items.isEmpty else { return }
        let normal = color(.tintColor, in: context)
        let selected = color(.selectedColor, in: context)
        let font = font(.font, in: context).value
        let slot = frame.width / items.count
        for (index, item) in items.enumerated() {
            let image = item.image.resolve(traits: traitCollection, store: context.store).value
            // A pixel icon keeps its cells blank in the label and is drawn over them.
            let glyph = image.isBitmap ? String(repeating: " ", count: HalfBlockRenderer.barIconWidth(image)) : image.lines.first ?? ""
            let label = truncated("\(glyph) \(item.title)", to: max(0, slot - 1))
            let x = frame.x + index * slot + (slot - DisplayWidth.of(label)) / 2
            let isSelected = index == selectedIndex
            drawText(
                label, x: x, y: frame.y, color: isSelected ? selected : normal, font: font,
                extra: isSelected ? [.bold] : [], in: &canvas, clip: clip)
            if image.isBitmap {
                HalfBlockRenderer.drawBarIcon(
                    image, x: x, y: frame.y, tint: (isSelected ? selected : normal)?.value ?? SkinStore.missingColor,
                    key: item.image.key, canvas: &canvas, clip: Rect(x: x, y: frame.y, width: max(0, slot - 1), height: 1).intersection(clip))
            }
        }
    }
}
