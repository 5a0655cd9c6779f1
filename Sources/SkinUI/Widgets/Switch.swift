import SkinKit

/// An on/off switch with a label (UISwitch): a track in the on or off color with a thumb.
open class Switch: View {
    public var label: String
    public var isOn: Bool

    public init(_ label: String, isOn: Bool) {
        self.label = label
        self.isOn = isOn
        super.init()
        height = .fixed(1)
    }

    open override var isFocusable: Bool { true }

    open override var fontProperties: [(ThemeProperty, ThemedFont)] { [(.font, .skin("body"))] }

    open override var colorProperties: [(ThemeProperty, ThemedColor?)] {
        [(isOn ? .tintColor : .trackColor, isOn ? .skin("switch.on") : .skin("switch.off")),
         (.thumbColor, .skin("switch.thumb")), (.textColor, .skin("text"))]
    }

    open override func intrinsicSize(maxWidth: Int) -> Size { Size(width: min(DisplayWidth.of(label) + 6, maxWidth), height: 1) }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let text = resolveColor(.textColor, default: .skin("text"), in: context)
        let font = resolveFont(.font, default: .skin("body"), in: context).value
        drawText(truncated(label, to: max(0, frame.width - 6)), x: frame.x, y: frame.y, color: text, font: font,
                 extra: isFocused ? [.underline] : [], in: &canvas, clip: clip)
        let track = isOn ? resolveColor(.tintColor, default: .skin("switch.on"), in: context)
                         : resolveColor(.trackColor, default: .skin("switch.off"), in: context)
        let thumb = resolveColor(.thumbColor, default: .skin("switch.thumb"), in: context)
        let trackRect = Rect(x: frame.maxX - 4, y: frame.y, width: 4, height: 1)
        fill(trackRect, with: track, in: &canvas, clip: clip)
        drawText("●", x: isOn ? trackRect.maxX - 1 : trackRect.x, y: frame.y, color: thumb, in: &canvas, clip: clip)
    }
}
