/// Why no picture could be drawn: no usable font, or FreeType refused one; a sentence that says
/// what to install.
public struct PictureError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// What to install when no monospace font is found (Debian's package names).
    static let installHint = "install a monospace font, e.g. DejaVu Sans Mono (Debian/Ubuntu: apt-get install fonts-dejavu-core)"
}
