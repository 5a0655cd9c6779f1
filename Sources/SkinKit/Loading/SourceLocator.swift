import Foundation

/// Finds the line of a key path in the text of a JSON or plist skin file, so that errors found
/// after parsing can still point at a line. The keys are indexed once (key → the lines it is
/// written on), so placing many findings costs a lookup each, not a scan of the file.
public struct SourceLocator: Sendable {
    /// Key → 0-based lines where it is written as a key, ascending.
    private let keyLines: [String: [Int]]

    public init(text: String, isPlist: Bool) {
        var index: [String: [Int]] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for key in isPlist ? Self.plistKeys(in: line) : Self.jsonKeys(in: line) {
                if index[key]?.last != number { index[key, default: []].append(number) }
            }
        }
        keyLines = index
    }

    /// The 1-based line where the last key of `keyPath` is written, searching each key from the
    /// line of the previous one on; the deepest key found when a later one is missing.
    public func line(of keyPath: [String]) -> Int? {
        var start = 0
        var found: Int?
        for key in keyPath {
            guard let lines = keyLines[key], let line = Self.first(in: lines, atLeast: start) else { break }
            found = line + 1
            start = line
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

    /// The smallest element of the ascending `lines` that is ≥ `start` (binary search).
    private static func first(in lines: [Int], atLeast start: Int) -> Int? {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < lines.count ? lines[low] : nil
    }

    /// Strings on a JSON line that are followed by `:` (keys), with `\"` and `\\` unescaped.
    static func jsonKeys(in line: Substring) -> [String] {
        var keys: [String] = []
        var characters = line.makeIterator()
        var pending: Character? = characters.next()
        while let character = pending {
            pending = characters.next()
            guard character == "\"" else { continue }
            var key = ""
            var escaped = false
            while let next = pending {
                pending = characters.next()
                if escaped { key.append(next); escaped = false }
                else if next == "\\" { escaped = true }
                else if next == "\"" { break }
                else { key.append(next) }
            }
            while pending == " " || pending == "\t" { pending = characters.next() }
            if pending == ":" { keys.append(key) }
        }
        return keys
    }

    /// The `<key>…</key>` texts on a plist line, with `&amp;`, `&lt;` and `&gt;` unescaped.
    static func plistKeys(in line: Substring) -> [String] {
        var keys: [String] = []
        var rest = line[...]
        while let open = rest.range(of: "<key>"), let close = rest[open.upperBound...].range(of: "</key>") {
            let raw = rest[open.upperBound..<close.lowerBound]
            keys.append(raw.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&"))
            rest = rest[close.upperBound...]
        }
        return keys
    }
}
