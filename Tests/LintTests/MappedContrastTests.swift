import Foundation
import Testing

@testable import Lint

/// Issue 21: contrast is checked through role maps too; a mapped key fails exactly as the same
/// value set on the widget key does, and the finding names the skin's own key at its line.
struct MappedContrastTests {
    @Test func aMappedTextColorFailsAsTheSameValueSetDirectly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-mapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let direct = folder.appendingPathComponent("direct.json")
        try ##"{"direct": {"Color": {"text": "#ECF0F1", "background": "#FFFFFF"}}}"##.write(to: direct, atomically: true, encoding: .utf8)
        let mapped = folder.appendingPathComponent("mapped.json")
        try ##"""
        {"mapped": {"Map": {"text": "ink", "background": "paper"},
                    "Color": {"ink": "#ECF0F1", "paper": "#FFFFFF"}}}
        """##.write(to: mapped, atomically: true, encoding: .utf8)
        let directFindings = Linter().lint(paths: [direct.path]).findings.filter { $0.code == .lowContrast }
        let mappedFindings = Linter().lint(paths: [mapped.path]).findings.filter { $0.code == .lowContrast }
        #expect(!directFindings.isEmpty)
        #expect(mappedFindings.count == directFindings.count, "\(mappedFindings.map(\.message))")
        let ink = mappedFindings.filter { $0.keyPathText == "mapped.Color.ink" }
        #expect(!ink.isEmpty, "\(mappedFindings.map(\.keyPathText))")
        #expect(ink.allSatisfy { $0.line == 2 }, "\(ink.map(\.line))")
        #expect(!mappedFindings.contains { $0.keyPathText.hasSuffix(".text") }, "a widget key the file never writes is not named")
    }
}
