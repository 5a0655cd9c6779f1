import SkinKit

/// The line under the gallery's panels that says what each panel demonstrates and what the ☾ row
/// is: the longest wording that fits the width.
public final class GalleryCaption: Label {
    /// From the longest to the shortest; the first that fits is drawn.
    public static let wordings = [
        "Dynamic: skin keys and refreshSkin, repainted live · Static: values read once, b re-reads them · "
            + "Appearance: proxy defaults, a changes one · ☾ row: a subtree forced to dark",
        "Dynamic: live repaint · Static: read once, b re-reads · Appearance: proxy rules, a · ☾ row: forced dark",
        "Dynamic: live · Static: read once (b) · Appearance: proxy (a) · ☾ forced dark",
    ]

    public init() {
        super.init(Self.wordings[0], alignment: .center)
        height = .fixed(1)
    }

    public override func displayedText(width: Int) -> String {
        Self.wordings.first { DisplayWidth.of($0) <= width } ?? Self.wordings[Self.wordings.count - 1]
    }
}
