import Foundation
import SkinKit

/// Prints a message to standard error, control characters escaped (newlines kept).
func printError(_ text: String) {
    FileHandle.standardError.write(Data((ControlCharacters.escaped(text, keepingNewlines: true) + "\n").utf8))
}

/// Writes a command's output to standard output as it is (the output escapes what it quotes).
func writeOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
