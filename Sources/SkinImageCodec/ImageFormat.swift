/// The image file formats skins may use, recognised by their first bytes (never by the name alone).
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg

    /// File extensions (lower case) that name an image of this format.
    public var fileExtensions: [String] {
        switch self {
        case .png: return ["png"]
        case .jpeg: return ["jpg", "jpeg"]
        }
    }

    /// Every extension of every format, for file lookups.
    public static let allFileExtensions: [String] = allCases.flatMap(\.fileExtensions)

    /// The format whose signature `bytes` start with.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }
}
