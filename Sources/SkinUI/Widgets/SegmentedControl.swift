import SkinKit

/// A segmented control (UISegmentedControl): equal segments, one selected.
open class SegmentedControl: View {
    public var segments: [String]
    public var selectedIndex: Int

    public init(segments: [String], selectedIndex: Int = 0) {
        self.segments = segments
        self.selectedIndex = selectedIndex
        super.init()
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .color(.backgroundColor, "segment.background"), .color(.selectedColor, "segment.selected"),
        .text(.textColor, "segment.text", on: .backgroundColor, .selectedColor), .font(.font, "body"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override var isFocusable: Bool { true }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard !segments.isEmpty else { return }
        let selected = color(.selectedColor, in: context)
        let text = color(.textColor, in: context)
        let font = font(.font, in: context).value
        let slot = frame.width / segments.count
        for (index, title) in segments.enumerated() {
            let x = frame.x + index * slot
            let width = index == segments.count - 1 ? frame.maxX - x : slot
            let isSelected = index == selectedIndex
            if isSelected { fill(Rect(x: x, y: frame.y, width: width, height: 1), with: selected, in: &canvas, clip: clip) }
            let label = truncated(title, to: max(0, width - 1))
            drawText(
                label, x: x + (width - DisplayWidth.of(label)) / 2, y: frame.y, color: text, font: font,
                extra: isSelected ? [.bold] : (isFocused ? [.underline] : []), in: &canvas, clip: clip)
        }
    }
}

extension SegmentedControl: KeyboardControl {
    public func activate() { selectedIndex = (selectedIndex + 1) % max(1, segments.count) }

    public func adjust(by step: Int) -> Bool {
        selectedIndex = min(max(0, selectedIndex + step), max(0, segments.count - 1))
        return true
    }
}
