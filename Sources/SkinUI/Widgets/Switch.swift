import SkinKit

/// An on/off switch with a label (UISwitch): a track in the on or off color with a thumb, and the
/// track's `I`/`O` label (iOS's On/Off Labels setting), so the state reads in any colors.
open class Switch: View {
    public var label: String
    public var isOn: Bool

    public init(_ label: String, isOn: Bool) {
        self.label = label
        self.isOn = isOn
        super.init()
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .color(.tintColor, "switch.on", apartFrom: .trackColor), .color(.trackColor, "switch.off"), .part(.thumbColor, "switch.thumb", on: .tintColor),
        .text(.textColor, "text"), .font(.font, "body"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override var isFocusable: Bool { true }

    open override func intrinsicSize(maxWidth: Int) -> Size { Size(width: min(DisplayWidth.of(label) + 6, maxWidth), height: 1) }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        drawText(
            truncated(label, to: max(0, frame.width - 6)), x: frame.x, y: frame.y, color: color(.textColor, in: context),
            font: font(.font, in: context).value, extra: isFocused ? [.underline] : [], in: &canvas, clip: clip)
        let track = color(isOn ? .tintColor : .trackColor, in: context)
        let trackRect = Rect(x: frame.maxX - 4, y: frame.y, width: 4, height: 1)
        fill(trackRect, with: track, in: &canvas, clip: clip)
        let thumb = color(.thumbColor, in: context)
        drawText("●", x: isOn ? trackRect.maxX - 1 : trackRect.x, y: frame.y, color: thumb, in: &canvas, clip: clip)
        drawText(
            isOn ? "I" : "O", x: isOn ? trackRect.x + 1 : trackRect.x + 2, y: frame.y, color: isOn ? thumb : color(.textColor, in: context),
            extra: isOn ? [.bold] : [.dim], in: &canvas, clip: clip)
    }
}

extension Switch: KeyboardControl {
    public func activate() { isOn.toggle() }
}
