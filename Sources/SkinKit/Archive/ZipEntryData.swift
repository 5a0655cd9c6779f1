import CSystemZlib

/// An entry's data read from its archive in chunks: stored bytes as they are, deflated ones through
/// zlib's raw inflate, 64 KB at a time either way. Only the entry's compressed bytes are read (its
/// size is the central directory's), the output is stopped as soon as it passes the declared size,
/// and at the end its size and CRC-32 must be the declared ones: a lying header is an error naming
/// the entry, never a large allocation or a runaway inflate.
enum ZipEntryData {
    static let chunkSize = 64 * 1024

    /// Passes the entry's bytes to `body` chunk by chunk (each buffer only lives for the call).
    /// Throws a `ZipError` for the entry's data, or what `body` throws.
    static func read(_ entry: ZipEntry, in file: PositionalFile, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let refusal = entry.refusal { throw refusal }
        guard file.contains(entry.dataOffset, count: entry.compressedSize) else { throw PositionalFile.pastTheEnd }
        var check = Check(entry: entry)
        if entry.method == ZipEntry.stored {
            guard entry.compressedSize == entry.uncompressedSize else {
                throw ZipError(
                    "is stored (not compressed) but its sizes differ: \(entry.compressedSize) bytes stored, \(entry.uncompressedSize) declared",
                    entry: entry.path)
            }
            try stored(entry, in: file, check: &check, body)
        } else {
            try inflated(entry, in: file, check: &check, body)
        }
        try check.finish()
    }

    private static func stored(
        _ entry: ZipEntry, in file: PositionalFile, check: inout Check, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        var done: UInt64 = 0
        while done < entry.compressedSize {
            let count = Int(min(UInt64(chunkSize), entry.compressedSize - done))
            let chunk = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count])
            try file.read(into: chunk, at: entry.dataOffset + done)
            done += UInt64(count)
            try check.add(UnsafeRawBufferPointer(chunk))
            try body(UnsafeRawBufferPointer(chunk))
        }
    }

    private static func inflated(
        _ entry: ZipEntry, in file: PositionalFile, check: inout Check, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let input = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        // zlib keeps the stream's address in its state: the stream may not move while in use.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            stream.deinitialize(count: 1)
            stream.deallocate()
            output.deallocate()
            input.deallocate()
        }
        // -15: a raw deflate stream (no zlib header), a 32 KB window. inflateInit2 is a macro Swift cannot call.
        guard inflateInit2_(stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw ZipError("zlib could not start inflating it", entry: entry.path)
        }
        defer { inflateEnd(stream) }
        guard let inputStart = input.baseAddress, let outputStart = output.baseAddress else { return }
        var consumed: UInt64 = 0
        while true {
            if stream.pointee.avail_in == 0 && consumed < entry.compressedSize {
                let count = Int(min(UInt64(chunkSize), entry.compressedSize - consumed))
                try file.read(into: UnsafeMutableRawBufferPointer(rebasing: input[0..<count]), at: entry.dataOffset + consumed)
                consumed += UInt64(count)
                stream.pointee.next_in = inputStart.assumingMemoryBound(to: Bytef.self)
                stream.pointee.avail_in = uInt(count)
            }
            stream.pointee.next_out = outputStart.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(chunkSize)
            let status = inflate(stream, Z_NO_FLUSH)
            let produced = chunkSize - Int(stream.pointee.avail_out)
            if produced > 0 {
                let chunk = UnsafeRawBufferPointer(rebasing: output[0..<produced])
                try check.add(chunk)
                try body(chunk)
            }
            switch status {
            case Z_STREAM_END:
                return
            case Z_OK:
                continue
            case Z_BUF_ERROR where stream.pointee.avail_in == 0 && consumed == entry.compressedSize:
                throw ZipError("its compressed data ends before the deflate stream does (a truncated or damaged entry)", entry: entry.path)
            default:
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "status \(status)"
                throw ZipError("its compressed data is damaged (zlib: \(message))", entry: entry.path)
            }
        }
    }

    /// The running size and CRC-32 of an entry's output against its declared ones.
    private struct Check {
        let entry: ZipEntry
        var size: UInt64 = 0
        var crc: uLong = 0

        init(entry: ZipEntry) { self.entry = entry }

        mutating func add(_ chunk: UnsafeRawBufferPointer) throws(ZipError) {
            size += UInt64(chunk.count)
            guard size <= entry.uncompressedSize else {
                throw ZipError("inflates past its declared size of \(entry.uncompressedSize) bytes", entry: entry.path)
            }
            guard let start = chunk.baseAddress else { return }
            crc = crc32(crc, start.assumingMemoryBound(to: Bytef.self), uInt(chunk.count))
        }

        func finish() throws(ZipError) {
            guard size == entry.uncompressedSize else {
                throw ZipError("unpacks to \(size) bytes, not the \(entry.uncompressedSize) its header declares", entry: entry.path)
            }
            guard UInt32(truncatingIfNeeded: crc) == entry.crc32 else {
                throw ZipError(
                    "fails its CRC-32 check (the data gives \(hex(UInt32(truncatingIfNeeded: crc))), the header declares \(hex(entry.crc32)))",
                    entry: entry.path)
            }
        }

        private func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16)
            return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
        }
    }
}
