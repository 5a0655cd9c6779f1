import Foundation

@testable import SkinKit

/// A theme file's text read as `ThemeFileReader` reads it, for the format suites.
enum ThemeText {
    /// The first scheme `text` gives when read as `file`, and the format it was read as.
    static func scheme(_ text: String, file: String) throws(SkinError) -> (format: ThemeFormat, scheme: TerminalScheme) {
        guard case .schemes(let format, let schemes) = try ThemeFileReader.content(of: Data(text.utf8), file: file), let first = schemes.first
        else { throw SkinError(file: file, message: "not read as a scheme") }
        return (format, first)
    }

    /// The first scheme, when `text` is read as `format`.
    static func scheme(_ text: String, file: String, as format: ThemeFormat) throws(SkinError) -> TerminalScheme {
        let read = try scheme(text, file: file)
        guard read.format == format else { throw SkinError(file: file, message: "read as \(read.format), not \(format)") }
        return read.scheme
    }

    /// What reading `text` as `file` says: its error as printed, or "read".
    static func problem(_ text: String, file: String) -> String {
        do {
            _ = try ThemeFileReader.content(of: Data(text.utf8), file: file)
            return "read"
        } catch {
            return error.description
        }
    }
}
