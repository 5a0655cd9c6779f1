import Foundation
import SkinShot

/// A copy of the shipped skins and some of `Screenshots/` in a temporary folder, for tests that
/// change a skin or a golden and run `termskin test` on it.
struct SuiteFixture {
    let root: URL
    var skins: URL { root.appendingPathComponent("Skins") }
    var shots: URL { root.appendingPathComponent("Screenshots") }

    /// Copies the skins and `files` of `Screenshots/`.
    init(files: [String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackagePaths.skins, toPath: skins.path)
        for name in files {
            try FileManager.default.copyItem(atPath: PackagePaths.screenshots + "/" + name, toPath: shots.appendingPathComponent(name).path)
        }
    }

    /// Every script and golden of `Screenshots/`.
    static func wholeSuite() throws -> SuiteFixture {
        try SuiteFixture(
            files: FileManager.default.contentsOfDirectory(atPath: PackagePaths.screenshots).filter { !$0.contains(".\(GoldenFiles.pendingMark).") })
    }

    /// ocean's light surface changed, so `gallery-ocean-light.svg` differs (the dark one still matches).
    func changeOceanLightSurface() throws {
        let file = skins.appendingPathComponent("ocean.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\"surface\":           { \"light\": \"#FFFFFF\"", with: "\"surface\":           { \"light\": \"#FFF0F0\"")
            .write(to: file, atomically: true, encoding: .utf8)
    }

    func write(_ text: String, to name: String) throws {
        try text.write(to: shots.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
