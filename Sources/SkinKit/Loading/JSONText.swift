import FoundationEssentials

/// JSON text written by hand (for files people edit, in a stable key order): the one string quoting.
public enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
