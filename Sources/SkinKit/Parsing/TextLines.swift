/// The lines of a text as an editor counts them: split at `\n` and at Windows' `\r\n`, which Swift
/// keeps as one Character that a split at `"\n"` never sees (a file saved on Windows would be one
/// line). Empty lines are kept, so a line's index + 1 is its number.
public enum TextLines {
    public static func of(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
}
