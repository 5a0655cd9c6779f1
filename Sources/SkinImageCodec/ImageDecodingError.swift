/// Why image bytes were refused: a sentence a person can act on (no bytes of the file echoed).
public struct ImageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
