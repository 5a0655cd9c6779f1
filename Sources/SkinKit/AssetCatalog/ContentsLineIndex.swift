/// The line where each value of a JSON document (an asset catalog's `Contents.json`, a Windows
/// Terminal settings file's `schemes`) starts, by path — `["colors", "1", "color", "components", "red"]` — so that a problem found after parsing
/// names its line as skin file problems do. Built only for a file that has problems.
struct ContentsLineIndex {
    private var lines: [[String]: Int] = [:]

    /// Indexes `bytes`; text that is not JSON gives what could be indexed before it.
    init(_ bytes: [UInt8]) {
        enum Container {
            case object(key: String?)
            case array(index: Int)
        }
        var found: [[String]: Int] = [:]
        var stack: [Container] = []
        var line = 1
        var position = 0
        var expectingKey = false

        func path() -> [String] {
            stack.compactMap { container in
                switch container {
                case .object(let key): key
                case .array(let index): String(index)
                }
            }
        }
        /// A value starts here: record its path and move an array to its next element. Values
        /// deeper than `recordedDepth` are not recorded (a path is as long as its depth: a document
        /// nested 50,000 deep took 19 GB), so a problem there is placed at its deepest recorded part.
        func valueStarts() {
            if case .array(let index)? = stack.last {
                stack[stack.count - 1] = .array(index: index + 1)
            }
            guard stack.count <= Self.recordedDepth else { return }
            let here = path()
            found[here] = found[here] ?? line
        }

        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "\""):
                var end = position + 1
                var text: [UInt8] = []
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    if bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count { end += 1 }
                    if bytes[end] == UInt8(ascii: "\n") { line += 1 }
                    text.append(bytes[end])
                    end += 1
                }
                if expectingKey, case .object = stack.last {
                    stack[stack.count - 1] = .object(key: String(decoding: text, as: UTF8.self))
                    expectingKey = false
                } else {
                    valueStarts()
                }
                position = end
            case UInt8(ascii: "{"):
                valueStarts()
                stack.append(.object(key: nil))
                expectingKey = true
            case UInt8(ascii: "["):
                valueStarts()
                stack.append(.array(index: -1))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                if case .object = stack.last { expectingKey = true }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                break
            default:
                // A number, true, false or null: one value, read to its end.
                valueStarts()
                while position + 1 < bytes.count, !Self.ends(bytes[position + 1]) { position += 1 }
            }
            position += 1
        }
        lines = found
    }

    /// The depth to which values are recorded: past every nesting limit (`SkinLimits` allows 32).
    static let recordedDepth = 64

    private static func ends(_ byte: UInt8) -> Bool {
        [
            UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
            UInt8(ascii: "\r"),
        ].contains(byte)
    }

    /// True for a key path part naming an array element: `colors[1]`.
    static func isElement(_ part: String) -> Bool {
        part.hasSuffix("]") && part.contains("[")
    }

    /// The line of a problem's key path (`colors[1]`, `color`, `components`, `red`), or of the
    /// deepest part of it that is there.
    func line(of keyPath: [String]) -> Int? {
        var path: [String] = []
        for part in keyPath {
            if Self.isElement(part), let bracket = part.lastIndex(of: "[") {
                // `colors[1]`, or `[1]` alone (the skin loader's way of naming an element).
                if bracket != part.startIndex { path.append(String(part[..<bracket])) }
                path.append(String(part[part.index(after: bracket)..<part.index(before: part.endIndex)]))
            } else {
                path.append(part)
            }
        }
        while !path.isEmpty {
            if let line = lines[path] { return line }
            path.removeLast()
        }
        return nil
    }
}
