import Glibc

/// The figures of all runs: medians and p90 in milliseconds, as text or one JSON object.
struct DriverReport {
    let options: DriverOptions
    let runs: [PtyMeasurer.Run]
    let baselineRuns: [PtyMeasurer.Run]

    var firstBytes: [Double] { runs.compactMap(\.firstByte) }
    var readyTimes: [Double] { runs.compactMap(\.ready) }
    var keyTimes: [Double] { runs.flatMap(\.keys).compactMap { $0 } }
    /// Key → last byte of the same redraws replayed through a pty: the floor of `keyTimes`.
    var floorKeyTimes: [Double] { runs.flatMap(\.floorKeys) }
    /// Bytes of each key's redraw.
    var keyBytes: [Double] { runs.flatMap { $0.redraws.byteCounts }.map(Double.init) }
    var keysWithoutOutput: Int { runs.flatMap(\.keys).filter { $0 == nil }.count }
    var exitStatuses: [Int32] { runs.map { $0.exitStatus ?? -1 } }

    /// Every run drew (or exited), every key drew something, every exit status was 0.
    var succeeded: Bool {
        readyTimes.count == runs.count && keysWithoutOutput == 0 && exitStatuses.allSatisfy { $0 == 0 }
    }

    private var readyName: String { options.exitOnly ? "exit" : "first frame" }

    var text: String {
        var lines = [
            "termskin-pty: \(options.command.joined(separator: " ")) at \(options.width)x\(options.height), TERM=\(options.terminalType), "
                + "terminal answers: \(options.terminal.rawValue), quiet window \(Self.format(options.quietMilliseconds)) ms (not counted)"
        ]
        lines.append("start-up, \(runs.count) run(s): first byte \(Self.summary(firstBytes)); \(readyName) \(Self.summary(readyTimes))")
        if !baselineRuns.isEmpty {
            lines.append(
                "baseline \(options.baseline?.joined(separator: " ") ?? ""): first byte \(Self.summary(baselineRuns.compactMap(\.firstByte))); "
                    + "exit \(Self.summary(baselineRuns.compactMap(\.ready)))")
        }
        if !runs.flatMap(\.keys).isEmpty {
            let keys = String(decoding: options.keys, as: UTF8.self)
            lines.append(
                "keys '\(keys)' x\(runs.flatMap(\.keys).count): key → last byte \(Self.summary(keyTimes))"
                    + (keysWithoutOutput > 0 ? "; \(keysWithoutOutput) key(s) drew nothing within \(Self.format(options.timeoutMilliseconds)) ms" : ""))
            if !floorKeyTimes.isEmpty {
                let ratio = Stopwatch.median(keyTimes) / max(Stopwatch.median(floorKeyTimes), 0.001)
                lines.append(
                    "floor, the same redraws (median \(Int(Stopwatch.median(keyBytes))) bytes) replayed through a pty: key → last byte "
                        + "\(Self.summary(floorKeyTimes)); key / floor \(Self.format(ratio))×")
            }
        }
        if let last = runs.last {
            lines.append(
                "queries seen in the last run: \(last.backgroundQueries) OSC 11, \(last.attributesQueries) DA1; "
                    + "\(last.outputBytes) bytes of output; exit status(es): \(Set(exitStatuses).sorted().map(String.init).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    var json: String {
        func list(_ values: [Double]) -> String { "[" + values.map { Self.format($0) }.joined(separator: ",") + "]" }
        func stats(_ values: [Double]) -> String {
            "{\"median\":\(Self.format(Stopwatch.median(values))),\"p90\":\(Self.format(Stopwatch.percentile(values, 0.9))),\"values\":\(list(values))}"
        }
        var fields = [
            "\"quietMilliseconds\":\(Self.format(options.quietMilliseconds))",
            "\"firstByte\":\(stats(firstBytes))",
            "\"ready\":\(stats(readyTimes))",
            "\"keys\":\(stats(keyTimes))",
            "\"keyFloor\":\(stats(floorKeyTimes))",
            "\"keyBytes\":\(Self.format(Stopwatch.median(keyBytes)))",
            "\"keysWithoutOutput\":\(keysWithoutOutput)",
            "\"exitStatuses\":[\(exitStatuses.map(String.init).joined(separator: ","))]",
            "\"backgroundQueries\":\(runs.last?.backgroundQueries ?? 0)",
        ]
        if options.terminal == .modern {
            // What the emulated terminal answered to each color query, so a caller can check a restore.
            let answers = QueryResponder.colorAnswers.map { "\"\($0.name)\":\"\($0.spec)\"" }
            fields.append("\"colorAnswers\":{" + answers.joined(separator: ",") + "}")
        }
        if !baselineRuns.isEmpty {
            fields.append("\"baselineFirstByte\":\(stats(baselineRuns.compactMap(\.firstByte)))")
            fields.append("\"baselineExit\":\(stats(baselineRuns.compactMap(\.ready)))")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func summary(_ values: [Double]) -> String {
        guard !values.isEmpty else { return "none" }
        return "median \(format(Stopwatch.median(values))) ms, p90 \(format(Stopwatch.percentile(values, 0.9))) ms, "
            + "min \(format(values.min() ?? 0)) ms, max \(format(values.max() ?? 0)) ms"
    }

    /// Milliseconds with two decimals, without Foundation.
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
