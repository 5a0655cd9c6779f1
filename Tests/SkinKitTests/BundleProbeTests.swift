import Foundation
import Testing

@testable import SkinKit

/// A skin's `<skin>.bundle` folder is opened directly while a load has few skins; past
/// `bundleProbesBeforeListing` the skin file's folder is listed once instead (a file of 100,000
/// skins). Loading one skin from a folder of thousands of files must not list that folder: it
/// made a `shot` with 5,000 skin files 1.8× the 10-file case (issue 23's bound is 1.3×).
struct BundleProbeTests {
    @Test func aFewSkinsDoNotListTheFolderManySkinsDoAndTheAnswerIsTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("s3.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data([0]).write(to: bundle.appendingPathComponent("nav_back.png"))
        for index in 0..<40 { try Data("{}".utf8).write(to: folder.appendingPathComponent("s\(index).json")) }

        let locator = ImageFileLocator(baseDirectory: folder.path)
        let few = (0..<ImageFileLocator.bundleProbesBeforeListing).map { locator.bundleImageNames(skin: "s\($0)") }
        #expect(!locator.listings.hasListed(folder.path), "a few skins: each bundle opened, the folder not listed")
        let many = (0..<40).map { locator.bundleImageNames(skin: "s\($0)") }
        #expect(locator.listings.hasListed(folder.path), "past the bound the folder's listing answers")
        let expected = (0..<40).map { $0 == 3 ? ["nav_back"] : [] }
        #expect(few == Array(expected.prefix(few.count)))
        #expect(many == expected, "the same names either way")
    }
}
