/// Foundation's `CharacterSet.whitespaces` and `.whitespacesAndNewlines` (as CoreFoundation has
/// them: U+200B among the spaces), and `trimmingCharacters(in:)` with either, without Foundation.
public enum Whitespace {
    /// Tab and Unicode's space separators.
    public static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// A space, a line or paragraph separator, or one of U+000A to U+000D and U+0085.
    public static func isSpaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return isSpace(scalar)
        }
    }

    /// `text` without the scalars at its start and end for which `isTrimmed` holds.
    public static func trimmed(_ text: some StringProtocol, _ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }), let last = scalars.lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[first...last])
        return result
    }

    /// `text` without spaces and tabs at either end (`trimmingCharacters(in: .whitespaces)`).
    public static func trimmingSpaces(_ text: some StringProtocol) -> String { trimmed(text, isSpace) }

    /// `text` without white space or newlines at either end (`.whitespacesAndNewlines`).
    public static func trimmingSpacesAndNewlines(_ text: some StringProtocol) -> String { trimmed(text, isSpaceOrNewline) }
}
