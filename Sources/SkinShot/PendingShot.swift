import FoundationEssentials
import SkinKit
import SkinUI

/// A shot waiting for review: the `NAME.new.EXT` a failing `termskin test` left beside the golden
/// `NAME.EXT`; accepting it writes it over the golden, rejecting it removes it.
public struct PendingShot: Sendable, Hashable {
    /// The golden's path (it may not be there yet: a new shot).
    public let golden: String
    /// The pending file's path.
    public let pending: String
    /// Both files' format.
    public let format: ScreenshotFormat

    /// The pending files in `folder` (sorted by name) whose extension is a screenshot format.
    public static func find(in folder: String) -> [PendingShot] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let mark = ".\(GoldenFiles.pendingMark)."
        return names.sorted().compactMap { name in
            guard let format = ScreenshotFormat(fileName: name), let range = lastRange(of: mark, in: name) else { return nil }
            var goldenName = name
            goldenName.replaceSubrange(range, with: ".")
            let path = PathName.joined(folder, name)
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory else { return nil }
            return PendingShot(golden: PathName.joined(folder, goldenName), pending: path, format: format)
        }
    }

    /// Where `mark` last occurs in `name` (a search from the end, as `range(of:options: .backwards)`).
    static func lastRange(of mark: String, in name: String) -> Range<String.Index>? {
        var start = name.endIndex
        while start > name.startIndex {
            start = name.index(before: start)
            if name[start...].hasPrefix(mark) { return start..<name.index(start, offsetBy: mark.count) }
        }
        return nil
    }

    /// The golden's cells (nil when there is none) and the pending file's, decoded for display.
    public func canvases() throws -> (old: Canvas?, new: Canvas) {
        let new = try format.decode(FileReader.read(pending, limit: .max))
        let old = try? format.decode(FileReader.read(golden, limit: .max), width: new.width)
        return (old, new)
    }

    /// Writes the pending bytes over the golden (atomically) and removes the pending file.
    public func accept() throws {
        let data = try FileReader.read(pending, limit: .max)
        try AtomicFile.write(data, to: golden)
        try FileManager.default.removeItem(atPath: pending)
    }

    /// Removes the pending file; the golden stays as it is.
    public func reject() throws {
        try FileManager.default.removeItem(atPath: pending)
    }
}
