import FoundationEssentials

/// Writes Swift values as a binary property list (`bplist00`) that CoreFoundation and
/// `BinaryPropertyListParser` read back to the same values: equal strings, numbers, dates and data
/// written once, integers in the fewest of 1, 2, 4 or 8 bytes (16 above Int64's range), references
/// and offsets in the fewest bytes that reach. Not CF's bytes (its object order differs), CF's
/// format. Takes and refuses what `XMLPropertyListWriter` takes and refuses.
enum BinaryPropertyListWriter {
    /// The document for `object`.
    static func data(_ object: Any) throws(PropertyListError) -> Data {
        var table = ObjectTable()
        _ = try table.add(object)
        return Data(table.encoded())
    }

    /// A value written once however often it appears.
    private enum Leaf: Hashable {
        case string(String)
        case integer(negative: Bool, magnitude: UInt64)
        case double(UInt64)
        case float(UInt32)
        case bool(Bool)
        case data(Data)
        case date(UInt64)
        case uid(UInt32)
    }

    /// An object of the file: a leaf's bytes, or a container's marker and the indices it refers to.
    private enum Entry {
        case leaf([UInt8])
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    private struct ObjectTable {
        var entries: [Entry] = []
        var leaves: [Leaf: Int] = [:]

        /// The index of `object`, added with everything it holds.
        mutating func add(_ object: Any) throws(PropertyListError) -> Int {
            if let leaf = try Self.leaf(object) {
                if let index = leaves[leaf] { return index }
                entries.append(.leaf(Self.bytes(leaf)))
                leaves[leaf] = entries.count - 1
                return entries.count - 1
            }
            let index = entries.count
            entries.append(.array([]))
            if let array = object as? [Any] {
                var children: [Int] = []
                children.reserveCapacity(array.count)
                for element in array { children.append(try add(element)) }
                entries[index] = .array(children)
            } else if let table = object as? [String: Any] {
                let keys = XMLPropertyListWriter.sortedKeys(table)
                var keyIndices: [Int] = []
                var valueIndices: [Int] = []
                for key in keys { keyIndices.append(try add(key)) }
                for key in keys { valueIndices.append(try add(table[key] as Any)) }
                entries[index] = .dictionary(keys: keyIndices, values: valueIndices)
            } else {
                throw XMLPropertyListWriter.invalid(object, format: 200)
            }
            return index
        }

        /// The leaf `object` is, nil for a container; throws for what no property list holds.
        private static func leaf(_ object: Any) throws(PropertyListError) -> Leaf? {
            switch object {
            case let text as String: return .string(text)
            case let flag as Bool: return .bool(flag)
            case let data as Data: return .data(data)
            case let date as Date: return .date(date.timeIntervalSinceReferenceDate.bitPattern)
            case let uid as PropertyListUID: return .uid(uid.value)
            case let value as Float: return .float(value.bitPattern)
            case is [Any], is [String: Any]: return nil
            default:
                if let (negative, magnitude) = XMLPropertyListWriter.integer(object) { return .integer(negative: negative, magnitude: magnitude) }
                if let value = XMLPropertyListWriter.real(object) { return .double(value.bitPattern) }
                throw XMLPropertyListWriter.invalid(object, format: 200)
            }
        }

        /// `value` big-endian in its last `count` bytes.
        static func bigEndian(_ value: UInt64, count: Int) -> [UInt8] {
            (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        }

        /// An integer object: the fewest of 1, 2, 4 and 8 bytes (a negative one in 8).
        static func integer(_ value: UInt64) -> [UInt8] {
            switch value {
            case 0...0xFF: [0x10] + bigEndian(value, count: 1)
            case 0x100...0xFFFF: [0x11] + bigEndian(value, count: 2)
            case 0x1_0000...0xFFFF_FFFF: [0x12] + bigEndian(value, count: 4)
            default: [0x13] + bigEndian(value, count: 8)
            }
        }

        /// A marker with a count: in its low four bits below 15, else in an integer after it.
        static func marker(_ kind: UInt8, count: Int) -> [UInt8] {
            count < 15 ? [kind | UInt8(count)] : [kind | 0x0F] + integer(UInt64(count))
        }

        static func bytes(_ leaf: Leaf) -> [UInt8] {
            switch leaf {
            case .bool(let flag): return [flag ? 0x09 : 0x08]
            case .integer(let negative, let magnitude):
                if negative { return [0x13] + bigEndian(UInt64(bitPattern: 0 &- Int64(bitPattern: magnitude)), count: 8) }
                if magnitude > UInt64(Int64.max) { return [0x14] + bigEndian(0, count: 8) + bigEndian(magnitude, count: 8) }
                return integer(magnitude)
            case .double(let bits): return [0x23] + bigEndian(bits, count: 8)
            case .float(let bits): return [0x22] + bigEndian(UInt64(bits), count: 4)
            case .date(let bits): return [0x33] + bigEndian(bits, count: 8)
            case .data(let data): return marker(0x40, count: data.count) + data
            case .uid(let value):
                let count = value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : 4
                return [0x80 | UInt8(count - 1)] + bigEndian(UInt64(value), count: count)
            case .string(let text):
                if text.utf8.allSatisfy({ $0 < 0x80 }) { return marker(0x50, count: text.utf8.count) + text.utf8 }
                let units = Array(text.utf16)
                return marker(0x60, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            }
        }

        /// The fewest bytes (1, 2, 4 or 8) that hold `value`.
        static func width(_ value: Int) -> Int {
            value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
        }

        /// The file: header, objects, offset table, trailer.
        func encoded() -> [UInt8] {
            let referenceSize = Self.width(entries.count)
            var bytes = Array("bplist00".utf8)
            var offsets: [Int] = []
            offsets.reserveCapacity(entries.count)
            func references(_ indices: [Int]) -> [UInt8] { indices.flatMap { Self.bigEndian(UInt64($0), count: referenceSize) } }
            for entry in entries {
                offsets.append(bytes.count)
                switch entry {
                case .leaf(let encoded): bytes += encoded
                case .array(let children): bytes += Self.marker(0xA0, count: children.count) + references(children)
                case .dictionary(let keys, let values): bytes += Self.marker(0xD0, count: keys.count) + references(keys) + references(values)
                }
            }
            let tableOffset = bytes.count
            let offsetSize = Self.width(tableOffset)
            for offset in offsets { bytes += Self.bigEndian(UInt64(offset), count: offsetSize) }
            bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
            bytes += Self.bigEndian(UInt64(entries.count), count: 8) + Self.bigEndian(0, count: 8) + Self.bigEndian(UInt64(tableOffset), count: 8)
            return bytes
        }
    }
}
