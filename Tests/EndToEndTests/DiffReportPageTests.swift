import Foundation
import SkinShot
import Testing

/// After a failing run the diff folder holds `index.html`: each failing shot, its summary, its
/// pending file and its diff document, under the legend of the marks.
@Suite(.serialized)
struct DiffReportPageTests {
    let cli = CommandLineTests()

    @Test func aFailingRunWritesThePageAndAPassingOneDoesNot() throws {
        let fixture = try SuiteFixture(files: ["gallery-ocean.script", "gallery-ocean-light.svg", "gallery-ocean-dark.svg"])
        defer { fixture.remove() }
        let diffs = fixture.root.appendingPathComponent("diffs")
        let passing = cli.termskin(["test", "--update=none", "--skins-dir", fixture.skins.path, "--diff-dir", diffs.path, "Screenshots"], in: fixture.root)
        #expect(passing.status == 0)
        #expect(!FileManager.default.fileExists(atPath: diffs.appendingPathComponent(DiffReportPage.fileName).path))
        try fixture.changeOceanLightSurface()
        let failing = cli.termskin(["test", "--update=none", "--skins-dir", fixture.skins.path, "--diff-dir", diffs.path, "Screenshots"], in: fixture.root)
        #expect(failing.status == 1)
        let lines = failing.output.split(separator: "\n")
        #expect(lines.suffix(2).first == "report: \(diffs.path)/\(DiffReportPage.fileName)", "\(failing.output)")
        let page = try String(contentsOf: diffs.appendingPathComponent(DiffReportPage.fileName), encoding: .utf8)
        #expect(page.contains("<img src=\"gallery-ocean-light.svg.diff.svg\""))
        #expect(FileManager.default.fileExists(atPath: diffs.appendingPathComponent("gallery-ocean-light.svg.diff.svg").path))
        #expect(page.contains("Screenshots/gallery-ocean.script:5"))
        #expect(page.contains("new: <code>Screenshots/gallery-ocean-light.new.svg</code>"))
        #expect(page.contains("#FF2D55") && page.contains("#FF9500"), "the legend")
        #expect(!page.contains("gallery-ocean-dark.svg"), "only failing shots")
        // Accepted, the suite passes again and the page of the failing run is gone.
        #expect(
            cli.termskin(["test", "--update=changed", "--skins-dir", fixture.skins.path, "--diff-dir", diffs.path, "Screenshots"], in: fixture.root).status == 0
        )
        #expect(!FileManager.default.fileExists(atPath: diffs.appendingPathComponent(DiffReportPage.fileName).path))
    }

    @Test func namesAreEscaped() throws {
        var result = SuiteResult()
        result.shots = [
            ShotResult(
                script: "s/<x>\u{1B}.script", line: 2, golden: "s/a&b.svg",
                outcome: .failed(report: "s/a&b.svg: 1 cell differs in 1 row\n\nsummary: 1 differing cell in 1 row", diffFile: "d/a&b.svg.diff.svg"),
                newFile: nil)
        ]
        let page = try #require(DiffReportPage.html(result, diffDirectory: "d"))
        #expect(!page.contains("<x>") && !page.contains("\u{1B}"))
        #expect(page.contains("a&amp;b.svg"))
    }
}
