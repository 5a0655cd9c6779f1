import SkinKit

/// A card drawn over the page, centered or pinned to the right, with lines of text.
public final class OverlayView: View {
    public enum Placement: Sendable { case center, left, right }

    public let card: Card
    public var placement: Placement

    public init(title: String, placement: Placement) {
        card = Card(title: title)
        self.placement = placement
        super.init()
        addSubview(card)
        isHidden = true
    }

    /// Replaces the lines shown: each a text with an optional skin color key.
    public func setLines(_ lines: [(String, String?)]) {
        for view in card.subviews { view.removeFromSuperview() }
        for (text, colorKey) in lines {
            let label = Label(text)
            label.height = .fixed(1)
            if let colorKey { label.textColor = .skin(colorKey) }
            card.addSubview(label)
        }
    }

    public override func layoutSubviews() {
        let natural = card.intrinsicSize(maxWidth: frame.width - 2)
        let width = min(max(natural.width, DisplayWidth.of(card.title) + 8), frame.width - 2)
        let height = min(natural.height, frame.height - 2)
        let x: Int
        switch placement {
        case .center: x = frame.x + (frame.width - width) / 2
        case .left: x = frame.x + 1
        case .right: x = frame.maxX - width - 1
        }
        let y = frame.y + max(1, (frame.height - height) / 2)
        card.frame = Rect(x: x, y: y, width: width, height: height)
        card.layoutSubviews()
    }
}
