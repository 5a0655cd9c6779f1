import SkinKit

/// A progress bar (UIProgressView): a thin line, heavy (`━`) where filled and light (`─`) where
/// not, so fill and track stay apart in any colors; then the percentage.
open class ProgressBar: View {
    public var progress: Double

    public init(progress: Double) {
        self.progress = min(max(progress, 0), 1)
        super.init()
        height = .fixed(1)
    }

    private static let table = View.declarations.adding([
        .part(.tintColor, "progress.fill"), .color(.trackColor, "progress.track"), .text(.textColor, "secondaryText"),
    ])
    open override class var declarations: PropertyDeclarations { table }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let percent = "\(Int((progress * 100).rounded()))%"
        let labelWidth = percent.count + 1
        let barWidth = max(0, frame.width - labelWidth)
        let filled = Int((Double(barWidth) * progress).rounded())
        drawText(
            String(repeating: "━", count: filled), x: frame.x, y: frame.y, color: color(.tintColor, in: context),
            in: &canvas, clip: clip)
        drawText(
            String(repeating: "─", count: max(0, barWidth - filled)), x: frame.x + filled, y: frame.y,
            color: color(.trackColor, in: context), in: &canvas, clip: clip)
        drawText(percent, x: frame.maxX - percent.count, y: frame.y, color: color(.textColor, in: context), in: &canvas, clip: clip)
    }
}
