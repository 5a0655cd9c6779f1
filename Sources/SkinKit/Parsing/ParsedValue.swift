/// What a value parser takes and gives: raw text, or something already converted.
public enum ParsedValue: Hashable, Sendable {
    case string(String)
    case color(RGBColor)
    case number(Double)

    /// The text, when this is still a string.
    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
