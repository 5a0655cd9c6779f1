import SkinKit

/// A stepper (UIStepper) with its label and value: `Copies 2` and `[−|+]`; the minus dims at the
/// minimum and the plus at the maximum.
open class Stepper: View {
    public var label: String
    public var value: Int {
        didSet { value = min(max(value, range.lowerBound), range.upperBound) }
    }
    public let range: ClosedRange<Int>

    public init(_ label: String, value: Int, range: ClosedRange<Int> = 0...9) {
        self.label = label
        self.range = range
        self.value = min(max(value, range.lowerBound), range.upperBound)
        super.init()
        height = .fixed(1)
    }

    open override class var declarations: PropertyDeclarations { ChoiceControl.declarations }

    open override var isFocusable: Bool { true }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        Size(width: min(DisplayWidth.of(label) + 10, maxWidth), height: 1)
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let buttonsX = frame.maxX - 5
        let text = "\(label) \(value)"
        drawText(
            truncated(text, to: max(0, frame.width - 6)), x: frame.x, y: frame.y, color: color(.textColor, in: context),
            font: font(.font, in: context).value, extra: isFocused ? [.underline] : [], in: &canvas, clip: clip)
        let border = color(.borderColor, in: context)
        let tint = color(.tintColor, in: context)
        drawText("[", x: buttonsX, y: frame.y, color: border, in: &canvas, clip: clip)
        drawText("|", x: buttonsX + 2, y: frame.y, color: border, in: &canvas, clip: clip)
        drawText("]", x: buttonsX + 4, y: frame.y, color: border, in: &canvas, clip: clip)
        let canDecrease = value > range.lowerBound
        let canIncrease = value < range.upperBound
        drawText(
            "−", x: buttonsX + 1, y: frame.y, color: canDecrease ? tint : border, extra: canDecrease ? [.bold] : [.dim],
            in: &canvas, clip: clip)
        drawText(
            "+", x: buttonsX + 3, y: frame.y, color: canIncrease ? tint : border, extra: canIncrease ? [.bold] : [.dim],
            in: &canvas, clip: clip)
    }
}

extension Stepper: KeyboardControl {
    /// Counts up, wrapping to the minimum after the maximum.
    public func activate() { value = value >= range.upperBound ? range.lowerBound : value + 1 }

    public func adjust(by step: Int) -> Bool {
        value += step
        return true
    }
}
