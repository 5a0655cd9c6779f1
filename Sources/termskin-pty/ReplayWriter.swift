import Glibc

/// `termskin-pty --replay-writer FILE`: the program the key floor is measured on. In its pty (made
/// raw, so nothing is translated), it writes a 3-byte first frame, then for each byte read it
/// writes the next recorded redraw in the chunks it was read in; after the last, one more byte (`q`) ends it.
enum ReplayWriter {
    static func run(path: String) -> Int32 {
        guard let recorded = RecordedRedraws.load(from: path) else {
            printError("termskin-pty: cannot read the recorded redraws in \(path)")
            return 2
        }
        var settings = termios()
        if tcgetattr(0, &settings) == 0 {
            cfmakeraw(&settings)
            _ = tcsetattr(0, TCSANOW, &settings)
        }
        guard RecordedRedraws.writeAll(Array("\u{1B}[H".utf8), to: 1) else { return 1 }
        var key: UInt8 = 0
        for redraw in recorded.redraws {
            guard readKey(&key) else { return 1 }
            for chunk in redraw {
                guard RecordedRedraws.writeAll(chunk, to: 1) else { return 1 }
            }
        }
        _ = readKey(&key)
        return 0
    }

    private static func readKey(_ key: inout UInt8) -> Bool {
        while true {
            let count = read(0, &key, 1)
            if count < 0 && errno == EINTR { continue }
            return count == 1
        }
    }
}
