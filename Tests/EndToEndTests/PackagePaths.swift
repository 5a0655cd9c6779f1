import Foundation

/// Paths of the package under test, found from this file's location.
enum PackagePaths {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var skins: String { root.appendingPathComponent("Skins").path }
    static var screenshots: String { root.appendingPathComponent("Screenshots").path }

    /// The built `termskin` binary (debug build, as `swift test` makes it).
    static var binary: String? {
        for candidate in [".build/debug/termskin", ".build/release/termskin"] {
            let path = root.appendingPathComponent(candidate).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
