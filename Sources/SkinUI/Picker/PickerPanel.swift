import SkinKit

/// The picker drawn over the page: a card on the left holding `PickerList`, leaving the page beside
/// it to show the highlighted skin. Built once by the session and put in the overlay layer while open.
public final class PickerPanel: View {
    public let card = Card(title: "Skins")
    public let list = PickerList()

    public override init() {
        super.init()
        list.height = .fill
        card.addSubview(list)
        addSubview(card)
    }

    /// The card's width on a screen `width` columns wide: two fifths, at least 40 and at most 60.
    public static func cardWidth(screenWidth width: Int) -> Int { min(width, min(60, max(40, width * 2 / 5))) }

    /// Rows the status area keeps below the card.
    static let statusRows = 2

    public override func layoutSubviews() {
        card.frame = Rect(
            x: frame.x, y: frame.y, width: Self.cardWidth(screenWidth: frame.width),
            height: max(0, frame.height - Self.statusRows))
        card.layoutSubviews()
    }
}
