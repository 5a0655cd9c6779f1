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

    /// The limits `termskin import` uses for a zip archive.
    public static let standard = ArchiveLimits()

    /// The limits `termskin import` uses for an asset catalog, a folder copied as it is (no ratio to
    /// check): an app's catalog holds a folder, a `Contents.json` and its pictures for each entry, so
    /// 20,000 files and folders (duckduckgo/iOS's 926-file catalog counts 1,390) within the same 64 MB.
    public static let catalog = ArchiveLimits(maxEntries: 20_000)
}
