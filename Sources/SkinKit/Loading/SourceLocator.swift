/// Finds the line of a key path in the text of a JSON or plist skin file, so that errors found
/// after parsing can still point at a line. The text is read once, into an index of where each
/// key is written, so that placing many errors costs no rescans of the file.
public struct SourceLocator: Sendable {
    /// Each key as written in the file (JSON escapes or XML entities kept) → its 0-based lines, ascending.
    private let linesOfKey: [String: [Int]]
    private let isPlist: Bool

    public init(text: String, isPlist: Bool) {
        self.isPlist = isPlist
        self.linesOfKey = isPlist ? Self.indexPlistKeys(Array(text.utf8)) : Self.indexJSONKeys(Array(text.utf8))
    }

    /// The 1-based line where the last key of `keyPath` is written, searching each key at or after
    /// the previous one's line; the deepest key found when a later one is missing.
    public func line(of keyPath: [String]) -> Int? {
        var start = 0
        var found: Int?
        for key in keyPath {
            let written = isPlist ? escapeXML(key) : escapeJSON(key)
            guard let lines = linesOfKey[written], let index = Self.firstElement(in: lines, atLeast: start) else { break }
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

    /// Binary search in ascending `values` for the first at or above `minimum`.
    private static func firstElement(in values: [Int], atLeast minimum: Int) -> Int? {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < minimum { low = middle + 1 } else { high = middle }
        }
        return low < values.count ? values[low] : nil
    }

    /// Every JSON string followed (after spaces) by `:` is a key; strings never span lines.
    private static func indexJSONKeys(_ bytes: [UInt8]) -> [String: [Int]] {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        var index: [String: [Int]] = [:]
        var line = 0, position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == newline { line += 1; position += 1; continue }
            guard byte == quote else { position += 1; continue }
            let start = position + 1
            var end = start
            while end < bytes.count, bytes[end] != quote, bytes[end] != newline {
                end += bytes[end] == backslash ? 2 : 1
            }
            guard end < bytes.count, bytes[end] == quote else { position = min(end, bytes.count); continue }
            var after = end + 1
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            if after < bytes.count, bytes[after] == UInt8(ascii: ":") {
                index[String(decoding: bytes[start..<end], as: UTF8.self), default: []].append(line)
            }
            position = end + 1
        }
        return index
    }

    /// Every `<key>…</key>` on one line.
    private static func indexPlistKeys(_ bytes: [UInt8]) -> [String: [Int]] {
        let open = Array("<key>".utf8), close = Array("</key>".utf8), newline = UInt8(ascii: "\n")
        var index: [String: [Int]] = [:]
        var line = 0, position = 0
        func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
            offset + pattern.count <= bytes.count && bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
        }
        while position < bytes.count {
            if bytes[position] == newline { line += 1; position += 1; continue }
            guard bytes[position] == UInt8(ascii: "<"), matches(open, at: position) else { position += 1; continue }
            let start = position + open.count
            var end = start
            while end < bytes.count, bytes[end] != newline, !(bytes[end] == UInt8(ascii: "<") && matches(close, at: end)) { end += 1 }
            if end < bytes.count, bytes[end] != newline {
                index[String(decoding: bytes[start..<end], as: UTF8.self), default: []].append(line)
                position = end + close.count
            } else {
                position = end
            }
        }
        return index
    }

    // Most keys need no escaping: checking first spares two Foundation string copies per lookup
    // (lint looks up every finding's line: 360,000 for a 10 MB skin).
    private func escapeJSON(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) else { return key }
        return key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    private func escapeXML(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return key }
        return key.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
