import Foundation
import SkinKit

/// Where skins come from, as plain values: the `--skins-dir` folders (default `./Skins` when it
/// exists) and the `--map` file. `SkinOptions` declares the options; the quick command line fills
/// this directly.
struct SkinSources: Equatable {
    /// The folder read when no `--skins-dir` is given (and it exists).
    static let defaultFolder = "Skins"

    var skinsDirectories: [String] = []
    var mapFile: String?

    /// The folders to read: the ones given, else `./Skins` when it exists.
    var paths: [String] {
        if !skinsDirectories.isEmpty { return skinsDirectories }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: Self.defaultFolder, isDirectory: &isDirectory) && isDirectory.boolValue ? [Self.defaultFolder] : []
    }
}
