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

    open override var isFocusable: Bool { true }

    open override var fontProperties: [(ThemeProperty, ThemedFont)] { [(.font, .skin("body"))] }

    open override var colorProperties: [(ThemeProperty, ThemedColor?)] {
        [(.backgroundColor, .skin("segment.background")), (.selectedColor, .skin("segment.selected")), (.textColor, .skin("segment.text"))]
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard !segments.isEmpty else { return }
        let background = resolveColor(.backgroundColor, default: .skin("segment.background"), in: context)
        let selected = resolveColor(.selectedColor, default: .skin("segment.selected"), in: context)
        let text = resolveColor(.textColor, default: .skin("segment.text"), in: context)
        let font = resolveFont(.font, default: .skin("body"), in: context).value
        fill(frame, with: background, in: &canvas, clip: clip)
        let slot = frame.width / segments.count
        for (index, title) in segments.enumerated() {
            let x = frame.x + index * slot
            let width = index == segments.count - 1 ? frame.maxX - x : slot
            let isSelected = index == selectedIndex
            if isSelected { fill(Rect(x: x, y: frame.y, width: width, height: 1), with: selected, in: &canvas, clip: clip) }
            let label = truncated(title, to: max(0, width - 1))
            drawText(label, x: x + (width - DisplayWidth.of(label)) / 2, y: frame.y, color: text, font: font,
                     extra: isSelected ? [.bold] : (isFocused ? [.underline] : []), in: &canvas, clip: clip)
        }
    }
}
