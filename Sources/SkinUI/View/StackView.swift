/// Lays its subviews out in a row or a column, with spacing and padding, sizing each by its
/// `width`/`height` dimension: fixed, fit to content, or a weighted share of what is left.
open class StackView: View {
    public enum Axis: Sendable { case horizontal, vertical }

    public var axis: Axis
    public var spacing: Int
    public var padding: EdgeInsets

    public init(axis: Axis, spacing: Int = 0, padding: EdgeInsets = .zero, _ views: [View] = []) {
        self.axis = axis
        self.spacing = spacing
        self.padding = padding
        super.init()
        addSubviews(views)
    }

    var visibleSubviews: [View] { subviews.filter { !$0.isHidden } }

    open override func intrinsicSize(maxWidth: Int) -> Size {
        let inner = maxWidth - padding.left - padding.right
        let sizes = visibleSubviews.map { child -> Size in
            let natural = child.intrinsicSize(maxWidth: inner)
            return Size(
                width: Self.length(child.width, natural: natural.width),
                height: Self.length(child.height, natural: natural.height))
        }
        let gaps = max(0, sizes.count - 1) * spacing
        let content: Size
        switch axis {
        case .vertical: content = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
        case .horizontal: content = Size(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
        }
        return Size(width: content.width + padding.left + padding.right, height: content.height + padding.top + padding.bottom)
    }

    private static func length(_ dimension: Dimension, natural: Int) -> Int {
        switch dimension {
        case .fixed(let n): return n
        case .fit, .fill: return natural
        }
    }

    open override func layoutSubviews() {
        let inner = frame.inset(by: padding)
        for child in subviews { child.refreshIfNeeded() }
        let children = visibleSubviews
        guard !children.isEmpty, !inner.isEmpty else {
            for child in children { child.frame = Rect(x: inner.x, y: inner.y, width: 0, height: 0) }
            return
        }
        let available = axis == .vertical ? inner.height : inner.width
        let crossAvailable = axis == .vertical ? inner.width : inner.height
        var lengths: [Int] = []
        var weights: [Int] = []
        for child in children {
            let dimension = axis == .vertical ? child.height : child.width
            switch dimension {
            case .fixed(let n):
                lengths.append(n)
                weights.append(0)
            case .fit:
                let natural = child.intrinsicSize(maxWidth: axis == .vertical ? inner.width : available)
                lengths.append(axis == .vertical ? natural.height : natural.width)
                weights.append(0)
            case .fill(let weight):
                lengths.append(0)
                weights.append(max(1, weight))
            }
        }
        let gaps = spacing * (children.count - 1)
        var leftover = available - gaps - lengths.reduce(0, +)
        let totalWeight = weights.reduce(0, +)
        if totalWeight > 0 && leftover > 0 {
            var given = 0
            for index in children.indices where weights[index] > 0 {
                let share = leftover * weights[index] / totalWeight
                lengths[index] = share
                given += share
            }
            // The remainder goes to the first flexible views, one cell each, so every cell is used.
            var remainder = leftover - given
            for index in children.indices where weights[index] > 0 && remainder > 0 {
                lengths[index] += 1
                remainder -= 1
            }
            leftover = 0
        }
        var position = axis == .vertical ? inner.y : inner.x
        let end = axis == .vertical ? inner.maxY : inner.maxX
        for (index, child) in children.enumerated() {
            let length = max(0, min(lengths[index], end - position))
            let crossDimension = axis == .vertical ? child.width : child.height
            var cross = crossAvailable
            switch crossDimension {
            case .fixed(let n): cross = min(n, crossAvailable)
            case .fit:
                let natural = child.intrinsicSize(maxWidth: axis == .vertical ? inner.width : length)
                cross = min(axis == .vertical ? natural.width : natural.height, crossAvailable)
            case .fill: break
            }
            child.frame =
                axis == .vertical
                ? Rect(x: inner.x, y: position, width: cross, height: length)
                : Rect(x: position, y: inner.y, width: length, height: cross)
            child.layoutSubviews()
            position += length + spacing
        }
    }
}
