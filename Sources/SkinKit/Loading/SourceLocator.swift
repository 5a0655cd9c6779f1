import FoundationEssentials
import Glibc
import Synchronization

/// Finds the line of a key path in the text of a JSON or plist skin file, so that errors found
/// after parsing can still point at a line. The first few lookups search the text directly (a
/// 10 MB skin with four findings needs no index of its 360,000 keys); past them, the text is read
/// once into an index of where each key is written, so that placing many errors costs no rescans.
public struct SourceLocator: Sendable {
    private let isPlist: Bool
    private let state: State
    private let directLookups: Int

    /// Lookups answered by searching the text before the index is built.
    static let directLookups = 16

    public init(text: String, isPlist: Bool) {
        self.init(text: text, isPlist: isPlist, directLookups: Self.directLookups)
    }

    /// `directLookups`: 0 builds the index at the first lookup (the tests check both ways agree).
    init(text: String, isPlist: Bool, directLookups: Int) {
        self.isPlist = isPlist
        self.state = State(bytes: Array(text.utf8))
        self.directLookups = directLookups
    }

    /// The 1-based line where the last key of `keyPath` is written, searching each key at or after
    /// the previous one's line; the deepest key found when a later one is missing.
    /// A JSON key path through an array (`schemes[1]`, `brightWhite`) is answered from the
    /// document's structure (`ContentsLineIndex`, comments blanked), as keys alone cannot tell
    /// which element is meant.
    public func line(of keyPath: [String]) -> Int? {
        let written = keyPath.map { isPlist ? escapeXML($0) : escapeJSON($0) }
        return state.storage.withLock { storage in
            if !isPlist, keyPath.contains(where: ContentsLineIndex.isElement) {
                if storage.elements == nil { storage.elements = ContentsLineIndex(JSONComments.blanked(storage.bytes) ?? storage.bytes) }
                return storage.elements?.line(of: keyPath)
            }
            storage.lookups += 1
            if storage.linesOfKey == nil, storage.lookups > directLookups {
                storage.linesOfKey = isPlist ? Self.indexPlistKeys(storage.bytes) : Self.indexJSONKeys(storage.bytes)
            }
            if let linesOfKey = storage.linesOfKey { return Self.line(of: written, in: linesOfKey) }
            return Self.searchLine(of: written, isPlist: isPlist, storage: &storage)
        }
    }

    /// The text and what has been worked out about it, shared by copies of one locator.
    private final class State: Sendable {
        struct Storage {
            let bytes: [UInt8]
            var lookups = 0
            /// Each key as written in the file (JSON escapes or XML entities kept) → its 0-based lines, ascending.
            var linesOfKey: [String: [Int]]?
            /// Offset of each line's first byte, for direct searches.
            var lineStarts: [Int]?
            /// Where each value starts, by path, for key paths through arrays.
            var elements: ContentsLineIndex?
        }

        let storage: Mutex<Storage>

        init(bytes: [UInt8]) { storage = Mutex(Storage(bytes: bytes)) }
    }

    private static func line(of written: [String], in linesOfKey: [String: [Int]]) -> Int? {
        var start = 0
        var found: Int?
        for key in written {
            guard let lines = linesOfKey[key], let index = Self.firstElement(in: lines, atLeast: start) else { break }
            found = index + 1
            start = index
        }
        return found
    }

    /// `line(of:)` by searching the bytes for each key as written, from the line of the
    /// key before it: a JSON key is the quoted text followed by `:`, a plist key `<key>…</key>`.
    private static func searchLine(of written: [String], isPlist: Bool, storage: inout State.Storage) -> Int? {
        if storage.lineStarts == nil { storage.lineStarts = lineStarts(of: storage.bytes) }
        let starts = storage.lineStarts ?? [0]
        var line = 0
        var found: Int?
        for key in written {
            let pattern = isPlist ? Array("<key>\(key)</key>".utf8) : Array("\"\(key)\"".utf8)
            guard let offset = firstKey(pattern, isPlist: isPlist, in: storage.bytes, from: starts[line]) else { break }
            line = lineIndex(ofOffset: offset, starts: starts)
            found = line + 1
        }
        return found
    }

    /// Offset of the first occurrence of `pattern` at or after `start` that is written as a key.
    private static func firstKey(_ pattern: [UInt8], isPlist: Bool, in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { text -> Int? in
            pattern.withUnsafeBufferPointer { needle -> Int? in
                guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return nil }
                var offset = start
                // memchr to each candidate first byte, memcmp for the rest (glibc's memmem is not
                // visible to Swift without _GNU_SOURCE).
                while offset + needle.count <= text.count,
                    let hit = memchr(base + offset, Int32(needle[0]), text.count - offset - needle.count + 1)
                {
                    let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    offset = position + 1
                    guard memcmp(base + position, needleBase, needle.count) == 0 else { continue }
                    if isPlist { return position }
                    // An escaped quote inside a string is not the start of a key.
                    if position > 0, text[position - 1] == UInt8(ascii: "\\") { continue }
                    var after = position + needle.count
                    while after < text.count, text[after] == UInt8(ascii: " ") || text[after] == UInt8(ascii: "\t") { after += 1 }
                    if after < text.count, text[after] == UInt8(ascii: ":") { return position }
                }
                return nil
            }
        }
    }

    /// The offset where each line starts (`memchr` from one newline to the next).
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return }
            var offset = 0
            while offset < text.count, let newline = memchr(base + offset, Int32(UInt8(ascii: "\n")), text.count - offset) {
                offset = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        return starts
    }

    /// The 0-based line holding `offset`.
    private static func lineIndex(ofOffset offset: Int, starts: [Int]) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// Converts a character offset (as Foundation's JSON errors give) to line and column.
    static func lineAndColumn(ofOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        for character in text {
            if index >= offset { break }
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// Binary search in ascending `values` for the first at or above `minimum`.
    private static func firstElement(in values: [Int], atLeast minimum: Int) -> Int? {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < minimum { low = middle + 1 } else { high = middle }
        }
        return low < values.count ? values[low] : nil
    }

    /// Every JSON string followed (after spaces) by `:` is a key; strings never span lines.
    private static func indexJSONKeys(_ bytes: [UInt8]) -> [String: [Int]] {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n")
        var index: [String: [Int]] = [:]
        var line = 0
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == newline {
                line += 1
                position += 1
                continue
            }
            guard byte == quote else {
                position += 1
                continue
            }
            let start = position + 1
            var end = start
            while end < bytes.count, bytes[end] != quote, bytes[end] != newline {
                end += bytes[end] == backslash ? 2 : 1
            }
            guard end < bytes.count, bytes[end] == quote else {
                position = min(end, bytes.count)
                continue
            }
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
        let open = Array("<key>".utf8)
        let close = Array("</key>".utf8)
        let newline = UInt8(ascii: "\n")
        var index: [String: [Int]] = [:]
        var line = 0
        var position = 0
        func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
            offset + pattern.count <= bytes.count && bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
        }
        while position < bytes.count {
            if bytes[position] == newline {
                line += 1
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "<"), matches(open, at: position) else {
                position += 1
                continue
            }
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
        return key.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }

    private func escapeXML(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return key }
        return key.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;")
    }
}
