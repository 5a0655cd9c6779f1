import Foundation
import Testing

@testable import Lint

/// `StandardPath` gives what NSString's `standardizingPath` gives on Linux (lint's screen files
/// are read once however they are named): links absolute, relative, chained and dangling, `~`,
/// `..`, `.`, doubled and trailing slashes, relative paths.
struct StandardPathTests {
    @Test func pathsAsNSString() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-standard-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/real/Screens", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/real/Screens/a.screen.json"))
        try manager.createSymbolicLink(atPath: folder + "/absolute", withDestinationPath: folder + "/real")
        try manager.createSymbolicLink(atPath: folder + "/relative", withDestinationPath: "real")
        try manager.createSymbolicLink(atPath: folder + "/chain", withDestinationPath: folder + "/absolute")
        try manager.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/nowhere")
        try manager.createSymbolicLink(atPath: folder + "/real/Screens/b.screen.json", withDestinationPath: "a.screen.json")
        var paths: [String] = [
            "", "/", "//", ".", "..", "~", "~/", "~/x", "~root", "~root/x/", "~no-such-user-here/x", "~no-such-user-here",
            "a", "a/", "a//b/./c/..", "./a", "../a", "/tmp/../tmp/./x", "/private/tmp", "/var/automount/x", "/usr//lib/",
            "Sources/../Sources/Lint", "Tests/LintTests/StandardPathTests.swift",
        ]
        for link in ["real", "absolute", "relative", "chain", "dangling", "nowhere"] {
            for rest in ["", "/", "/Screens", "/Screens/a.screen.json", "/Screens/b.screen.json", "/Screens/../Screens/./a.screen.json", "/.."] {
                paths.append(folder + "/" + link + rest)
                paths.append(folder + "//" + link + rest + "/")
            }
        }
        for path in paths {
            #expect(StandardPath.of(path) == (path as NSString).standardizingPath, "\(path)")
        }
    }
}
