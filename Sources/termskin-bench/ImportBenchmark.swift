import Foundation
import SkinKit

/// `termskin import` of a whole scheme collection: 200 real scheme files (the test data's iTerm2,
/// base16/base24, Alacritty, Windows Terminal and kitty files, copied round-robin) converted and
/// written as skins. The bound is 2 s.
enum ImportBenchmark {
    static let fileCount = 200
    static let dataFolder = "Tests/SkinKitTests/Data/Schemes"

    /// Median milliseconds of importing `fileCount` files into an empty folder, or nil without the data.
    static func run(repetitions: Int) -> (milliseconds: Double, written: Int, errors: Int)? {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: dataFolder).filter({ !$0.hasSuffix(".md") }).sorted(),
            !names.isEmpty
        else { return nil }
        let root = manager.temporaryDirectory.appendingPathComponent("termskin-import-bench-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        guard (try? manager.createDirectory(at: input, withIntermediateDirectories: true)) != nil else { return nil }
        var files: [String] = []
        for index in 0..<fileCount {
            let name = names[index % names.count]
            let target = input.appendingPathComponent("\(index)-\(name)")
            guard (try? manager.copyItem(atPath: (dataFolder as NSString).appendingPathComponent(name), toPath: target.path)) != nil else { return nil }
            files.append(target.path)
        }
        var times: [Double] = []
        var report = ThemeImporter.Report()
        for run in 0..<repetitions {
            let output = root.appendingPathComponent("Skins-\(run)").path
            times.append(milliseconds { report = ThemeImporter(skinsDirectory: output, replace: false).importFiles(files) })
        }
        return (median(times), report.written.count, report.errors.count)
    }
}
