import Glibc

/// `termskin-pty`: measures a terminal program from outside, through a pseudo-terminal (see
/// `DriverOptions.usage`). Glibc only, so that the driver itself starts and runs lightly.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--replay-writer" {
    exit(ReplayWriter.run(path: CommandLine.arguments[2]))
}
TerminationSignals.block()
let options: DriverOptions
do {
    options = try DriverOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("termskin-pty: \(error)")
    exit(2)
}

let measurer = PtyMeasurer(options: options)
var runs: [PtyMeasurer.Run] = []
var baselineRuns: [PtyMeasurer.Run] = []
do {
    for index in 0..<options.runs {
        if let baseline = options.baseline { baselineRuns.append(try measurer.exitOnly(baseline)) }
        if let steps = options.steps {
            runs.append(try measurer.scenario(options.command, steps: steps))
            break
        } else if options.exitOnly {
            runs.append(try measurer.exitOnly(options.command))
        } else {
            runs.append(try measurer.interactive(options.command, keyCount: index == options.runs - 1 ? options.repeats : 0))
        }
    }
} catch .interrupted(let interruption) {
    printError("termskin-pty: interrupted; the command was stopped")
    exit(128 + interruption.signal)
} catch .driver(let error) {
    printError("termskin-pty: \(error)")
    exit(2)
}

let report = DriverReport(options: options, runs: runs, baselineRuns: baselineRuns)
print(options.json ? report.json : report.text)
exit(report.succeeded ? 0 : 1)

/// Writes a line on stderr (descriptor 2: the C `stderr` global is not concurrency-safe in Swift 6).
func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
