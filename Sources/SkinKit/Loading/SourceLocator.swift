/// Finds the line of a key path in the text of a JSON or plist skin file, so that errors found
/// after parsing can still point at a line.
public struct SourceLocator: Sendable {
    private let lines: [Substring]
    private let isPlist: Bool

    public init(text: String, isPlist: Bool) {
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        self.isPlist = isPlist
    }

    /// The 1-based line where the last key of `keyPath` is written, searching each key after the
    /// previous one; the deepest key found when a later one is missing.
    public func line(of keyPath: [String]) -> Int? {
        var start = 0
        var found: Int?
        for key in keyPath {
            let needle = isPlist ? "<key>\(escapeXML(key))</key>" : "\"\(escapeJSON(key))\""
            guard let index = lines[start...].firstIndex(where: { line in
                guard let range = line.range(of: needle) else { return false }
                return isPlist || line[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" }).first == ":"
            }) else { break }
            found = index + 1
            start = index
        }
        return found
    }

    /// Converts a character offset (as Foundation's JSON errors give) to line and column.
    static func lineAndColumn(ofOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1, index = 0
        for character in text {
            if index >= offset { break }
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        return (line, column)
    }

    private func escapeJSON(_ key: String) -> String {
        key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    private func escapeXML(_ key: String) -> String {
        key.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
