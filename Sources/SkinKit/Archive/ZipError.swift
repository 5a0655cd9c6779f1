import FoundationEssentials

/// Why a zip archive or one of its entries could not be read, in words: the archive's structure
/// (no end record, a damaged directory, entries that overlap or leave the file) or an entry's data
/// (a method termskin does not read, encryption, a wrong size or CRC-32).
public struct ZipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entry's path when the problem is one entry's, nil when it is the whole archive's.
    public var entry: String?
    public var reason: String

    public init(_ reason: String, entry: String? = nil) {
        self.reason = reason
        self.entry = entry
    }

    public var description: String { entry.map { "\($0): \(reason)" } ?? reason }
}
