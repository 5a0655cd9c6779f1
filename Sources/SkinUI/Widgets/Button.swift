import SkinKit

/// A push button with per-state title and background colors (`setTitleColor(_:for:)`): normal,
/// highlighted, disabled, and a focus mark when keyboard focus is on it.
open class Button: View {
    public var title: String
    public var isEnabled = true
    public var isHighlighted = false

    public init(_ title: String) {
        self.title = title
        super.init()
        width = .fit
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .text(.titleColor, "button.title", states: [.disabled: "button.disabledTitle"], on: .backgroundColor),
        .color(.backgroundColor, "button.background", states: [.highlighted: "button.highlighted", .disabled: "button.disabled"]),
        .part(.tintColor, "button.focused", drawnIn: [.normal, .highlighted], on: .backgroundColor),
        .font(.font, "button"),
    ])
    open override class var declarations: PropertyDeclarations { table }
    open override class var controlStates: [ControlState] { [.normal, .highlighted, .disabled] }

    open override var isFocusable: Bool { isEnabled }

    /// The state drawn now; focus shows as a mark around the title, so it combines with the others.
    public var state: ControlState {
        if !isEnabled { return .disabled }
        return isHighlighted ? .highlighted : .normal
    }

    open override var controlState: ControlState { state }

    public func setTitleColor(_ color: ThemedColor?, for state: ControlState) {
        setColor(color, for: ThemeProperty.titleColor.forState(state))
    }

    public func setBackgroundColor(_ color: ThemedColor?, for state: ControlState) {
        setColor(color, for: ThemeProperty.backgroundColor.forState(state))
    }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        Size(width: min(DisplayWidth.of(title) + 4, maxWidth), height: 1)
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let label = truncated(self.title, to: max(0, frame.width - 2))
        let x = frame.x + (frame.width - DisplayWidth.of(label)) / 2
        drawText(
            label, x: x, y: frame.y, color: color(.titleColor, in: context), font: font(.font, in: context).value,
            in: &canvas, clip: clip)
        if isFocused {
            let ring = color(.tintColor, in: context)
            drawText("▶", x: frame.x, y: frame.y, color: ring, extra: [.bold], in: &canvas, clip: clip)
            drawText("◀", x: frame.maxX - 1, y: frame.y, color: ring, extra: [.bold], in: &canvas, clip: clip)
        }
    }
}

extension Button: KeyboardControl {
    public func activate() { isHighlighted.toggle() }
}
