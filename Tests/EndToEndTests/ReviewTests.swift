import Foundation
import SkinShot
import Testing

/// `termskin review` in a real terminal (tmux): a changed golden accepted with `a` is written on
/// disk, `r` leaves it and drops the pending file.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct ReviewTests {
    let cli = CommandLineTests()

    /// A suite whose light ocean golden differs, after a failing run left `gallery-ocean-light.new.svg`.
    func pendingFixture() throws -> SuiteFixture {
        let fixture = try SuiteFixture(files: ["gallery-ocean.script", "gallery-ocean-light.svg", "gallery-ocean-dark.svg"])
        try fixture.changeOceanLightSurface()
        let run = cli.termskin(
            [
                "test", "--update=none", "--skins-dir", fixture.skins.path, "--diff-dir", fixture.root.appendingPathComponent("d").path,
                "Screenshots",
            ], in: fixture.root)
        #expect(run.status == 1)
        return fixture
    }

    func review(_ fixture: SuiteFixture, width: Int = 220, height: Int = 40) throws -> Tmux {
        let binary = try #require(PackagePaths.binary)
        let tmux = Tmux(
            command: "cd '\(fixture.root.path)' && '\(binary)' review", width: width, height: height,
            environment: ["TERM": "tmux-256color", "LANG": "C.UTF-8"])
        let screen = tmux.waitFor { $0.contains("review 1/1: gallery-ocean-light.svg") && $0.contains(ReviewKey.hint) }
        #expect(screen.contains("review 1/1: gallery-ocean-light.svg"), "\(screen)")
        return tmux
    }

    var golden: String { "Screenshots/gallery-ocean-light.svg" }
    var pending: String { "Screenshots/gallery-ocean-light.new.svg" }

    @Test func aAcceptsTheNewShotIntoTheGolden() throws {
        let fixture = try pendingFixture()
        defer { fixture.remove() }
        let new = try Data(contentsOf: fixture.root.appendingPathComponent(pending))
        let tmux = try review(fixture)
        #expect(tmux.capture().contains("cell(s) differ"))
        tmux.send(literal: String(ReviewKey.accept.rawValue))
        let after = tmux.waitFor { $0.contains("1 accepted, 0 rejected, 0 left pending") }
        #expect(after.contains("1 accepted"), "\(after)")
        #expect(try Data(contentsOf: fixture.root.appendingPathComponent(golden)) == new)
        #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent(pending).path))
        let rerun = cli.termskin(["test", "--update=none", "--skins-dir", fixture.skins.path, "Screenshots"], in: fixture.root)
        #expect(rerun.status == 0, "the accepted golden passes: \(rerun.output)")
    }

    @Test func rLeavesTheGoldenAndRemovesThePendingShot() throws {
        let fixture = try pendingFixture()
        defer { fixture.remove() }
        let old = try Data(contentsOf: fixture.root.appendingPathComponent(golden))
        let tmux = try review(fixture)
        tmux.send(literal: String(ReviewKey.reject.rawValue))
        let after = tmux.waitFor { $0.contains("0 accepted, 1 rejected, 0 left pending") }
        #expect(after.contains("1 rejected"), "\(after)")
        #expect(try Data(contentsOf: fixture.root.appendingPathComponent(golden)) == old)
        #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent(pending).path))
    }

    @Test func atANarrowSizeTTogglesOldAndNewAndQLeavesItPending() throws {
        let fixture = try pendingFixture()
        defer { fixture.remove() }
        let tmux = try review(fixture, width: 120, height: 36)
        #expect(tmux.capture().contains("new (t: old)"))
        tmux.send(literal: String(ReviewKey.toggle.rawValue))
        #expect(tmux.waitFor { $0.contains("old (golden) (t: new)") }.contains("old (golden) (t: new)"))
        tmux.send(literal: String(ReviewKey.quit.rawValue))
        #expect(tmux.waitFor { $0.contains("left pending") }.contains("0 accepted, 0 rejected, 1 left pending"))
        #expect(FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent(pending).path))
    }

    @Test func withoutATerminalOrWithNothingPending() throws {
        let fixture = try pendingFixture()
        defer { fixture.remove() }
        let piped = cli.termskin(["review"], in: fixture.root)
        #expect(piped.status == 2)
        #expect(piped.error.contains("needs a terminal"), "\(piped.error)")
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(pending))
        let none = cli.termskin(["review"], in: fixture.root)
        #expect(none.status == 0)
        #expect(none.output.contains("no pending shots"))
    }

    @Test func theReadmeTableListsEveryReviewKey() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        for key in ReviewKey.allCases { #expect(readme.contains("| `\(key.rawValue)` | \(key.summary) |"), "\(key)") }
    }
}
