import SkinKit

/// An activity indicator (UIActivityIndicatorView): a braille spinner and its label. It turns
/// with the window's animation frame, which only the terminal advances, so screenshots show
/// frame 0.
open class ActivityIndicator: View {
    public var label: String

    /// The spinner's frames, one per animation step.
    public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public init(_ label: String) {
        self.label = label
        super.init()
        width = .fit
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .part(.tintColor, "secondaryText"), .text(.textColor, "secondaryText"), .font(.font, "caption"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override func intrinsicSize(maxWidth: Int) -> Size { Size(width: min(DisplayWidth.of(label) + 2, maxWidth), height: 1) }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let frameIndex = ((context.animationFrame % Self.frames.count) + Self.frames.count) % Self.frames.count
        drawText(
            Self.frames[frameIndex], x: frame.x, y: frame.y, color: color(.tintColor, in: context), extra: [.bold],
            in: &canvas, clip: clip)
        drawText(
            truncated(label, to: max(0, frame.width - 2)), x: frame.x + 2, y: frame.y, color: color(.textColor, in: context),
            font: font(.font, in: context).value, in: &canvas, clip: clip)
    }
}
