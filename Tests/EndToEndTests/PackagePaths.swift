import Foundation

/// Paths of the package under test, found from this file's location.
enum PackagePaths {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var skins: String { root.appendingPathComponent("Skins").path }
    static var screenshots: String { root.appendingPathComponent("Screenshots").path }
    /// The shipped screen files, which the previewer started at the root reads (`./Screens`).
    static var screens: String { root.appendingPathComponent("Screens").path }

    /// The built `termskin` binary (debug build, as `swift test` makes it).
    static var binary: String? { built("termskin") }

    /// The built pseudo-terminal driver (`Sources/termskin-pty`).
    static var ptyDriver: String? { built("termskin-pty") }

    private static func built(_ name: String) -> String? {
        for candidate in [".build/debug/\(name)", ".build/release/\(name)"] {
            let path = root.appendingPathComponent(candidate).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
