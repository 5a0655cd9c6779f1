/// Reads the skin names of a JSON skin file — its top-level keys and where each starts — without
/// building its values, so a start can index thousands of files and decode one.
enum SkinNameScanner {
    /// A skin's name and the byte offset of its key in the file.
    struct Name: Sendable, Hashable {
        var name: String
        var offset: Int
    }

    enum Outcome: Sendable, Equatable {
        /// A skin file: every top-level value is an object with a skin section.
        case skins([Name])
        /// JSON that is not plainly a skin file (another tool's theme, an escaped name): read whole.
        case other
        /// The text stops being JSON: the names read before that point.
        case broken([Name])
    }

    static func scan(_ bytes: [UInt8]) -> Outcome {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            return reader.topLevel()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        enum Stop: Error { case broken, other }

        mutating func topLevel() -> Outcome {
            var names: [Name] = []
            do {
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
                skipSpace()
                try expect(UInt8(ascii: "{"))
                skipSpace()
                if peek() == UInt8(ascii: "}") { return .other }
                while true {
                    skipSpace()
                    let offset = position
                    let key = try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    skipSpace()
                    if key == SkinFileFormat.schemaKey {
                        try skipValue()
                    } else {
                        guard peek() == UInt8(ascii: "{") else { throw Stop.other }
                        guard try objectHasSkinSection() else { throw Stop.other }
                        names.append(Name(name: key, offset: offset))
                    }
                    skipSpace()
                    if peek() == UInt8(ascii: ",") {
                        position += 1
                        continue
                    }
                    try expect(UInt8(ascii: "}"))
                    skipSpace()
                    guard position == bytes.count else { throw Stop.broken }
                    return names.isEmpty ? .other : .skins(names)
                }
            } catch Stop.other {
                return .other
            } catch {
                return .broken(names)
            }
        }

        func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func expect(_ byte: UInt8) throws(Stop) {
            guard peek() == byte else { throw .broken }
            position += 1
        }

        /// A string without escapes (a name with one is read the whole way: `.other`).
        mutating func string() throws(Stop) -> String {
            try expect(UInt8(ascii: "\""))
            let start = position
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)]), as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") { throw .other }
                if byte < 0x20 { throw .broken }
                position += 1
            }
            throw .broken
        }

        /// Reads an object's keys (skipping their values); true when one is a skin section.
        mutating func objectHasSkinSection() throws(Stop) -> Bool {
            try expect(UInt8(ascii: "{"))
            var found = false
            skipSpace()
            if peek() == UInt8(ascii: "}") {
                position += 1
                return false
            }
            while true {
                skipSpace()
                let key: String
                do { key = try string() } catch .other {
                    try skipString()
                    key = ""
                } catch { throw .broken }
                if !found, SkinFileFormat.sections.contains(key) { found = true }
                skipSpace()
                try expect(UInt8(ascii: ":"))
                skipSpace()
                try skipValue()
                skipSpace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "}"))
                return found
            }
        }

        /// Moves past a string whose opening quote was already read by `string()` (one with escapes).
        mutating func skipString() throws(Stop) {
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\\") { position += 1 } else if byte == UInt8(ascii: "\"") { return }
            }
            throw .broken
        }

        /// Moves past one value: nested objects and arrays by depth, strings by their quotes.
        mutating func skipValue() throws(Stop) {
            guard let first = peek() else { throw .broken }
            if first == UInt8(ascii: "\"") {
                position += 1
                try skipString()
                return
            }
            if first != UInt8(ascii: "{") && first != UInt8(ascii: "[") {
                // A number, true, false or null: up to the next delimiter.
                while let byte = peek(), byte != UInt8(ascii: ","), byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]"),
                    byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09
                {
                    position += 1
                }
                return
            }
            var depth = 0
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return }
                case UInt8(ascii: "\""): try skipString()
                default: break
                }
            }
            throw .broken
        }
    }
}
