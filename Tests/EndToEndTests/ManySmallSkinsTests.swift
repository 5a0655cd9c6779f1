import Foundation
import TestSupport
import Testing

/// Issue 20, item 6: a file of many small skins costs memory by its size, and a file past the skin
/// limit is refused while it is read (before: 650 MB to list 99,999 one-color skins, 620 MB to
/// refuse 100,001).
struct ManySmallSkinsTests {
    /// `data` written to a scratch file, removed by `body`'s end.
    func withFile<T>(_ data: Data, _ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("many-\(UUID().uuidString).json").path
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    @Test func listingNinetyNineThousandSmallSkinsStaysUnder300MB() throws {
        try withFile(StressSkins.manySmallSkins()) { path in
            let run = try #require(try PeakMemory.run(["list", "--skins-dir", path]))
            #expect(run.status == 0)
            #expect(run.output.contains("s99998"))
            // Debug build: 211 MB (647 MB before the reader took large files too).
            print("list of 99,999 skins: peak \(run.kilobytes) kB")
            #expect(run.kilobytes < 300 * 1024, "peak \(run.kilobytes) kB")
        }
    }

    @Test func aFilePastTheSkinLimitIsRefusedBeforeItIsBuilt() throws {
        try withFile(StressSkins.manySmallSkins(count: 100_001)) { path in
            let run = try #require(try PeakMemory.run(["lint", path]))
            #expect(run.status != 0)
            #expect(run.output.contains("holds 100001 entries"), "\(run.output.prefix(500))")
            // Debug build: 78 MB (637 MB before: the whole file was parsed, then counted).
            print("refusing 100,001 skins: peak \(run.kilobytes) kB")
            #expect(run.kilobytes < 150 * 1024, "peak \(run.kilobytes) kB")
        }
    }
}
