import Foundation
import Testing

@testable import SkinKit

/// The README's theme formats section names the extensions a folder scan reads and those whose
/// unreadable files are errors, as `ThemeFormat` declares them.
@Suite struct ThemeFormatsREADMETests {
    func section() throws -> String {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        return try #require(text.components(separatedBy: "## Theme formats\n").dropFirst().first?.components(separatedBy: "\n| format |").first)
    }

    /// The sentence from `folder scan reads` to `files without an extension`, and the one ending in
    /// `cannot be read is an error`.
    @Test func theREADMENamesTheScannedAndTheDefiniteExtensions() throws {
        let text = try section().replacingOccurrences(of: "\n", with: " ")
        let scanned = try #require(text.components(separatedBy: "folder scan reads ").dropFirst().first?.components(separatedBy: "without an extension").first)
        for ext in ThemeFormat.scannedExtensions where !ext.isEmpty { #expect(scanned.contains("`.\(ext)`"), "\(ext)") }
        let definite = try #require(text.components(separatedBy: "(`list --verbose`); a ").dropFirst().first?.components(separatedBy: "cannot be read").first)
        for ext in ThemeFormat.definiteExtensions { #expect(definite.contains("`.\(ext)`"), "\(ext)") }
        #expect(definite.components(separatedBy: "`.").count - 1 == ThemeFormat.definiteExtensions.count)
    }
}
