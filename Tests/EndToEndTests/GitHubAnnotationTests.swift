import Foundation
import Testing

@testable import termskin

/// Under `GITHUB_ACTIONS=true`, lint findings and failing shots become `::error`/`::warning`
/// workflow commands on the right file and line, escaped as GitHub decodes them.
@Suite(.serialized)
struct GitHubAnnotationTests {
    let cli = CommandLineTests()
    static let actions: [String: String?] = ["GITHUB_ACTIONS": "true", "CI": "true"]

    @Test func percentNewlinesAndPropertySeparatorsAreEncoded() {
        let annotation = GitHubAnnotation(
            level: .error, file: "a,b:c%.json", line: 7, title: "t: x, y",
            message: "100% wrong\r\nnext line\u{1B}[31m")
        #expect(annotation.command == "::error file=a%2Cb%3Ac%25.json,line=7,title=t%3A x%2C y::100%25 wrong%0D%0Anext line\\u{1B}[31m")
        #expect(GitHubAnnotation(level: .warning, file: nil, line: nil, title: nil, message: "m").command == "::warning::m")
    }

    @Test func lintFindingsAreAnnotatedOnTheSkinFilesLine() {
        let corpus = "Tests/LintTests/Corpus/"
        let warnings = cli.termskin(["lint", corpus + "unread-key"], environment: Self.actions)
        #expect(
            warnings.output.contains(
                "::warning file=\(corpus)unread-key/keys.json,line=4,title=termskin lint [unread-key]::typo.Color.butonn.title: "
                    + "no widget reads the Color key 'butonn.title'%0Adid you mean 'button.title'?"), "\(warnings.output)")
        let errors = cli.termskin(["lint", corpus + "unknown-style-type"], environment: Self.actions)
        #expect(errors.output.contains("::error file=\(corpus)unknown-style-type/"), "\(errors.output)")
        let plain = cli.termskin(["lint", corpus + "unread-key"], environment: ["GITHUB_ACTIONS": nil])
        #expect(!plain.output.contains("::warning"), "only under GitHub Actions")
        let sarif = cli.termskin(["lint", "--format", "sarif", corpus + "unread-key"], environment: Self.actions)
        #expect(!sarif.output.contains("::warning"), "a SARIF document on standard output stays a document")
        #expect(sarif.error.contains("::warning file="))
    }

    @Test func aFailingShotIsAnnotatedOnItsScriptsShotLine() throws {
        let fixture = try SuiteFixture(files: ["gallery-ocean.script", "gallery-ocean-light.svg", "gallery-ocean-dark.svg"])
        defer { fixture.remove() }
        try fixture.changeOceanLightSurface()
        let run = cli.termskin(
            ["test", "--skins-dir", fixture.skins.path, "--diff-dir", fixture.root.appendingPathComponent("d").path, "Screenshots"],
            in: fixture.root, environment: Self.actions)
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(lines.count == 1, "\(run.output)")
        #expect(
            lines.first?.hasPrefix(
                "::error file=Screenshots/gallery-ocean.script,line=5,title=termskin test%3A gallery-ocean-light.svg::"
                    + "Screenshots/gallery-ocean-light.svg: ") == true, "\(lines)")
    }
}
