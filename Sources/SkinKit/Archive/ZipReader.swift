import FoundationEssentials
import Glibc

/// Reads a zip archive from a file with `pread`, trusting none of its headers: the central
/// directory must lie in the file after every entry's data, each entry's local header and data
/// must lie before the directory without overlapping another's, and every size is bounded by the
/// file's before anything is read or allocated. Entries are stored or deflated, unencrypted;
/// `ZipEntry.refusal` says why another cannot be read. ZIP64 end records and extra fields are
/// read; a split zip is refused.
public final class ZipReader {
    public let path: String
    private let file: PositionalFile
    private let end: ZipDirectoryEnd

    /// Opens the archive at `path` and finds its central directory (nothing else is read yet).
    public init(path: String) throws(ZipError) {
        self.path = path
        file = try PositionalFile(path: path)
        end = try ZipDirectoryEnd.locate(in: file)
    }

    /// The number of entries the archive declares, at most its directory's size over 46 bytes
    /// (the smallest record): a caller can refuse too many before reading them.
    public var entryCount: Int { Int(clamping: end.entryCount) }

    /// The archive's size in bytes.
    public var fileSize: UInt64 { file.size }

    /// The entries in the central directory's order, each with its local header read and placed.
    public func entries() throws(ZipError) -> [ZipEntry] {
        var entries: [ZipEntry] = []
        var offset = end.directoryOffset
        let directoryEnd = end.directoryOffset + end.directorySize
        for _ in 0..<end.entryCount {
            let (entry, next) = try ZipCentralRecord.read(in: file, at: offset, limit: directoryEnd)
            entries.append(try placed(entry))
            offset = next
        }
        try checkNoOverlap(entries)
        return entries
    }

    /// Passes the entry's data to `body` in chunks of up to 64 KB, checking its size and CRC-32
    /// (`ZipError` naming the entry); rethrows what `body` throws.
    public func read(_ entry: ZipEntry, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try ZipEntryData.read(entry, in: file, body)
    }

    /// The entry's data in memory, refused past `limit` bytes (declared or inflated).
    public func data(of entry: ZipEntry, limit: Int) throws -> [UInt8] {
        guard entry.uncompressedSize <= UInt64(max(limit, 0)) else {
            throw ZipError("declares \(entry.uncompressedSize) bytes, more than the \(limit) allowed", entry: entry.path)
        }
        var bytes: [UInt8] = []
        try read(entry) { chunk in bytes.append(contentsOf: chunk) }
        return bytes
    }

    /// Writes the entry's data to a new regular file at `target` with `permissions` (never the
    /// archive's mode bits), streamed: `beforeChunk` is told each chunk's size before it is written
    /// and may throw to stop. A symbolic link at `target` is not followed (`ELOOP`); a file there is
    /// replaced. The file system's errors are `POSIXError`s.
    public func extract(
        _ entry: ZipEntry, to target: String, permissions: mode_t = 0o644, beforeChunk: (Int) throws -> Void = { _ in }
    ) throws {
        let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw Self.systemError() }
        defer { close(descriptor) }
        // The umask narrows what open gives; the file gets exactly `permissions`.
        guard fchmod(descriptor, permissions) == 0 else { throw Self.systemError() }
        try read(entry) { chunk in
            try beforeChunk(chunk.count)
            guard let start = chunk.baseAddress else { return }
            var done = 0
            while done < chunk.count {
                let count = write(descriptor, start + done, chunk.count - done)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw Self.systemError() }
                done += count
            }
        }
    }

    /// The entry with its data's offset, after its local header (whose own name and extra field
    /// lengths may differ from the directory's); its header and data must end before the directory.
    private func placed(_ entry: ZipEntry) throws(ZipError) -> ZipEntry {
        let area = end.directoryOffset
        let headerSize = UInt64(Self.localHeaderSize)
        guard entry.localHeaderOffset <= area, headerSize <= area - entry.localHeaderOffset else {
            throw ZipError("its local header (offset \(entry.localHeaderOffset)) lies outside the entries' part of the file", entry: entry.path)
        }
        let header = LittleEndianBytes(try file.bytes(at: entry.localHeaderOffset, count: Self.localHeaderSize))
        guard header.uint32(at: 0) == Self.localHeaderSignature else {
            throw ZipError("no local header where the central directory says it starts (offset \(entry.localHeaderOffset))", entry: entry.path)
        }
        let dataOffset = entry.localHeaderOffset + headerSize + UInt64(header.uint16(at: 26)) + UInt64(header.uint16(at: 28))
        guard dataOffset <= area, entry.compressedSize <= area - dataOffset else {
            throw ZipError(
                "its data (\(entry.compressedSize) bytes at offset \(dataOffset)) reaches past the entries' part of the file", entry: entry.path)
        }
        var placed = entry
        placed.dataOffset = dataOffset
        return placed
    }

    /// Refuses entries whose local header and data share bytes with another's (overlapping entries
    /// make a small zip unpack to many times its size).
    private func checkNoOverlap(_ entries: [ZipEntry]) throws(ZipError) {
        let ordered = entries.sorted { $0.localHeaderOffset < $1.localHeaderOffset }
        for (first, second) in zip(ordered, ordered.dropFirst()) where first.dataOffset + first.compressedSize > second.localHeaderOffset {
            throw ZipError("overlaps the entry \(first.path) in the file; refusing a likely zip bomb", entry: second.path)
        }
    }

    private static let localHeaderSignature: UInt32 = 0x0403_4B50
    private static let localHeaderSize = 30

    private static func systemError() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}
