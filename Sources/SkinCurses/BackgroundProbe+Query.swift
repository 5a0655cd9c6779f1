import Glibc
import SkinKit

extension BackgroundProbe {
    /// Asks the terminal for its background color, before ncurses starts, and classifies it by
    /// `RGBColor.isDark`; nil when there is no controlling terminal or no answer in time.
    ///
    /// Opens `/dev/tty` in raw mode, writes OSC 11 (`ESC ] 11 ; ? ESC \`) and then a DA1 request
    /// (`ESC [ c`), which every terminal answers, as a sentinel; reads until the DA1 reply or the
    /// timeout, then discards unread input (`tcflush`) so no reply leaks into the keys, and restores
    /// the terminal modes.
    public static func query(timeoutMilliseconds: Int = 150) -> UserInterfaceStyle? {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        var raw = saved
        cfmakeraw(&raw)
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
        defer {
            tcflush(descriptor, TCIFLUSH)
            tcsetattr(descriptor, TCSANOW, &saved)
        }
        let request = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
        guard writeAll(request, to: descriptor) else { return nil }
        let reply = readReply(from: descriptor, timeoutMilliseconds: timeoutMilliseconds)
        return parseOSC11Reply(reply).map { $0.isDark ? .dark : .light }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    private static func readReply(from descriptor: Int32, timeoutMilliseconds: Int) -> [UInt8] {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(max(0, timeoutMilliseconds))
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while !containsDA1Reply(reply), reply.count < 4096 {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { break }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            reply.append(contentsOf: buffer[0..<count])
        }
        return reply
    }
}
