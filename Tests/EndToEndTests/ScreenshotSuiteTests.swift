import Foundation
import SkinKit
import SkinShot
import SkinUI
import Testing

/// The `Screenshots/` suite: every golden is still what the scripts produce, cell for cell.
struct ScreenshotSuiteTests {
    static func suite(skins: String = PackagePaths.skins, diffs: String) -> ScreenshotSuite {
        ScreenshotSuite(
            runner: ScriptRunner(
                loadSkins: { SkinLibrary.load(paths: [skins]) },
                loadScreens: { ScreenLoad.load(folders: [PackagePaths.screens]) }), diffDirectory: diffs)
    }

    @Test func everyGoldenMatches() throws {
        let diffs = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-diffs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: diffs) }
        let scripts = ScreenshotSuite.scripts(in: PackagePaths.screenshots)
        #expect(scripts.count >= 10)
        let result = Self.suite(diffs: diffs).run(scripts: scripts, update: false)
        #expect(result.errors.isEmpty, "\(result.errors)")
        for (file, outcome) in result.outcomes {
            switch outcome {
            case .passed: break
            case .missingGolden: Issue.record("\(file): no golden")
            case .failed(let report, _): Issue.record("\(report)")
            case .updated: Issue.record("\(file): updated in a comparing run")
            }
        }
        #expect(result.passed >= 30)
    }

    @Test func theSuiteCoversEveryShippedSkinInLightAndDark() throws {
        let library = SkinLibrary.load(paths: [PackagePaths.skins])
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.screenshots)
        for skin in library.catalog.names {
            #expect(files.contains("gallery-\(skin)-light.svg"), "no light gallery for \(skin)")
            #expect(files.contains("gallery-\(skin)-dark.svg"), "no dark gallery for \(skin)")
        }
    }

    @Test func aChangedSkinColorFailsWithCellsNamedAndUpdateFixesIt() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-suite-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let skins = work.appendingPathComponent("Skins")
        let shots = work.appendingPathComponent("Screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackagePaths.skins, toPath: skins.path)
        for name in ["gallery-ocean.script", "gallery-ocean-light.svg", "gallery-ocean-dark.svg"] {
            try FileManager.default.copyItem(atPath: PackagePaths.screenshots + "/" + name, toPath: shots.appendingPathComponent(name).path)
        }
        let oceanFile = skins.appendingPathComponent("ocean.json")
        let original = try String(contentsOf: oceanFile, encoding: .utf8)
        try original.replacingOccurrences(
            of: "\"surface\":           { \"light\": \"#FFFFFF\"",
            with: "\"surface\":           { \"light\": \"#FFF0F0\""
        )
        .write(to: oceanFile, atomically: true, encoding: .utf8)
        let diffs = work.appendingPathComponent("diffs").path
        let suite = Self.suite(skins: skins.path, diffs: diffs)
        let scripts = ScreenshotSuite.scripts(in: shots.path)
        let failing = suite.run(scripts: scripts, update: false)
        #expect(failing.exitCode == 1)
        #expect(failing.summary == "1 passed, 1 failed")
        let report =
            failing.outcomes.compactMap { item -> String? in
                if case .failed(let report, _) = item.outcome { return report }
                return nil
            }.first ?? ""
        #expect(report.contains("gallery-ocean-light.svg"))
        #expect(report.contains("#FFF0F0"), "the report names the new color")
        #expect(report.contains("#FFFFFF"), "and the old one")
        #expect(FileManager.default.fileExists(atPath: diffs + "/gallery-ocean-light.svg.diff.svg"))
        #expect(suite.run(scripts: scripts, update: true).exitCode == 0)
        #expect(suite.run(scripts: scripts, update: false).summary == "2 passed, 0 failed")
    }

    @Test func scriptsRunTwiceGiveIdenticalBytes() throws {
        let runner = ScriptRunner(loadSkins: { SkinLibrary.load(paths: [PackagePaths.skins]) })
        let script = PackagePaths.screenshots + "/dynamic-vs-static.script"
        let first = try runner.run(file: script)
        let second = try runner.run(file: script)
        #expect(first.count == second.count && first.count > 5)
        for (a, b) in zip(first, second) { #expect(a.data == b.data, "\(a.fileName)") }
    }
}
