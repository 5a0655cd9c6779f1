import FoundationEssentials
import Glibc

/// Why a file operation failed, in the words people know: one table for the errors people meet,
/// the system's own text for the rest. Foundation's file errors are read down to their POSIX code,
/// so that a message says `a part of the path is not a folder`, never `NSCocoaErrorDomain error 512`.
public enum SystemReason {
    /// The words for an `errno` value.
    public static func of(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "is a symbolic link loop (or too many links in a row)"
        case EISDIR: return "is a folder, not a regular file"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENOSPC: return "no space left on the device"
        case EROFS: return "the file system is read-only"
        default: return String(cString: strerror(code))
        }
    }

    /// The words for an error thrown by Foundation's file APIs (`FileManager`, `Data(contentsOf:)`):
    /// its POSIX code where it carries one (itself or as the underlying error); any other error
    /// (ours, which say what happened) as it describes itself.
    public static func of(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return of(posix.code.rawValue) }
        guard let cocoa = error as? CocoaError else { return String(describing: error) }
        // The system's error, as FileManager keeps it.
        if let posix = cocoa.underlying as? POSIXError { return of(posix.code.rawValue) }
        switch cocoa.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return of(ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: return of(EACCES)
        case .fileWriteOutOfSpace: return of(ENOSPC)
        case .fileWriteVolumeReadOnly: return of(EROFS)
        case .fileWriteFileExists: return of(EEXIST)
        case .fileReadCorruptFile: return "the file is damaged or not in a form it can be read in"
        case .fileReadTooLarge: return "the file is too large"
        default: return "the file operation failed (error \(cocoa.code.rawValue))"
        }
    }
}
