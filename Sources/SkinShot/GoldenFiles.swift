import FoundationEssentials
import SkinKit

/// Names of the files beside a golden: the pending `NAME.new.ext` a failing shot leaves for review.
public enum GoldenFiles {
    /// The word between a golden's name and its extension in a pending file.
    public static let pendingMark = "new"

    /// `dir/NAME.new.ext` for the golden `dir/NAME.ext`.
    public static func pendingFile(for golden: String) -> String {
        let base = PathName.deletingExtension(golden)
        let ext = PathName.pathExtension(golden)
        return ext.isEmpty ? "\(base).\(pendingMark)" : "\(base).\(pendingMark).\(ext)"
    }

    /// Removes a regular file left by an earlier failing run (a pending shot or the diff page)
    /// that a passing run makes stale.
    public static func removeStale(_ path: String) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory else { return }
        try? FileManager.default.removeItem(atPath: path)
    }
}
