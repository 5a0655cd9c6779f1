import Foundation
import SkinUI
import Testing

@testable import SkinShot

/// The README's script table documents exactly the parser's keywords (one table, `ScriptKeyword`).
struct ScriptKeywordDocsTests {
    @Test func theReadmeTableListsEveryKeywordAndNoOther() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "| command | meaning |"))
        let table = text[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        var documented: Set<String> = []
        for row in table {
            let firstCell = row.replacingOccurrences(of: "\\|", with: "/").split(separator: "|").first ?? ""
            for match in firstCell.matches(of: /`([a-z]+)/) { documented.insert(String(match.1)) }
        }
        #expect(documented == Set(ScriptKeyword.names))
    }

    @Test func theReadmeNamesEveryKeyScriptsCanPress() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `key KEY") })
        for name in KeyPress.named.map(\.name) { #expect(row.contains("`\(name)`"), "README's key row names \(name)") }
    }

    @Test func usageAndSuggestionsComeFromTheTable() throws {
        do {
            _ = try ScreenshotScript.parse("sze 10x10\nsize\n", file: "t.script")
            Issue.record("expected errors")
        } catch let errors as ScriptErrors {
            let text = "\(errors)"
            #expect(text.contains("did you mean \"size\""))
            #expect(text.contains(ScriptKeyword.size.usage))
        }
    }
}
