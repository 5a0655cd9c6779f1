import BenchFigures
import Foundation
import Testing

/// The speed table's rows: what `termskin-bench --floors` and `termskin-pty --floors` print, and
/// the script that writes them into the README between its markers.
struct FloorComparisonTests {
    @Test func aRowSaysTheFigureItsFloorTheRatioAndWhetherTheGoalIsMet() {
        let shot = FloorComparison(figure: "shot svg 120×40", value: 9.3, unit: "ms", floorName: "static hello", floor: 2.1, goal: .ratio(4))
        #expect(shot.row == "| shot svg 120×40 | 9.30 ms | static hello, 2.10 ms | 4.4× | ≤ 4.0× | no |")
        let frame = FloorComparison(figure: "first frame", value: 7.25, unit: "ms", floorName: nil, floor: nil, goal: .atMost(8))
        #expect(frame.row == "| first frame | 7.25 ms | — | — | ≤ 8.00 ms | yes |")
        let memory = FloorComparison(figure: "lint 10 MB", value: 187.4, unit: "MiB", floorName: "json.load", floor: 130, goal: .atMost(200))
        #expect(memory.row == "| lint 10 MB | 187 MiB | json.load, 130 MiB | 1.4× | ≤ 200 MiB | yes |")
    }

    @Test func decimalsRoundAndPad() {
        #expect(FloorComparison.decimal(0.04) == "0.04")
        #expect(FloorComparison.decimal(1.005, digits: 1) == "1.0")
        #expect(FloorComparison.decimal(12.96) == "13.0")
        #expect(FloorComparison.decimal(-2.5) == "-2.50")
        #expect(FloorComparison.decimal(.nan) == "—")
    }

    @Test func theScriptReplacesTheTableBetweenTheMarkersWithTheRowsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speed-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let readme = folder.appendingPathComponent("README.md")
        try "# T\n<!-- speed-table:begin -->\nold\n<!-- speed-table:end -->\nafter\n".write(to: readme, atomically: true, encoding: .utf8)
        let rows = [
            FloorComparison(figure: "a", value: 1, unit: "ms", floorName: "f", floor: 0.5, goal: .ratio(3)),
            FloorComparison(figure: "b", value: 3, unit: "ms", floorName: nil, floor: nil, goal: .atMost(2)),
        ]
        let output = folder.appendingPathComponent("bench.txt")
        try (["progress line", FloorComparison.header] + rows.map(\.row) + ["1 of 2 figures meet their goals"])
            .joined(separator: "\n").write(to: output, atomically: true, encoding: .utf8)
        let script = PackagePaths.root.appendingPathComponent("Scripts/readme-speed-table.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, output.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["TERMSKIN_README": readme.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "# T" && lines.last(where: { !$0.isEmpty }) == "after")
        let table = lines.filter { $0.hasPrefix("|") }
        #expect(table == FloorComparison.header.split(separator: "\n").map(String.init) + rows.map(\.row))
        #expect(!lines.contains("old"))
    }

    @Test func theReadmeHasTheSpeedTableMarkers() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("<!-- speed-table:begin -->") && readme.contains("<!-- speed-table:end -->"))
    }
}
