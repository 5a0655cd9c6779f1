import Glibc

/// One central directory header (APPNOTE 4.3.12) read into a `ZipEntry`: its name, kind, method,
/// sizes and CRC-32, and where its local header is, with ZIP64's values where the 32-bit fields
/// are saturated. The entry's `dataOffset` is its local header's offset until `ZipReader` reads
/// that header.
enum ZipCentralRecord {
    static let signature: UInt32 = 0x0201_4B50
    static let fixedSize = 46
    static let zip64ExtraID: UInt16 = 0x0001

    /// The host systems whose zips keep a Unix mode in the external attributes' high half.
    static let unixHosts: Set<UInt8> = [3, 19]
    static let msDOSHost: UInt8 = 0

    /// The entry whose header starts at `offset`, which must end by `limit` (the directory's end),
    /// and where the next header starts.
    static func read(in file: PositionalFile, at offset: UInt64, limit: UInt64) throws(ZipError) -> (entry: ZipEntry, next: UInt64) {
        guard offset <= limit, UInt64(fixedSize) <= limit - offset else { throw damaged(at: offset) }
        let header = LittleEndianBytes(try file.bytes(at: offset, count: fixedSize))
        guard header.uint32(at: 0) == signature else { throw damaged(at: offset) }
        let nameLength = Int(header.uint16(at: 28))
        let extraLength = Int(header.uint16(at: 30))
        let commentLength = Int(header.uint16(at: 32))
        let variableLength = nameLength + extraLength + commentLength
        guard UInt64(variableLength) <= limit - offset - UInt64(fixedSize) else { throw damaged(at: offset) }
        let variable = LittleEndianBytes(try file.bytes(at: offset + UInt64(fixedSize), count: nameLength + extraLength))
        let flags = header.uint16(at: 8)
        let path = try ZipEntryName.decode(variable.slice(at: 0, count: nameLength) ?? [], utf8: flags & 0x0800 != 0)
        var uncompressedSize = UInt64(header.uint32(at: 24))
        var compressedSize = UInt64(header.uint32(at: 20))
        var localHeaderOffset = UInt64(header.uint32(at: 42))
        var disk = UInt32(header.uint16(at: 34))
        if uncompressedSize == 0xFFFF_FFFF || compressedSize == 0xFFFF_FFFF || localHeaderOffset == 0xFFFF_FFFF || disk == 0xFFFF {
            let extra = LittleEndianBytes(variable.slice(at: nameLength, count: extraLength) ?? [])
            guard let zip64 = field(zip64ExtraID, in: extra) else {
                throw ZipError("its sizes or offset say ZIP64 but it has no ZIP64 extra field", entry: path)
            }
            // The ZIP64 field holds, in this order, only the values whose 32-bit fields are saturated.
            var position = 0
            func next(_ size: Int) throws(ZipError) -> UInt64 {
                guard zip64.slice(at: position, count: size) != nil else {
                    throw ZipError("its ZIP64 extra field is too short for the values it must hold", entry: path)
                }
                defer { position += size }
                return size == 8 ? zip64.uint64(at: position) : UInt64(zip64.uint32(at: position))
            }
            if uncompressedSize == 0xFFFF_FFFF { uncompressedSize = try next(8) }
            if compressedSize == 0xFFFF_FFFF { compressedSize = try next(8) }
            if localHeaderOffset == 0xFFFF_FFFF { localHeaderOffset = try next(8) }
            if disk == 0xFFFF { disk = UInt32(truncatingIfNeeded: try next(4)) }
        }
        guard disk == 0 else { throw ZipError("it is on another disk of a split zip, which termskin does not read", entry: path) }
        let host = UInt8(truncatingIfNeeded: header.uint16(at: 4) >> 8)
        let entry = ZipEntry(
            path: path, kind: kind(of: path, host: host, external: header.uint32(at: 38)), method: header.uint16(at: 10),
            flags: flags, crc32: header.uint32(at: 16), compressedSize: compressedSize, uncompressedSize: uncompressedSize,
            localHeaderOffset: localHeaderOffset, dataOffset: localHeaderOffset)
        return (entry, offset + UInt64(fixedSize + variableLength))
    }

    /// A symbolic link or folder by its Unix mode (zips made on Unix or macOS), else a folder when its
    /// path ends in `/` (or, made on MS-DOS or Windows, its directory attribute is set).
    static func kind(of path: String, host: UInt8, external: UInt32) -> ZipEntry.Kind {
        if unixHosts.contains(host) {
            switch mode_t(external >> 16) & S_IFMT {
            case S_IFLNK: return .symbolicLink
            case S_IFDIR: return .directory
            default: break
            }
        }
        if path.hasSuffix("/") || (host == msDOSHost && external & 0x10 != 0) { return .directory }
        return .file
    }

    /// The data of the extra field `id` in `extra` (a run of id, size, data), or nil.
    static func field(_ id: UInt16, in extra: LittleEndianBytes) -> LittleEndianBytes? {
        var position = 0
        while position + 4 <= extra.count {
            let size = Int(extra.uint16(at: position + 2))
            guard let data = extra.slice(at: position + 4, count: size) else { return nil }
            if extra.uint16(at: position) == id { return LittleEndianBytes(data) }
            position += 4 + size
        }
        return nil
    }

    static func damaged(at offset: UInt64) -> ZipError {
        ZipError("the central directory is damaged (no valid entry record at offset \(offset))")
    }
}
