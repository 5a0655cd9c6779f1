import FoundationEssentials
import Glibc
import SkinKit
import SkinShot

/// Where `shot` writes and in which format: `--format` when given, else from `--out`'s extension;
/// `-` (or no `--out`) is standard output. A name whose extension says another format is refused,
/// so an `.svg` never holds text.
struct OutputTarget {
    /// Standard output, as `--out -` names it.
    static let standardOutputName = "-"

    let path: String?
    let format: ScreenshotFormat

    /// The target for `--out` and `--format`, or a message saying what is wrong.
    static func resolve(out: String?, format: ScreenshotFormat?) -> Result<OutputTarget, OutputError> {
        let path = out == standardOutputName ? nil : out
        guard let path else { return .success(OutputTarget(path: nil, format: format ?? .txt)) }
        let known = ScreenshotFormat.allCases.map { "." + $0.fileExtension }.joined(separator: ", ")
        let fromName = ScreenshotFormat(fileName: path)
        // An extension no format has (`x.png`) is refused with --format too: the file would lie.
        let hasExtension = PathName.lastComponent(path).dropFirst().contains(".")
        switch (format, fromName) {
        case (nil, nil):
            return .failure(OutputError("cannot tell the format of '\(path)' from its extension; name it \(known) or give --format"))
        case (let given?, nil) where hasExtension:
            return .failure(
                OutputError(
                    "'\(path)' has an extension no screenshot format uses, but --format is \(given); "
                        + "name it .\(given.fileExtension) or drop the extension"))
        case (let given?, let named?) where given != named:
            return .failure(OutputError("'\(path)' is named as \(named) but --format is \(given); rename the file or drop --format"))
        default:
            return .success(OutputTarget(path: path, format: format ?? fromName ?? .txt))
        }
    }

    /// Writes `data` (a file through `AtomicFile`: never through a symbolic link); the error says
    /// why it could not (the system's reason).
    func write(_ data: Data) throws(OutputError) {
        guard let path else {
            writeAll(STDOUT_FILENO, data)
            return
        }
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            throw OutputError(error.description)
        }
    }
}

/// Why output could not be written.
struct OutputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
