import SkinKit

/// The key hint line: the key table's hint words that fit the width, the most important kept
/// (`q quit` and `? help` survive at 80 columns), or a note that replaces them while typing.
public final class HintBar: Label {
    /// Shown instead of the key hints (e.g. while a text field has the keys).
    public var note: String?
    /// Commands hinted only while offered that the session offers now (saving a guessed map).
    public var offered: Set<PreviewCommand> = []

    public init() {
        super.init("")
        height = .fixed(1)
    }

    public override func displayedText(width: Int) -> String {
        note.map { " " + $0 } ?? PreviewCommand.hintLine(width: width, offered: offered)
    }
}
