import SkinKit

/// A slider (UISlider): a filled and an empty track with a thumb at `value` (0…1).
open class Slider: View {
    public var value: Double {
        didSet { value = min(max(value, 0), 1) }
    }

    public init(value: Double) {
        self.value = min(max(value, 0), 1)
        super.init()
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .color(.tintColor, "slider.fill"), .color(.trackColor, "slider.track"), .part(.thumbColor, "slider.thumb"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override var isFocusable: Bool { true }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard frame.width > 0 else { return }
        let fillColor = color(.tintColor, in: context)
        let track = color(.trackColor, in: context)
        let thumbX = frame.x + Int((Double(frame.width - 1) * value).rounded())
        for x in frame.x..<frame.maxX where x != thumbX {
            drawText(x < thumbX ? "━" : "─", x: x, y: frame.y, color: x < thumbX ? fillColor : track, in: &canvas, clip: clip)
        }
        drawText(
            isFocused ? "◆" : "●", x: thumbX, y: frame.y, color: color(.thumbColor, in: context), extra: [.bold],
            in: &canvas, clip: clip)
    }
}

extension Slider: KeyboardControl {
    /// Steps by a tenth, wrapping from full to empty.
    public func activate() { value = value >= 1 ? 0 : min(1, value + 0.1) }

    public func adjust(by step: Int) -> Bool {
        value = (value * 10 + Double(step)).rounded() / 10
        return true
    }
}
