import Foundation
import TestSupport
import Testing

/// Issue 26: lint's peak memory is bounded by the file, measured from outside as a user meets it
/// (the process's peak resident memory; counted, not timed).
struct LintMemoryTests {
    @Test func aTenMegabyteSkinLintsUnder200MiB() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ten-\(UUID().uuidString).json").path
        try StressSkins.tenMegabyteSkin().write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try #require(try PeakMemory.run(["lint", path]))
        #expect(run.status == 0)
        #expect(run.output.contains("5 skin(s), 0 error(s), 4 warning(s)"), "\(run.output.suffix(300))")
        print("lint of a 10 MB skin: peak \(run.kilobytes) kB")
        #expect(run.kilobytes < 200 * 1024, "peak \(run.kilobytes) kB")
    }
}
