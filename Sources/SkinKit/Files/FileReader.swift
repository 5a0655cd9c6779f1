import FoundationEssentials
import Glibc

/// Reads a whole file that a user or a folder scan named, the one way termskin reads its inputs:
/// only a regular file (a FIFO would block `open` forever, a device never ends), at most a limit
/// of bytes (checked before reading), and each failure said in words — permission denied, a
/// symbolic link loop, a folder — instead of one "cannot read".
public enum FileReader {
    /// Why a file could not be read.
    public struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        /// What went wrong, in words: "permission denied", "is a FIFO, not a regular file", ….
        public var reason: String
        /// The file's size when it was over the limit (so a caller can say its own limit).
        public var oversizedBytes: Int?
        /// The system's error number when a call failed (`ENOENT`, `EACCES`, …).
        public var systemError: Int32?
        public var description: String { "\(path): \(reason)" }
        /// True when there is no file at the path (nothing there, or a part of the path is a file).
        public var isMissing: Bool { systemError == ENOENT || systemError == ENOTDIR }

        init(path: String, reason: String, oversizedBytes: Int? = nil, systemError: Int32? = nil) {
            self.path = path
            self.reason = reason
            self.oversizedBytes = oversizedBytes
            self.systemError = systemError
        }

        init(path: String, systemError: Int32) {
            self.init(path: path, reason: SystemReason.of(systemError), systemError: systemError)
        }
    }

    /// The bytes of the regular file at `path`, refusing more than `limit`.
    public static func read(_ path: String, limit: Int) throws(ReadError) -> Data {
        // O_NONBLOCK: opening a FIFO for reading returns at once instead of waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(path: path, systemError: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(path: path, systemError: errno) }
        if let kind = nonRegularKind(status.st_mode) { throw ReadError(path: path, reason: "is \(kind), not a regular file") }
        let size = Int(status.st_size)
        if size > limit { throw tooLarge(path, bytes: size, limit: limit) }
        var data = Data(count: size)
        var offset = 0
        // A file that grows while it is read is cut at the limit, plus one byte to notice it.
        let capacity = min(limit, Int.max - 1) + 1
        while offset < capacity {
            if offset == data.count {
                // The size fstat gave is read: one byte more says whether the file ends there.
                var probe: UInt8 = 0
                let count = Glibc.read(descriptor, &probe, 1)
                if count < 0 && errno == EINTR { continue }
                guard count >= 0 else { throw ReadError(path: path, systemError: errno) }
                if count == 0 { break }
                data.count = min(capacity, max(data.count * 2, 4096))
                data[offset] = probe
                offset += 1
                continue
            }
            let count = data.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { Glibc.read(descriptor, $0 + offset, buffer.count - offset) } ?? -1
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw ReadError(path: path, systemError: errno) }
            if count == 0 { break }
            offset += count
        }
        if offset > limit { throw tooLarge(path, bytes: offset, limit: limit) }
        data.count = offset
        return data
    }

    /// Why `path` is not a regular file one could read (nil when it is, or when it is not there:
    /// opening it says so), for readers that open files themselves (ZIPFoundation).
    public static func refusal(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT ? nil : SystemReason.of(errno) }
        return nonRegularKind(status.st_mode).map { "is \($0), not a regular file" }
    }

    /// The size `stat` gives for the file at `path` (nil when there is none), for totals of many files.
    public static func size(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    private static func tooLarge(_ path: String, bytes: Int, limit: Int) -> ReadError {
        ReadError(path: path, reason: "is \(bytes) bytes, more than the \(SkinLimits.describe(bytes: limit)) allowed", oversizedBytes: bytes)
    }

    private static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "a special file"
        }
    }
}
