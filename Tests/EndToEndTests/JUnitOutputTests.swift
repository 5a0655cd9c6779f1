import Foundation
import FoundationXML
import Testing

/// `termskin test --junit FILE`, read back by a real consumer: Python's `junitparser`.
@Suite(.serialized)
struct JUnitOutputTests {
    let cli = CommandLineTests()

    static let reader = """
        import sys
        from junitparser import JUnitXml, Failure, Error
        xml = JUnitXml.fromfile(sys.argv[1])
        for suite in xml:
            for case in suite:
                kinds = [type(r).__name__ for r in case.result]
                message = case.result[0].message if case.result else ""
                props = case._elem.find("properties")
                attachment = ""
                if props is not None:
                    for p in props.iter("property"):
                        if p.get("name") == "attachment": attachment = p.get("value")
                print("|".join([suite.name, case.classname, case.name, ",".join(kinds) or "pass", message or "", attachment, case.system_out or ""]))
        """

    @Test(.enabled(if: PythonTool.hasModule("junitparser"), "python3 with junitparser is needed (.ci/run installs it)"))
    func eachShotIsATestCaseAndFailuresAndErrorsAreReadByJunitparser() throws {
        let fixture = try SuiteFixture(files: ["gallery-ocean.script", "gallery-ocean-light.svg", "gallery-ocean-dark.svg"])
        defer { fixture.remove() }
        try fixture.changeOceanLightSurface()
        try fixture.write("size 80x24\nshoot x\n", to: "broken.script")
        let junit = fixture.root.appendingPathComponent("report.xml").path
        let diffs = fixture.root.appendingPathComponent("diffs").path
        let run = cli.termskin(
            ["test", "--update=none", "--skins-dir", fixture.skins.path, "--junit", junit, "--diff-dir", diffs, "Screenshots"],
            in: fixture.root)
        #expect(run.status == 2, "a script error: \(run.output)\(run.error)")
        let read = PythonTool.run(Self.reader, arguments: [junit])
        #expect(read.status == 0, "\(read.error)")
        let rows = read.output.split(separator: "\n").map { $0.split(separator: "|", maxSplits: 6, omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == 3, "\(read.output)")
        let light = try #require(rows.first { $0[2] == "gallery-ocean-light.svg" })
        #expect(light[1] == "Screenshots/gallery-ocean.script")
        #expect(light[3] == "Failure")
        #expect(light[4].contains("gallery-ocean-light.svg: ") && light[4].contains("differing cells in"), "the diff's summary: \(light[4])")
        #expect(light[5] == diffs + "/gallery-ocean-light.svg.diff.svg")
        #expect(light[6].contains("[[ATTACHMENT|\(diffs)/gallery-ocean-light.svg.diff.svg]]"))
        let dark = try #require(rows.first { $0[2] == "gallery-ocean-dark.svg" })
        #expect(dark[3] == "pass")
        let broken = try #require(rows.first { $0[1] == "Screenshots/broken.script" })
        #expect(broken[3] == "Error")
        #expect(broken[4].contains("broken.script:2: unknown command"), "\(broken[4])")
    }

    @Test func controlCharactersAndMarkupInNamesAreEscaped() throws {
        let fixture = try SuiteFixture(files: [])
        defer { fixture.remove() }
        try fixture.write("size 20x5\nshoot \"a<b&\u{1B}]0;x\"\n", to: "odd.script")
        let junit = fixture.root.appendingPathComponent("report.xml").path
        let run = cli.termskin(["test", "--update=none", "--skins-dir", fixture.skins.path, "--junit", junit, "Screenshots"], in: fixture.root)
        #expect(run.status != 0)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(!xml.contains("\u{1B}"), "no raw escape in the XML")
        #expect(!xml.contains("a<b"), "markup escaped")
        let parsed = try XMLDocument(data: Data(xml.utf8))
        #expect(try parsed.nodes(forXPath: "//testcase").count == 1)
    }
}
