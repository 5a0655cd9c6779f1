import Foundation
import Testing

@testable import SkinKit

/// The README's asset catalog section names every color space the reader converts, and the import
/// help names the format as `AssetCatalogFormat` declares it.
@Suite struct AssetCatalogREADMETests {
    @Test func theREADMENamesEveryColorSpace() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Asset catalogs\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        for space in AssetColorSpace.allCases { #expect(section.contains("`\(space.rawValue)`"), "\(space.rawValue)") }
        for kind in [AssetCatalogFormat.colorSetExtension, AssetCatalogFormat.imageSetExtension, AssetCatalogFormat.symbolSetExtension] {
            #expect(section.contains(".\(kind)"), "\(kind)")
        }
    }
}
