import SkinKit

/// A slider (UISlider): a filled and an empty track with a thumb at `value` (0…1).
open class Slider: View {
    public var value: Double

    public init(value: Double) {
        self.value = min(max(value, 0), 1)
        super.init()
        height = .fixed(1)
    }

    open override var isFocusable: Bool { true }

    open override var colorProperties: [(ThemeProperty, ThemedColor?)] {
        [(.tintColor, .skin("slider.fill")), (.trackColor, .skin("slider.track")), (.thumbColor, .skin("slider.thumb"))]
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        guard frame.width > 0 else { return }
        let fillColor = resolveColor(.tintColor, default: .skin("slider.fill"), in: context)
        let track = resolveColor(.trackColor, default: .skin("slider.track"), in: context)
        let thumb = resolveColor(.thumbColor, default: .skin("slider.thumb"), in: context)
        let thumbX = frame.x + Int((Double(frame.width - 1) * min(max(value, 0), 1)).rounded())
        for x in frame.x..<frame.maxX where x != thumbX {
            drawText(x < thumbX ? "━" : "─", x: x, y: frame.y, color: x < thumbX ? fillColor : track, in: &canvas, clip: clip)
        }
        drawText(isFocused ? "◆" : "●", x: thumbX, y: frame.y, color: thumb, extra: [.bold], in: &canvas, clip: clip)
    }
}
