import Foundation
import Testing

@testable import Lint

/// One skin folder per finding kind; the JSON report of that kind's findings is a golden.
struct LintCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The JSON report of `code`'s findings in its corpus folder, with paths relative to this folder.
    static func report(for code: LintCode) -> (json: String, result: LintResult) {
        var result = Linter().lint(paths: [folder.appendingPathComponent("Corpus/\(code.rawValue)").path])
        result.findings = result.findings.filter { $0.code == code }
        let json = LintReport.json(result).replacingOccurrences(of: folder.path + "/", with: "")
        return (json, result)
    }

    @Test(arguments: LintCode.allCases)
    func corpusMatchesGolden(code: LintCode) throws {
        let (json, result) = Self.report(for: code)
        #expect(!result.findings.isEmpty, "the corpus skin for \(code.rawValue) must produce that finding")
        #expect(
            result.findings.allSatisfy { $0.file != nil && $0.line != nil && !$0.keyPath.isEmpty },
            "every corpus finding is placed: file, line and key path")
        let golden = Self.folder.appendingPathComponent("Expected/\(code.rawValue).json")
        if ProcessInfo.processInfo.environment["TERMSKIN_UPDATE_LINT_GOLDENS"] != nil {
            try json.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(json == expected)
    }

    @Test func typosGetTheClosestKnownName() {
        let keys = Self.report(for: .unreadKey).result.findings
        #expect(keys.first { $0.keyPathText == "typo.Color.butonn.title" }?.suggestion == "did you mean 'button.title'?")
        #expect(keys.first { $0.keyPathText == "typo.Color.navbar.title" }?.suggestion == "did you mean 'navBar.title'?")
        #expect(keys.first { $0.keyPathText == "typo.Color.brandPurple" }?.suggestion?.contains("termskin map suggest") == true)
        let types = Self.report(for: .unknownStyleType).result.findings
        #expect(types.first { $0.keyPathText == "typo.Style.Buton" }?.suggestion == "did you mean 'Button'?")
        let properties = Self.report(for: .unknownStyleProperty).result.findings
        #expect(properties.first { $0.keyPathText == "typo.Style.Label.textColr" }?.suggestion == "did you mean 'textColor'?")
    }

    @Test func contrastIsCheckedInHighContrastAndWithStyleValues() {
        let findings = Self.report(for: .lowContrast).result.findings
        let navBar = findings.first { $0.keyPathText == "glare.Color.navBar.title" }
        #expect(navBar?.message.contains("light high contrast #FFFFFF on #00FFFF") == true, "\(findings.map(\.message))")
        #expect(findings.contains { $0.keyPathText == "glare.Style.Card.titleColor" })
        #expect(findings.contains { $0.message.contains("SegmentedControl (textColor on selectedColor)") }, "\(findings.map(\.message))")
    }

    @Test func distinctColorsMergingIn256ColorsAreReported() {
        let findings = Self.report(for: .paletteCollision).result.findings
        #expect(findings.contains { $0.message.contains("#1F6A8A and #005F87 are both entry 24 at 256") }, "\(findings.map(\.message))")
    }

    @Test func strictTurnsWarningsIntoFailure() {
        let result = Self.report(for: .unusedMacro).result
        #expect(result.errorCount == 0 && result.warningCount == 1)
        #expect(result.exitCode(strict: false) == 0)
        #expect(result.exitCode(strict: true) == 1)
    }
}

/// The README's table of lint codes names every code with its severity.
struct LintDocumentationTests {
    @Test func readmeListsEveryCodeWithItsSeverity() throws {
        let readme = try String(contentsOf: LintCorpusTests.folder.appendingPathComponent("../../README.md"), encoding: .utf8)
        for code in LintCode.allCases {
            #expect(readme.contains("| `\(code.rawValue)` | \(code.severity.rawValue) |"), "\(code.rawValue)")
        }
    }
}
