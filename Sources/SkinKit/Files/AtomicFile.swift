import FoundationEssentials
import Glibc

/// Writes a whole file by a temporary file in the same folder renamed into place, the one way every
/// output of termskin is written (screenshots, goldens, the state file). A destination that is a
/// symbolic link is refused, and the rename replaces a link planted later rather than following it,
/// so no write lands outside the folder asked for; a reader never sees half a file.
public enum AtomicFile {
    /// Why a file could not be written: the path and the system's reason.
    public struct WriteError: Error, Equatable, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `data` to `path` (mode `permissions`, less the umask), replacing what is there.
    public static func write(_ data: Data, to path: String, permissions: mode_t = 0o644) throws(WriteError) {
        if let refusal = refusal(path) { throw refusal }
        let folder = PathName.deletingLastComponent(path)
        let name = ".\(PathName.lastComponent(path)).\(getpid()).\(UUID().uuidString).tmp"
        let temporary = folder.isEmpty ? name : PathName.joined(folder, name)
        // O_EXCL: never opens an existing file or a link planted under the temporary name.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: systemReason()) }
        var failure: WriteError?
        do { try writeAll(data, to: descriptor, path: path) } catch { failure = error }
        if close(descriptor) != 0, failure == nil { failure = WriteError(path: path, reason: systemReason()) }
        if failure == nil, rename(temporary, path) != 0 { failure = WriteError(path: path, reason: systemReason()) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Why `path` may not be written (a symbolic link, a folder); nil when it may. Writers that
    /// rename files of their own into place (a script's shots) ask before each rename.
    public static func refusal(_ path: String) -> WriteError? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return WriteError(path: path, reason: "it is a symbolic link; refusing to write through it")
        case S_IFDIR: return WriteError(path: path, reason: "it is a folder")
        default: return nil
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(WriteError) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Glibc.write(descriptor, $0 + offset, buffer.count - offset) } ?? -1
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw WriteError(path: path, reason: systemReason()) }
            offset += written
        }
    }

    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
