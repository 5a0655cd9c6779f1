import SkinKit

/// A checkbox with a label: `[✓]` when on, `[ ]` when off, so its state reads in any colors.
open class Checkbox: View {
    public var label: String
    public var isOn: Bool

    public init(_ label: String, isOn: Bool) {
        self.label = label
        self.isOn = isOn
        super.init()
        width = .fit
        height = .fixed(1)
    }

    open override class var declarations: PropertyDeclarations { ChoiceControl.declarations }

    open override var isFocusable: Bool { true }

    open override func intrinsicSize(maxWidth: Int) -> Size { Size(width: min(DisplayWidth.of(label) + 4, maxWidth), height: 1) }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let box = color(isOn ? .tintColor : .borderColor, in: context)
        drawText(isOn ? "[✓]" : "[ ]", x: frame.x, y: frame.y, color: box, extra: isOn ? [.bold] : [], in: &canvas, clip: clip)
        drawText(
            truncated(label, to: max(0, frame.width - 4)), x: frame.x + 4, y: frame.y, color: color(.textColor, in: context),
            font: font(.font, in: context).value, extra: isFocused ? [.underline] : [], in: &canvas, clip: clip)
    }
}

extension Checkbox: KeyboardControl {
    public func activate() { isOn.toggle() }
}
