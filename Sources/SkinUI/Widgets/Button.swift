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

    open override var isFocusable: Bool { isEnabled }

    /// The state drawn now; focus shows as a mark around the title, so it combines with the others.
    public var state: ControlState {
        if !isEnabled { return .disabled }
        return isHighlighted ? .highlighted : .normal
    }

    public func setTitleColor(_ color: ThemedColor?, for state: ControlState) {
        explicitColors[ThemeProperty.titleColor.forState(state)] = color
    }

    public func setBackgroundColor(_ color: ThemedColor?, for state: ControlState) {
        explicitColors[ThemeProperty.backgroundColor.forState(state)] = color
    }

    static func defaultBackground(_ state: ControlState) -> ThemedColor {
        switch state {
        case .normal, .focused: return .skin("button.background")
        case .highlighted: return .skin("button.highlighted")
        case .disabled: return .skin("button.disabled")
        }
    }

    static func defaultTitle(_ state: ControlState) -> ThemedColor {
        state == .disabled ? .skin("button.disabledTitle") : .skin("button.title")
    }

    open override var fontProperties: [(ThemeProperty, ThemedFont)] { [(.font, .skin("button"))] }

    open override var colorProperties: [(ThemeProperty, ThemedColor?)] {
        [(ThemeProperty.titleColor.forState(state), Self.defaultTitle(state)),
         (ThemeProperty.backgroundColor.forState(state), Self.defaultBackground(state)),
         (ThemeProperty.tintColor.forState(.focused), .skin("button.focused"))]
    }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        Size(width: min(DisplayWidth.of(title) + 4, maxWidth), height: 1)
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let state = self.state
        // A highlighted title without its own color uses the normal one, as UIKit does.
        var titleColor = resolveColor(ThemeProperty.titleColor.forState(state), default: nil, in: context)
        if titleColor == nil, state == .highlighted { titleColor = resolveColor(.titleColor, default: nil, in: context) }
        let title = titleColor ?? Self.defaultTitle(state).resolve(traits: traitCollection, store: context.store)
        let background = resolveColor(ThemeProperty.backgroundColor.forState(state), default: Self.defaultBackground(state), in: context)
        let font = resolveFont(.font, default: .skin("button"), in: context).value
        fill(frame, with: background, in: &canvas, clip: clip)
        let label = truncated(self.title, to: max(0, frame.width - 2))
        let x = frame.x + (frame.width - DisplayWidth.of(label)) / 2
        drawText(label, x: x, y: frame.y, color: title, font: font, in: &canvas, clip: clip)
        if isFocused {
            let ring = resolveColor(ThemeProperty.tintColor.forState(.focused), default: .skin("button.focused"), in: context)
            drawText("▶", x: frame.x, y: frame.y, color: ring, extra: [.bold], in: &canvas, clip: clip)
            drawText("◀", x: frame.maxX - 1, y: frame.y, color: ring, extra: [.bold], in: &canvas, clip: clip)
        }
    }
}
