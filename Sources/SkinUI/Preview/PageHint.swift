/// A key a page gives its own meaning, for its hint line: `m mode` on the Compare page.
public struct PageHint: Hashable, Sendable {
    public let command: PreviewCommand
    public let word: String

    public init(_ command: PreviewCommand, _ word: String) {
        self.command = command
        self.word = word
    }
}
