/// Why a screenshot file could not be read back into cells.
public struct ScreenshotDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The format the file was read as.
    public let format: ScreenshotFormat
    /// What is wrong, for a person.
    public let message: String

    public init(format: ScreenshotFormat, message: String) {
        self.format = format
        self.message = message
    }

    /// `svg screenshot: <message>`.
    public var description: String { "\(format.rawValue) screenshot: \(message)" }
}
