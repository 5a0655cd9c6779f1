import Foundation
import SkinKit
import SkinShot
import Testing

/// `termskin test --update=none|missing|changed|all`, its defaults, and the `NAME.new.EXT` a
/// failing shot leaves beside its golden.
@Suite(.serialized)
struct UpdateModeTests {
    let cli = CommandLineTests()

    /// ocean's script with its light golden changed by a skin edit and its dark golden deleted.
    func fixture() throws -> SuiteFixture {
        let fixture = try SuiteFixture(files: ["gallery-ocean.script", "gallery-ocean-light.svg", "gallery-ocean-dark.svg"])
        try fixture.changeOceanLightSurface()
        try FileManager.default.removeItem(at: fixture.shots.appendingPathComponent("gallery-ocean-dark.svg"))
        return fixture
    }

    func test(_ fixture: SuiteFixture, _ options: [String], environment: [String: String?] = ["CI": nil]) -> (output: String, error: String, status: Int32) {
        cli.termskin(
            ["test", "--skins-dir", fixture.skins.path, "--diff-dir", fixture.root.appendingPathComponent("d").path] + options + ["Screenshots"],
            in: fixture.root, environment: environment)
    }

    func exists(_ fixture: SuiteFixture, _ name: String) -> Bool {
        FileManager.default.fileExists(atPath: fixture.shots.appendingPathComponent(name).path)
    }

    func bytes(_ fixture: SuiteFixture, _ name: String) -> Data? {
        try? Data(contentsOf: fixture.shots.appendingPathComponent(name))
    }

    @Test func noneWritesNoGoldenAndLeavesNewFilesBesideTheFailingOnes() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let golden = bytes(fixture, "gallery-ocean-light.svg")
        let run = test(fixture, ["--update=none"])
        #expect(run.status == 1)
        #expect(run.output.contains("0 passed, 2 failed"), "\(run.output)")
        #expect(bytes(fixture, "gallery-ocean-light.svg") == golden, "the golden is kept")
        #expect(!exists(fixture, "gallery-ocean-dark.svg"))
        #expect(exists(fixture, "gallery-ocean-light.new.svg") && exists(fixture, "gallery-ocean-dark.new.svg"))
        #expect(run.output.contains("new: Screenshots/gallery-ocean-light.new.svg"))
        // The pending file is what the script draws now: accepting it makes the shot pass, and a passing
        // run removes the pending file.
        try FileManager.default.removeItem(at: fixture.shots.appendingPathComponent("gallery-ocean-light.svg"))
        try FileManager.default.moveItem(
            at: fixture.shots.appendingPathComponent("gallery-ocean-light.new.svg"),
            to: fixture.shots.appendingPathComponent("gallery-ocean-light.svg"))
        #expect(test(fixture, ["--update=none"]).output.contains("1 passed, 1 failed"))
        #expect(exists(fixture, "gallery-ocean-dark.new.svg") && !exists(fixture, "gallery-ocean-light.new.svg"))
    }

    @Test func missingWritesOnlyTheMissingGoldenAndIsTheDefaultOutsideCI() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let golden = bytes(fixture, "gallery-ocean-light.svg")
        let run = test(fixture, [])
        #expect(run.status == 1, "the changed one still fails")
        #expect(run.output.contains("updated Screenshots/gallery-ocean-dark.svg"), "\(run.output)")
        #expect(exists(fixture, "gallery-ocean-dark.svg"))
        #expect(bytes(fixture, "gallery-ocean-light.svg") == golden)
    }

    @Test func underCINothingIsWrittenByDefault() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let run = test(fixture, [], environment: ["CI": "true"])
        #expect(run.status == 1)
        #expect(!exists(fixture, "gallery-ocean-dark.svg"))
    }

    @Test func changedRewritesOnlyTheDifferingGolden() throws {
        let fixture = try fixture()
        defer { fixture.remove() }
        let golden = bytes(fixture, "gallery-ocean-light.svg")
        let run = test(fixture, ["--update=changed"])
        #expect(run.status == 1, "the missing one still fails: \(run.output)")
        #expect(bytes(fixture, "gallery-ocean-light.svg") != golden)
        #expect(!exists(fixture, "gallery-ocean-dark.svg"))
        #expect(!exists(fixture, "gallery-ocean-light.new.svg"))
    }

    @Test func allAndTheBareFlagWriteEverything() throws {
        for options in [["--update=all"], ["--update"], ["--update", "all"]] {
            let fixture = try fixture()
            defer { fixture.remove() }
            let run = test(fixture, options)
            #expect(run.status == 0, "\(options): \(run.output)\(run.error)")
            #expect(run.output.contains("2 passed, 0 failed"))
            #expect(test(fixture, ["--update=none"]).status == 0, "\(options)")
        }
    }

    @Test func anUnknownModeIsAUsageError() {
        let run = cli.termskin(["test", "--update=some", "Screenshots"])
        #expect(run.status == 2)
        #expect(run.error.contains("some"), "\(run.error)")
    }

    @Test func theStandardModeFollowsCI() {
        #expect(UpdateMode.standard(environment: [:]) == .missing)
        #expect(UpdateMode.standard(environment: ["CI": "true"]) == .none)
        #expect(UpdateMode.standard(environment: ["CI": ""]) == .missing)
    }
}
