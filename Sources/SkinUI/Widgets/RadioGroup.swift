import SkinKit

/// Radio buttons in a row, one selected: `◉` for the chosen option and `○` for the others.
open class RadioGroup: View {
    public var options: [String]
    public var selectedIndex: Int

    public init(options: [String], selectedIndex: Int = 0) {
        self.options = options
        self.selectedIndex = selectedIndex
        super.init()
        height = .fixed(1)
    }

    open override class var declarations: PropertyDeclarations { ChoiceControl.declarations }

    open override var isFocusable: Bool { true }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        let width = options.reduce(0) { $0 + DisplayWidth.of($1) + 4 } - 2
        return Size(width: min(max(0, width), maxWidth), height: 1)
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let text = color(.textColor, in: context)
        let font = font(.font, in: context).value
        var x = frame.x
        for (index, option) in options.enumerated() {
            let isSelected = index == selectedIndex
            drawText(
                isSelected ? "◉" : "○", x: x, y: frame.y, color: color(isSelected ? .tintColor : .borderColor, in: context),
                extra: isSelected ? [.bold] : [], in: &canvas, clip: clip)
            let shown = truncated(option, to: max(0, frame.maxX - x - 2))
            drawText(
                shown, x: x + 2, y: frame.y, color: text, font: font,
                extra: isFocused && isSelected ? [.underline] : [], in: &canvas, clip: clip)
            x += DisplayWidth.of(option) + 4
            if x >= frame.maxX { break }
        }
    }
}

extension RadioGroup: KeyboardControl {
    public func activate() { selectedIndex = (selectedIndex + 1) % max(1, options.count) }

    public func adjust(by step: Int) -> Bool {
        selectedIndex = min(max(0, selectedIndex + step), max(0, options.count - 1))
        return true
    }
}
