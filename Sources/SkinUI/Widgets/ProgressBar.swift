import SkinKit

/// A progress bar (UIProgressView): filled and remaining cells, and the percentage.
open class ProgressBar: View {
    public var progress: Double

    public init(progress: Double) {
        self.progress = min(max(progress, 0), 1)
        super.init()
        height = .fixed(1)
    }

    open override var colorProperties: [(ThemeProperty, ThemedColor?)] {
        [(.tintColor, .skin("progress.fill")), (.trackColor, .skin("progress.track")), (.textColor, .skin("secondaryText"))]
    }

    open override func draw(in canvas: inout Canvas, clip: Rect, context: DrawContext) {
        let percent = "\(Int((progress * 100).rounded()))%"
        let labelWidth = percent.count + 1
        let barWidth = max(0, frame.width - labelWidth)
        let filled = Int((Double(barWidth) * progress).rounded())
        let fillColor = resolveColor(.tintColor, default: .skin("progress.fill"), in: context)
        let track = resolveColor(.trackColor, default: .skin("progress.track"), in: context)
        fill(Rect(x: frame.x, y: frame.y, width: filled, height: 1), with: fillColor, in: &canvas, clip: clip)
        fill(Rect(x: frame.x + filled, y: frame.y, width: barWidth - filled, height: 1), with: track, in: &canvas, clip: clip)
        let text = resolveColor(.textColor, default: .skin("secondaryText"), in: context)
        drawText(percent, x: frame.maxX - percent.count, y: frame.y, color: text, in: &canvas, clip: clip)
    }
}
