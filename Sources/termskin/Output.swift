import Glibc
import SkinKit

/// Prints a message to standard error, control characters escaped (newlines kept).
func printError(_ text: String) {
    writeAll(STDERR_FILENO, (ControlCharacters.escaped(text, keepingNewlines: true) + "\n").utf8)
}

/// Prints a line of a command's report to standard output with every control character escaped
/// (newlines too, unless `keepingNewlines` for a multi-line report): every line of a report that may
/// quote a file, a file name or a skin name goes out here.
func printLine(_ text: String, keepingNewlines: Bool = false) {
    writeAll(STDOUT_FILENO, (ControlCharacters.escaped(text, keepingNewlines: keepingNewlines) + "\n").utf8)
}

/// Writes a document to standard output as it is: JSON, a schema or a screenshot, whose own
/// writer escapes what it quotes (an ANSI screenshot's escapes are its content).
func writeOutput(_ text: String) {
    writeAll(STDOUT_FILENO, text.utf8)
}

/// Writes every byte of `bytes` to `descriptor`, again after an interruption or a short write (as
/// `FileHandle.write` did); stops at an error.
func writeAll(_ descriptor: Int32, _ bytes: some Sequence<UInt8>) {
    let bytes = Array(bytes)
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
