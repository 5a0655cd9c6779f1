import Glibc

/// The output of each key's redraw as the driver read it, chunk by chunk, saved to a file that
/// `termskin-pty --replay-writer FILE` plays back through a new pty: the floor of key → last byte.
///
/// The file holds, per chunk, its length (4 bytes, little-endian) and its bytes; a length of 0
/// ends a redraw.
struct RecordedRedraws {
    var redraws: [[[UInt8]]] = []

    /// Bytes in each redraw.
    var byteCounts: [Int] { redraws.map { $0.reduce(0) { $0 + $1.count } } }

    /// Writes the file at `path`; false when it could not be written.
    func save(to path: String) -> Bool {
        var bytes: [UInt8] = []
        func length(_ value: Int) { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        for redraw in redraws {
            for chunk in redraw where !chunk.isEmpty {
                length(chunk.count)
                bytes += chunk
            }
            length(0)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return Self.writeAll(bytes, to: descriptor)
    }

    /// Reads the file at `path`; nil when it cannot be read or is cut short.
    static func load(from path: String) -> RecordedRedraws? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        var recorded = RecordedRedraws()
        var current: [[UInt8]] = []
        var offset = 0
        while offset < bytes.count {
            guard offset + 4 <= bytes.count else { return nil }
            let length = (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
            offset += 4
            if length == 0 {
                recorded.redraws.append(current)
                current = []
                continue
            }
            guard offset + length <= bytes.count else { return nil }
            current.append(Array(bytes[offset..<offset + length]))
            offset += length
        }
        return current.isEmpty ? recorded : nil
    }

    /// Writes all of `bytes` to `descriptor`; false on an error.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
