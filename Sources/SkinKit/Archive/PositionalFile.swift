import FoundationEssentials
import Glibc

/// A regular file open for reading at offsets (`pread`), its size taken once when it is opened:
/// every read is checked against that size first, so a header's claim never reads (or allocates)
/// past the file's end.
final class PositionalFile {
    let descriptor: Int32
    let size: UInt64

    /// Opens `path` for reading. `O_NONBLOCK`: a FIFO opens at once (instead of waiting for a writer)
    /// and is then refused, like anything else that is not a regular file.
    init(path: String) throws(ZipError) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ZipError(SystemReason.of(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw ZipError(SystemReason.of(code))
        }
        guard status.st_mode & S_IFMT == S_IFREG, status.st_size >= 0 else {
            close(descriptor)
            throw ZipError("not a regular file")
        }
        self.descriptor = descriptor
        self.size = UInt64(status.st_size)
    }

    deinit { close(descriptor) }

    /// True when `count` bytes from `offset` lie inside the file.
    func contains(_ offset: UInt64, count: UInt64) -> Bool {
        offset <= size && count <= size - offset
    }

    /// Exactly `count` bytes from `offset`; an error when they are not all in the file.
    func bytes(at offset: UInt64, count: Int) throws(ZipError) -> [UInt8] {
        guard count >= 0, contains(offset, count: UInt64(count)) else { throw Self.pastTheEnd }
        var bytes = [UInt8](repeating: 0, count: count)
        // withUnsafeMutableBytes rethrows untyped: the reader's error is carried out by hand.
        let result = bytes.withUnsafeMutableBytes { buffer in
            Result { () throws(ZipError) in try read(into: buffer, at: offset) }
        }
        try result.get()
        return bytes
    }

    /// Fills `buffer` from `offset`; an error when the file ends first (it shrank) or a read fails.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) throws(ZipError) {
        guard contains(offset, count: UInt64(buffer.count)) else { throw Self.pastTheEnd }
        guard let base = buffer.baseAddress else { return }
        var done = 0
        while done < buffer.count {
            let count = pread(descriptor, base + done, buffer.count - done, off_t(offset + UInt64(done)))
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw ZipError("a read failed: \(SystemReason.of(errno))") }
            guard count > 0 else { throw Self.pastTheEnd }
            done += count
        }
    }

    static let pastTheEnd = ZipError("the archive is truncated: a record or an entry's data reaches past the end of the file")
}
