/// The comments of JSON with comments (JSONC), as Windows Terminal writes its settings files:
/// `// …` to the end of the line and `/* … */`, outside strings. (Trailing commas, its other
/// liberty, Foundation's JSON reader takes as they are.)
enum JSONComments {
    /// `bytes` with every comment replaced by spaces, line breaks kept (so lines and columns stay
    /// where they were), or nil when there is no comment.
    static func blanked(_ bytes: [UInt8]) -> [UInt8]? {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let quote = UInt8(ascii: "\"")
        let newline = UInt8(ascii: "\n")
        var output = bytes
        var found = false
        var inString = false
        var index = 0
        func blank(_ position: Int) {
            if output[position] != newline && output[position] != UInt8(ascii: "\r") { output[position] = UInt8(ascii: " ") }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == quote { inString = false }
                index += byte == UInt8(ascii: "\\") ? 2 : 1
                continue
            }
            guard byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash || bytes[index + 1] == star else {
                if byte == quote { inString = true }
                index += 1
                continue
            }
            found = true
            if bytes[index + 1] == slash {
                while index < bytes.count, bytes[index] != newline {
                    blank(index)
                    index += 1
                }
            } else {
                // Past `/*`, up to and with the `*/` (or to the end, where the JSON reader then fails).
                blank(index)
                blank(index + 1)
                index += 2
                while index < bytes.count {
                    let closes = bytes[index] == star && index + 1 < bytes.count && bytes[index + 1] == slash
                    blank(index)
                    index += 1
                    if closes {
                        blank(index)
                        index += 1
                        break
                    }
                }
            }
        }
        return found ? output : nil
    }
}
