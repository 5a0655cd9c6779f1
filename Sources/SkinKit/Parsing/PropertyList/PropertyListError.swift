/// Why a property list could not be read or written: CoreFoundation's words for it (the
/// `NSDebugDescription` `PropertyListSerialization` gave), and the line they name, if any.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason, worded as CoreFoundation words it (`Encountered unknown tag bad on line 3`).
    public var message: String
    /// The line of the document the reason names (1 for the first), or nil.
    public var line: Int?

    /// An error of `message`, naming `line` (nil: none).
    public init(message: String, line: Int? = nil) {
        self.message = message
        self.line = line
    }

    /// The message.
    public var description: String { message }
}
