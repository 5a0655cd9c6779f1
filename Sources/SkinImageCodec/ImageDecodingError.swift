/// Why image bytes were refused: a sentence a person can act on (no bytes of the file echoed).
public struct ImageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// True for a readable image larger than the decoder takes (`ImageDecoder.maximumSide`,
    /// `maximumPixels`), not a broken one: a reader of someone else's files may draw a placeholder.
    public var isOverLimits: Bool
    public init(_ message: String, isOverLimits: Bool = false) {
        self.message = message
        self.isOverLimits = isOverLimits
    }
    public var description: String { message }
}
