import Foundation
import SkinKit

/// Prints a message to standard error, control characters escaped (newlines kept).
func printError(_ text: String) {
    FileHandle.standardError.write(Data((ControlCharacters.escaped(text, keepingNewlines: true) + "\n").utf8))
}

/// Prints a line of a command's report to standard output with every control character escaped
/// (newlines too, unless `keepingNewlines` for a multi-line report): every line of a report that may
/// quote a file, a file name or a skin name goes out here.
func printLine(_ text: String, keepingNewlines: Bool = false) {
    FileHandle.standardOutput.write(Data((ControlCharacters.escaped(text, keepingNewlines: keepingNewlines) + "\n").utf8))
}

/// Writes a document to standard output as it is: JSON, a schema or a screenshot, whose own
/// writer escapes what it quotes (an ANSI screenshot's escapes are its content).
func writeOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
