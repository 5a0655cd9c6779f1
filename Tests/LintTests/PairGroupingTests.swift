import Foundation
import Testing

@testable import Lint

/// Issue 20, item 17: widget parts that draw the same two colors and fail the same way are one
/// finding naming them all, not one finding per part.
struct PairGroupingTests {
    @Test func onePairFailingForManyWidgetsIsOneFindingPerFailure() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-pairs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.json")
        try ##"{"t": {"Color": {"accent": "#112233"}}}"##.write(to: file, atomically: true, encoding: .utf8)
        let findings = Linter().lint(paths: [file.path]).findings.filter { $0.code == .lowContrast || $0.code == .paletteCollision }
        let tinted = findings.filter { $0.code == .lowContrast && $0.message.contains("Checkbox (tintColor)") }
        #expect(tinted.count == 1, "\(tinted.map(\.message))")
        #expect(tinted.first?.message.contains("RadioGroup (tintColor)") == true)
        #expect(tinted.first?.message.contains(") are below 3.0:1 in dark #112233 on #1C1C1E") == true)
        // No two findings say the same thing about the same key.
        let said = findings.map { "\($0.code.rawValue) \($0.keyPathText) " + ($0.message.components(separatedBy: " below ").last ?? "") }
        let collisions = findings.filter { $0.code == .paletteCollision }.map { $0.message.components(separatedBy: " become ").last ?? "" }
        #expect(Set(said).count == said.count, "\(said)")
        #expect(Set(collisions).count == collisions.count, "\(collisions)")
        #expect(findings.count <= 6, "16 before grouping: \(findings.count)")
    }
}
