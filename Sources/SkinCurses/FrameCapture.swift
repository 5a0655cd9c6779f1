import CNcurses
import Glibc

/// Runs one `doupdate` with ncurses' output descriptor pointed at a file in memory, so the frame
/// can be rewritten (`SGRCompactor`) and sent to the terminal in one `write`.
///
/// ncurses writes a frame in chunks of its buffer, sized for the screen (a skin switch at 200×60
/// went out in up to 14 writes, each waking the terminal). The descriptor is swapped only around
/// the `doupdate` call, with SIGWINCH blocked and none pending: ncurses reads the window size from
/// its output when it handles a resize, and that must be the terminal. After `endwin` (a suspend)
/// the frame is not captured either, as `doupdate` then sets the terminal's modes again.
final class FrameCapture {
    /// ncurses' output descriptor.
    let target: Int32
    private let memory: Int32
    /// A duplicate of the terminal (or file) `target` refers to, to point it back after the frame.
    private let original: Int32
    private var buffer: [UInt8] = []

    /// Nil when no memory file or duplicate can be made (the frame is then written as ncurses writes it).
    init?(descriptor: Int32) {
        let memory = termskin_memory_file()
        guard memory >= 0 else { return nil }
        let original = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        guard original >= 0 else {
            close(memory)
            return nil
        }
        self.target = descriptor
        self.memory = memory
        self.original = original
    }

    deinit {
        close(memory)
        close(original)
    }

    /// Runs `update` (ncurses' `doupdate`) with its output caught; returns the bytes it wrote, or
    /// nil when `update` ran writing to the terminal as usual (a resize pending, after `endwin`, an error).
    func capture(screen: OpaquePointer, _ update: () -> Void) -> [UInt8]? {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGWINCH)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        guard !isendwin(), termskin_resize_pending(screen) == 0, dup2(memory, target) >= 0 else {
            update()
            return nil
        }
        update()
        while dup2(original, target) < 0 && errno == EINTR {}
        let count = Int(lseek(memory, 0, SEEK_CUR))
        guard count > 0 else { return [] }
        if buffer.count < count { buffer = [UInt8](repeating: 0, count: count) }
        var read = 0
        while read < count {
            let got = buffer.withUnsafeMutableBytes { pread(memory, $0.baseAddress.map { $0 + read }, count - read, off_t(read)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            read += got
        }
        // Not truncated: the next frame overwrites from the start, and only its own length is read.
        _ = lseek(memory, 0, SEEK_SET)
        return Array(buffer[0..<read])
    }

    /// Writes `bytes` to the terminal in as few `write`s as it takes; false on an error.
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(target, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written < 0 && errno == EAGAIN {
                // A non-blocking terminal that is full: wait for room, as ncurses' own flush does.
                var request = pollfd(fd: target, events: Int16(POLLOUT), revents: 0)
                guard poll(&request, 1, 1_000) > 0 else { return false }
                continue
            }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
