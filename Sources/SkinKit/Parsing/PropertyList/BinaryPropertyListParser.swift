import FoundationEssentials

/// CoreFoundation's binary property list reader (`CFBinaryPList.c`) in Swift: the `bplist0?`
/// header, the trailer's checks (sizes, counts and every offset within the file before anything is
/// read), objects by reference with each extent checked against the object table, integers of 1 to
/// 16 bytes, 4- and 8-byte reals, dates, data, ASCII and UTF-16 strings, UIDs, arrays, sets and
/// dictionaries (keys not containers; the first of duplicate keys kept, as CF keeps it).
///
/// Hostile files: nothing is allocated or read by a count before the bytes it claims are checked
/// to be there; a reference cycle fails (an object inside itself), as does nesting past 512, CF's
/// limit; an object referred to twice is read once (CF's cache); and a file whose shared arrays
/// and dictionaries would expand to more objects than 65,536 and one a byte is refused with an
/// error of its own (a few hundred bytes can describe 2^500 objects: CF reads them, and Foundation's
/// bridging to Swift then runs out of memory). A file CF writes shares no container, so its tree
/// has one object for each reference in it, fewer than its bytes.
///
/// Values as `XMLPropertyListParser` gives them, and: `JSONNull` for the null object, `PropertyListSet`
/// for a set, a `[AnyHashable: Any]` for a dictionary with keys that are not all strings, a 4-byte
/// real as its `Double`, a 16-byte integer as its low 64 bits (`Int`, or `UInt64` above Int64's range).
struct BinaryPropertyListParser {
    /// What reading gave.
    enum Outcome {
        /// The root object.
        case object(Any)
        /// Not a binary property list CF reads (then read as XML or OpenStep, as CF does).
        case notRead
        /// Refused for its shared containers' expansion.
        case refused(PropertyListError)
    }

    /// CF's `_CFPropertyListMaxRecursionDepth()` on a 64-bit desktop system.
    static let maxDepth = 512

    private let bytes: [UInt8]
    private let offsetIntSize: Int
    private let objectRefSize: Int
    private let objectCount: Int
    private let offsetTableOffset: Int
    /// Objects read, by offset (CF's `objects` dictionary), with their expanded sizes.
    private var done: [Int: (object: Any, size: Int)] = [:]
    /// Containers being read: one met again is inside itself.
    private var open: Set<Int> = []
    /// Objects the tree may expand to: the file's byte count, and room for a small file.
    private let expansionBudget: Int
    private var refusal: PropertyListError?

    /// Reads `bytes` as CF's `__CFTryParseBinaryPlist` does.
    static func read(_ bytes: [UInt8]) -> Outcome {
        guard let (parser, top) = header(bytes) else { return .notRead }
        var reader = parser
        if let (object, _) = reader.object(at: top, depth: 0) { return .object(object) }
        return reader.refusal.map(Outcome.refused) ?? .notRead
    }

    /// The length of the trailer: 6 unused bytes and the sizes, then three 8-byte numbers.
    private static let trailerLength = 32

    /// The reader and the top object's offset, when the trailer passes CF's checks
    /// (`__CFBinaryPlistGetTopLevelInfo`): counts and sizes that fit the file exactly, every
    /// offset in the table inside the object table.
    private static func header(_ bytes: [UInt8]) -> (BinaryPropertyListParser, Int)? {
        let length = bytes.count
        guard length >= trailerLength + 8 + 1, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
        let trailer = length - trailerLength
        let offsetIntSize = Int(bytes[trailer + 6])
        let objectRefSize = Int(bytes[trailer + 7])
        let objects = sizedInt(bytes, at: trailer + 8, size: 8)
        let top = sizedInt(bytes, at: trailer + 16, size: 8)
        let tableOffset = sizedInt(bytes, at: trailer + 24, size: 8)
        guard objects <= UInt64(Int.max), tableOffset <= UInt64(Int.max), objects >= 1, top < objects, tableOffset >= 9,
            UInt64(length - trailerLength) > tableOffset, offsetIntSize >= 1, objectRefSize >= 1
        else { return nil }
        let (tableSize, overflow) = objects.multipliedReportingOverflow(by: UInt64(offsetIntSize))
        // 8 + the object table + the offset table + the trailer is the whole file.
        guard !overflow, tableSize >= 1, tableSize <= UInt64(length), tableOffset + tableSize + UInt64(trailerLength) == UInt64(length)
        else { return nil }
        if objectRefSize < 8, UInt64(1) << UInt64(8 * objectRefSize) <= objects { return nil }
        if offsetIntSize < 8, UInt64(1) << UInt64(8 * offsetIntSize) <= tableOffset { return nil }
        let table = Int(tableOffset)
        for index in 0..<Int(objects) where sizedInt(bytes, at: table + index * offsetIntSize, size: offsetIntSize) > tableOffset - 1 {
            return nil
        }
        let topOffset = sizedInt(bytes, at: table + Int(top) * offsetIntSize, size: offsetIntSize)
        guard topOffset >= 8, topOffset < tableOffset else { return nil }
        let reader = BinaryPropertyListParser(
            bytes: bytes, offsetIntSize: offsetIntSize, objectRefSize: objectRefSize, objectCount: Int(objects), offsetTableOffset: table)
        return (reader, Int(topOffset))
    }

    private init(bytes: [UInt8], offsetIntSize: Int, objectRefSize: Int, objectCount: Int, offsetTableOffset: Int) {
        self.bytes = bytes
        self.offsetIntSize = offsetIntSize
        self.objectRefSize = objectRefSize
        self.objectCount = objectCount
        self.offsetTableOffset = offsetTableOffset
        expansionBudget = bytes.count + 65536
    }

    /// A big-endian integer of `size` bytes (any size: only the last 64 bits are kept, as in CF).
    private static func sizedInt(_ bytes: [UInt8], at index: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[index..<index + size] { value = value << 8 | UInt64(byte) }
        return value
    }

    private func sizedInt(at index: Int, size: Int) -> UInt64 { Self.sizedInt(bytes, at: index, size: size) }

    /// The last byte an object may take: the one before the offset table.
    private var lastObjectByte: Int { offsetTableOffset - 1 }

    /// True when `count` bytes from `start` end within the object table.
    private func fits(_ start: Int, _ count: Int) -> Bool {
        count >= 0 && start <= lastObjectByte + 1 && count <= lastObjectByte + 1 - start
    }

    /// An object's count: the marker's low 4 bits, or the integer after the marker when they are
    /// all set (CF's `_readInt`); with the index of the first byte after it.
    private func count(marker: UInt8, at index: Int) -> (count: Int, next: Int)? {
        let nibble = Int(marker & 0x0F)
        if nibble != 0x0F { return (nibble, index) }
        guard index <= lastObjectByte, bytes[index] & 0xF0 == 0x10 else { return nil }
        let size = 1 << Int(bytes[index] & 0x0F)
        guard fits(index + 1, size) else { return nil }
        let value = sizedInt(at: index + 1, size: size)
        guard value <= UInt64(Int.max) else { return nil }
        return (Int(value), index + 1 + size)
    }

    /// The offset of the object the reference at `index` names (CF's `_getOffsetOfRefAt`).
    private func reference(at index: Int) -> Int? {
        guard index >= 8, index <= offsetTableOffset - objectRefSize else { return nil }
        let reference = sizedInt(at: index, size: objectRefSize)
        guard reference < UInt64(objectCount) else { return nil }
        // The table's offsets were checked to be inside the object table.
        return Int(sizedInt(at: offsetTableOffset + Int(reference) * offsetIntSize, size: offsetIntSize))
    }

    /// The object at `offset`, `depth` containers deep, with the number of objects it expands to;
    /// nil when CF would fail.
    private mutating func object(at offset: Int, depth: Int) -> (Any, Int)? {
        if depth > Self.maxDepth { return nil }
        if let known = done[offset] { return known }
        if open.contains(offset) { return nil }
        guard offset >= 8, offset <= lastObjectByte else { return nil }
        let marker = bytes[offset]
        let body = offset + 1
        let object: Any
        switch marker & 0xF0 {
        case 0x00:
            switch marker {
            case 0x00: object = JSONNull()
            case 0x08: object = false
            case 0x09: object = true
            default: return nil
            }
        case 0x10:
            let size = 1 << Int(marker & 0x0F)
            guard fits(body, size), size <= 16 else { return nil }
            let value = sizedInt(at: body, size: size)
            // 1-, 2- and 4-byte integers are unsigned, 8-byte ones signed, 16-byte ones their low 64 bits.
            object = size > 8 && value > UInt64(Int64.max) ? value : Int(Int64(bitPattern: value))
        case 0x20:
            switch marker & 0x0F {
            case 2:
                guard fits(body, 4) else { return nil }
                object = Double(Float(bitPattern: UInt32(truncatingIfNeeded: sizedInt(at: body, size: 4))))
            case 3:
                guard fits(body, 8) else { return nil }
                object = Double(bitPattern: sizedInt(at: body, size: 8))
            default: return nil
            }
        case 0x30:
            guard marker == 0x33, fits(body, 8) else { return nil }
            object = Date(timeIntervalSinceReferenceDate: Double(bitPattern: sizedInt(at: body, size: 8)))
        case 0x40, 0x50:
            guard let (count, start) = count(marker: marker, at: body), fits(start, count) else { return nil }
            let slice = bytes[start..<start + count]
            // ASCII as CF converts it on Linux: a byte above 0x7F is its Latin-1 character.
            object = marker & 0xF0 == 0x40 ? Data(slice) : String(String.UnicodeScalarView(slice.map { Unicode.Scalar($0) }))
        case 0x60:
            guard let (count, start) = count(marker: marker, at: body), count <= Int.max / 2, fits(start, 2 * count) else { return nil }
            let units = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
            object = String(decoding: units, as: UTF16.self)
        case 0x80:
            let size = Int(marker & 0x0F) + 1
            guard fits(body, size) else { return nil }
            let value = sizedInt(at: body, size: size)
            guard value <= UInt64(UInt32.max) else { return nil }
            object = PropertyListUID(UInt32(value))
        case 0xA0, 0xC0, 0xD0:
            return container(at: offset, marker: marker, depth: depth)
        default:
            return nil
        }
        done[offset] = (object, 1)
        return (object, 1)
    }

    /// An array, set or dictionary at `offset`.
    private mutating func container(at offset: Int, marker: UInt8, depth: Int) -> (Any, Int)? {
        let kind = marker & 0xF0
        guard let (count, start) = count(marker: marker, at: offset + 1) else { return nil }
        let (references, countOverflow) = count.multipliedReportingOverflow(by: kind == 0xD0 ? 2 : 1)
        let (byteCount, overflow) = references.multipliedReportingOverflow(by: objectRefSize)
        guard !countOverflow, !overflow, fits(start, byteCount) else { return nil }
        open.insert(offset)
        defer { open.remove(offset) }
        var elements: [Any] = []
        elements.reserveCapacity(references)
        var size = 1
        var allStrings = true
        for index in 0..<references {
            guard let child = reference(at: start + index * objectRefSize), let (element, elementSize) = object(at: child, depth: depth + 1)
            else { return nil }
            if kind == 0xD0, index < count {
                // A key is not a container.
                if element is [Any] || element is [String: Any] || element is [AnyHashable: Any] || element is PropertyListSet { return nil }
                if !(element is String) { allStrings = false }
            }
            size = size.addingReportingOverflow(elementSize).partialValue
            if size > expansionBudget || size < 0 {
                refusal = PropertyListError(
                    message: "The binary property list's shared arrays and dictionaries expand to more than \(expansionBudget) objects")
                return nil
            }
            elements.append(element)
        }
        let object: Any
        switch kind {
        case 0xA0: object = elements
        case 0xC0: object = PropertyListSet(elements)
        default: object = Self.dictionary(keys: elements[..<count], values: elements[count...], allStrings: allStrings)
        }
        done[offset] = (object, size)
        return (object, size)
    }

    /// Keys and values paired, the first of equal keys kept (CF's `CFDictionaryAddValue`).
    private static func dictionary(keys: ArraySlice<Any>, values: ArraySlice<Any>, allStrings: Bool) -> Any {
        if allStrings {
            var table: [String: Any] = [:]
            table.reserveCapacity(keys.count)
            for (key, value) in zip(keys, values) {
                if let key = key as? String, table[key] == nil { table[key] = value }
            }
            return table
        }
        var table: [AnyHashable: Any] = [:]
        for (key, value) in zip(keys, values) {
            if let key = hashable(key), table[key] == nil { table[key] = value }
        }
        return table
    }

    /// A key read from the file as a hashable value (every kind a key may be).
    private static func hashable(_ key: Any) -> AnyHashable? {
        switch key {
        case let key as String: AnyHashable(key)
        case let key as Int: AnyHashable(key)
        case let key as UInt64: AnyHashable(key)
        case let key as Double: AnyHashable(key)
        case let key as Bool: AnyHashable(key)
        case let key as Data: AnyHashable(key)
        case let key as Date: AnyHashable(key)
        case let key as PropertyListUID: AnyHashable(key)
        case let key as JSONNull: AnyHashable(key)
        default: nil
        }
    }
}
