import Foundation
import SkinShot
import Testing

/// The README's formats table names exactly the screenshot formats and recording formats (one enum each).
struct FormatDocsTests {
    @Test func theReadmeFormatsTableListsEveryFormat() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "| format | what it holds |"))
        let rows = text[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        let shots = rows.filter { !$0.contains("(recording)") }.compactMap { $0.firstMatch(of: /^\| `([a-z]+)`/).map { String($0.1) } }
        let recordings = rows.filter { $0.contains("(recording)") }.compactMap { $0.firstMatch(of: /^\| `([a-z]+)`/).map { String($0.1) } }
        #expect(shots == ScreenshotFormat.allCases.map(\.rawValue))
        #expect(recordings == RecordingFormat.allCases.map(\.rawValue))
    }
}
