/// Where a zip's central directory is and how many entries it declares: the end of central
/// directory record, found by searching back from the file's end over a comment of up to 65,535
/// bytes, and the ZIP64 end record when a locator points to one. Every value is checked against
/// the file before it is returned: the directory lies wholly before the end records, and the
/// declared count fits in it (a record takes at least 46 bytes), so nothing is sized by a claim.
struct ZipDirectoryEnd: Equatable {
    var entryCount: UInt64
    var directoryOffset: UInt64
    var directorySize: UInt64

    static let signature: UInt32 = 0x0605_4B50
    static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    static let zip64RecordSignature: UInt32 = 0x0606_4B50
    static let recordSize = 22
    static let zip64LocatorSize = 20
    static let zip64RecordSize = 56
    static let maximumCommentSize = 65_535

    static let notAZip = ZipError("no end of central directory record (a truncated archive, or not a zip at all)")

    /// The directory of the zip in `file`.
    static func locate(in file: PositionalFile) throws(ZipError) -> ZipDirectoryEnd {
        let endOffset = try recordOffset(in: file)
        let record = LittleEndianBytes(try file.bytes(at: endOffset, count: recordSize))
        var end = ZipDirectoryEnd(
            entryCount: UInt64(record.uint16(at: 10)), directoryOffset: UInt64(record.uint32(at: 16)),
            directorySize: UInt64(record.uint32(at: 12)))
        var disk = UInt32(record.uint16(at: 4))
        var directoryDisk = UInt32(record.uint16(at: 6))
        var entriesOnDisk = UInt64(record.uint16(at: 8))
        // The directory must end where the end records start.
        var directoryLimit = endOffset
        if let zip64Offset = try zip64RecordOffset(in: file, endOffset: endOffset) {
            let zip64 = LittleEndianBytes(try file.bytes(at: zip64Offset, count: zip64RecordSize))
            guard zip64.uint32(at: 0) == zip64RecordSignature else {
                throw ZipError("the ZIP64 end of central directory record is missing where its locator points")
            }
            disk = zip64.uint32(at: 16)
            directoryDisk = zip64.uint32(at: 20)
            entriesOnDisk = zip64.uint64(at: 24)
            end = ZipDirectoryEnd(entryCount: zip64.uint64(at: 32), directoryOffset: zip64.uint64(at: 48), directorySize: zip64.uint64(at: 40))
            directoryLimit = zip64Offset
        }
        guard disk == 0, directoryDisk == 0, entriesOnDisk == end.entryCount else {
            throw ZipError("the archive spans several disks (a split zip), which termskin does not read")
        }
        guard end.directorySize <= directoryLimit, end.directoryOffset <= directoryLimit - end.directorySize else {
            throw ZipError("the central directory lies outside the file (it claims \(end.directorySize) bytes at offset \(end.directoryOffset))")
        }
        guard end.entryCount <= end.directorySize / UInt64(ZipCentralRecord.fixedSize) else {
            throw ZipError("the central directory claims \(end.entryCount) entries, more than its \(end.directorySize) bytes can hold")
        }
        return end
    }

    /// Where the end of central directory record starts: the last signature from the end whose
    /// comment ends the file, else the last whose record and comment fit in it (a file with bytes
    /// after its zip).
    private static func recordOffset(in file: PositionalFile) throws(ZipError) -> UInt64 {
        guard file.size >= UInt64(recordSize) else { throw notAZip }
        let tailSize = Int(min(file.size, UInt64(recordSize + maximumCommentSize)))
        let tailStart = file.size - UInt64(tailSize)
        let tail = LittleEndianBytes(try file.bytes(at: tailStart, count: tailSize))
        var fitting: Int?
        var position = tailSize - recordSize
        while position >= 0 {
            if tail.uint32(at: position) == signature {
                let commentEnd = position + recordSize + Int(tail.uint16(at: position + 20))
                if commentEnd == tailSize { return tailStart + UInt64(position) }
                if commentEnd < tailSize, fitting == nil { fitting = position }
            }
            position -= 1
        }
        guard let fitting else { throw notAZip }
        return tailStart + UInt64(fitting)
    }

    /// Where the ZIP64 end record starts, when a ZIP64 locator sits just before the end record.
    private static func zip64RecordOffset(in file: PositionalFile, endOffset: UInt64) throws(ZipError) -> UInt64? {
        guard endOffset >= UInt64(zip64LocatorSize) else { return nil }
        let locatorOffset = endOffset - UInt64(zip64LocatorSize)
        let locator = LittleEndianBytes(try file.bytes(at: locatorOffset, count: zip64LocatorSize))
        guard locator.uint32(at: 0) == zip64LocatorSignature else { return nil }
        let recordOffset = locator.uint64(at: 8)
        guard locator.uint32(at: 4) == 0, locator.uint32(at: 16) <= 1 else {
            throw ZipError("the archive spans several disks (a split zip), which termskin does not read")
        }
        guard recordOffset <= locatorOffset, locatorOffset - recordOffset >= UInt64(zip64RecordSize) else {
            throw ZipError("the ZIP64 end of central directory locator points outside the file (offset \(recordOffset))")
        }
        return recordOffset
    }
}
