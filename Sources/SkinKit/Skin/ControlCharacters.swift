/// Makes text from a file safe to print on a terminal: every control character (C0, DEL, C1) is
/// shown as `\u{1B}`, so that bytes in a skin value can never move the cursor, retitle the window or
/// start an escape sequence. The one place every error message and printer goes through.
public enum ControlCharacters {
    /// `text` with each control character written as `\u{XX}`; `keepingNewlines` leaves `\n` alone
    /// for printers of multi-line messages.
    public static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !(keepingNewlines && $0 == "\n") }) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isControl(scalar) && !(keepingNewlines && scalar == "\n") {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True for C0 controls, DEL and C1 controls (U+0080–U+009F, which some terminals obey as escapes).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
