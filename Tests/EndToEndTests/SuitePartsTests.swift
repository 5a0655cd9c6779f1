import Foundation
import SkinKit
import SkinShot
import Testing

/// `--shard i/n`, `--filter PATTERN` and `--jobs N`: parts of the suite, run on several cores,
/// with the same results as one serial run.
@Suite(.serialized)
struct SuitePartsTests {
    let cli = CommandLineTests()

    func suite(_ selection: SuiteSelection = SuiteSelection(), jobs: Int = 1) -> ScreenshotSuite {
        var suite = ScreenshotSuiteTests.suite(diffs: FileManager.default.temporaryDirectory.appendingPathComponent("termskin-parts").path)
        suite.selection = selection
        suite.jobs = jobs
        return suite
    }

    @Test func threeShardsTogetherRunEveryShotExactlyOnce() throws {
        let scripts = ScreenshotSuite.scripts(in: PackagePaths.screenshots)
        let whole = suite().run(scripts: scripts, updating: .none)
        #expect(whole.exitCode == 0)
        var seen: [String] = []
        for index in 1...3 {
            let shard = try #require(SuiteSelection.Shard(parsing: "\(index)/3"))
            let part = suite(SuiteSelection(shard: shard)).run(scripts: scripts, updating: .none)
            #expect(part.exitCode == 0)
            #expect(!part.shots.isEmpty, "shard \(index)/3 of \(scripts.count) scripts holds some")
            seen += part.shots.map(\.golden)
        }
        #expect(seen.sorted() == whole.shots.map(\.golden).sorted())
        #expect(Set(seen).count == seen.count, "no shot in two shards")
    }

    @Test func shardsAreAStableFunctionOfTheScriptsFileName() throws {
        let shard = try #require(SuiteSelection.Shard(parsing: "2/3"))
        let selection = SuiteSelection(shard: shard)
        #expect(selection.inShard("Screenshots/help.script") == selection.inShard("/elsewhere/copy/help.script"))
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/3/3"] { #expect(SuiteSelection.Shard(parsing: bad) == nil, "\(bad)") }
        let run = cli.termskin(["test", "--shard", "4/3"])
        #expect(run.status == 2)
        #expect(run.error.contains("--shard takes i/n"), "\(run.error)")
    }

    @Test func theFilterTakesScriptsByNameAndShotsBySubstringOrGlob() {
        let scripts = ScreenshotSuite.scripts(in: PackagePaths.screenshots)
        let byScript = suite(SuiteSelection(filter: "gallery-ocean")).run(scripts: scripts, updating: .none)
        // gallery-ocean.script's shots, and picture.script's PNG of the same screen.
        #expect(Set(byScript.shots.map(\.shotFile)) == ["gallery-ocean-light.svg", "gallery-ocean-dark.svg", "gallery-ocean-dark.png"])
        let byGlob = suite(SuiteSelection(filter: "gallery-*-dark.svg")).run(scripts: scripts, updating: .none)
        #expect(!byGlob.shots.isEmpty)
        #expect(byGlob.shots.allSatisfy { $0.shotFile.hasPrefix("gallery-") && $0.shotFile.hasSuffix("-dark.svg") }, "\(byGlob.shots.map(\.shotFile))")
        let none = suite(SuiteSelection(filter: "no-such-shot")).run(scripts: scripts, updating: .none)
        #expect(none.exitCode == 2, "a filter that takes nothing proves nothing")
        #expect(none.errors.first?.contains("matching 'no-such-shot'") == true)
    }

    @Test func twoJobsGiveTheSameResultsAsOne() {
        let scripts = ScreenshotSuite.scripts(in: PackagePaths.screenshots)
        let one = suite(jobs: 1).run(scripts: scripts, updating: .none)
        let two = suite(jobs: 2).run(scripts: scripts, updating: .none)
        #expect(one.shots.map(\.golden) == two.shots.map(\.golden))
        #expect(one.shots.map(\.line) == two.shots.map(\.line))
        #expect(one.summary == two.summary)
    }

    @Test func twoJobsPrintWhatOneJobPrints() throws {
        let fixture = try SuiteFixture.wholeSuite()
        defer { fixture.remove() }
        try fixture.changeOceanLightSurface()
        try fixture.write("size 80x24\nshoot x\n", to: "broken.script")
        func run(_ jobs: String) -> (output: String, error: String, status: Int32) {
            cli.termskin(
                [
                    "test", "--update=none", "--jobs", jobs, "--skins-dir", fixture.skins.path,
                    "--diff-dir", fixture.root.appendingPathComponent("d-\(jobs)").path, "Screenshots",
                ], in: fixture.root)
        }
        let one = run("1")
        let two = run("2")
        #expect(one.status == 2 && two.status == 2)
        #expect(one.output.contains("FAIL Screenshots/gallery-ocean-light.svg"))
        #expect(one.output.replacingOccurrences(of: "d-1", with: "d-N") == two.output.replacingOccurrences(of: "d-2", with: "d-N"))
        #expect(one.error == two.error)
    }
}
