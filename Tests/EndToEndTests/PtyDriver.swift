import Foundation

/// Runs `termskin-pty` (the repository's pseudo-terminal driver) and reads its JSON report.
struct PtyDriver {
    /// Medians and p90s in milliseconds, as the driver reports them.
    struct Report {
        var firstFrame: Double
        var keyMedian: Double
        var keyP90: Double
        var keyCount: Int
        var keysWithoutOutput: Int
        var exitStatuses: [Int]
        /// The keys' redraws replayed through a pty (`keyFloor`): how many, and their median.
        var floorCount: Int = 0
        var floorMedian: Double = .nan
        /// The median bytes of a key's redraw.
        var keyBytes: Double = .nan
    }

    /// Runs the driver on `command` with `options`; nil (with the output) when it did not report.
    static func run(_ options: [String], command: [String]) -> (report: Report?, output: String) {
        guard let driver = PackagePaths.ptyDriver else { return (nil, "termskin-pty is not built") }
        let result = Tmux.run([driver, "--json"] + options + ["--"] + command)
        guard let line = result.output.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let ready = object["ready"] as? [String: Any], let keys = object["keys"] as? [String: Any]
        else {
            return (nil, result.output)
        }
        func number(_ table: [String: Any], _ key: String) -> Double { (table[key] as? NSNumber)?.doubleValue ?? .nan }
        var report = Report(
            firstFrame: number(ready, "median"), keyMedian: number(keys, "median"), keyP90: number(keys, "p90"),
            keyCount: (keys["values"] as? [Any])?.count ?? 0,
            keysWithoutOutput: (object["keysWithoutOutput"] as? NSNumber)?.intValue ?? -1,
            exitStatuses: (object["exitStatuses"] as? [NSNumber])?.map(\.intValue) ?? [])
        if let floor = object["keyFloor"] as? [String: Any] {
            report.floorCount = (floor["values"] as? [Any])?.count ?? 0
            report.floorMedian = number(floor, "median")
        }
        report.keyBytes = (object["keyBytes"] as? NSNumber)?.doubleValue ?? .nan
        return (report, result.output)
    }
}
