#if canImport(Glibc)
    import Glibc
#endif

/// The process's environment variables as `ProcessInfo.processInfo.environment` gives them, read
/// byte by byte: Foundation finds each `=` by Character (grapheme breaking), about 0.5 ms a start.
public enum ProcessEnvironment {
    /// Each `NAME=VALUE` entry of `environ` (an entry without `=` is left out; a later NAME wins).
    public static var current: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let count = strlen(pointer)
            pointer.withMemoryRebound(to: UInt8.self, capacity: count) { start in
                let bytes = UnsafeBufferPointer(start: start, count: count)
                guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
                result[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
            }
            entry += 1
        }
        return result
    }
}
