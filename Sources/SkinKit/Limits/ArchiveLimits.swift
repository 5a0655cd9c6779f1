/// The documented bounds on a skin archive, checked against the zip's directory before anything
/// is unpacked and again against the bytes actually inflated (a directory may lie).
public struct ArchiveLimits: Hashable, Sendable {
    /// Entries in the zip, counting folders and skipped macOS metadata.
    public var maxEntries: Int
    /// Bytes of all files together once unpacked.
    public var maxTotalBytes: Int
    /// Unpacked size over packed size for one entry larger than `ratioCheckedAbove` (text
    /// deflates up to about 20:1; a zip bomb reaches 1000:1).
    public var maxCompressionRatio: Int
    /// Entries smaller than this are not ratio-checked: a small file is harmless whatever its ratio.
    public var ratioCheckedAbove: Int

    public init(
        maxEntries: Int = 1_000, maxTotalBytes: Int = 64 * 1024 * 1024, maxCompressionRatio: Int = 100,
        ratioCheckedAbove: Int = 1024 * 1024
    ) {
        self.maxEntries = maxEntries
        self.maxTotalBytes = maxTotalBytes
        self.maxCompressionRatio = maxCompressionRatio
        self.ratioCheckedAbove = ratioCheckedAbove
    }

    /// The limits `termskin import` uses.
    public static let standard = ArchiveLimits()
}
