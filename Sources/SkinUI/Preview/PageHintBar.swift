import SkinKit

/// A page's hint line: the page's own keys first, then as many of the key table's hints as fit.
public final class PageHintBar: Label {
    /// The page's own entries, e.g. ` m mode  x differences `.
    public var pageHint: String

    public init(pageHint: String) {
        self.pageHint = pageHint
        super.init("")
        height = .fixed(1)
    }

    public override func displayedText(width: Int) -> String {
        pageHint + PreviewCommand.hintLine(width: max(0, width - DisplayWidth.of(pageHint)))
    }
}
