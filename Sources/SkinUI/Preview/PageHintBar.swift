import SkinKit

/// A page's hint line: the page's own keys first, then as many of the key table's hints as fit,
/// all fitted by one priority (`PreviewCommand.hintLine`), so no key is named twice.
public final class PageHintBar: Label {
    /// The page's own entries, e.g. `m mode`, `x differences`.
    public var pageHint: [PageHint]
    /// The table's commands that do nothing on the page (left out of its hint line).
    public var leaving: Set<PreviewCommand>

    public init(pageHint: [PageHint], leaving: Set<PreviewCommand> = []) {
        self.pageHint = pageHint
        self.leaving = leaving
        super.init("")
        height = .fixed(1)
    }

    public override func displayedText(width: Int) -> String {
        PreviewCommand.hintLine(width: width, page: pageHint, leaving: leaving)
    }
}
