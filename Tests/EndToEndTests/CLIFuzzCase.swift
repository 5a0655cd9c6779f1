import Foundation
import Testing

/// One saved case of the CLI fuzzer (`Tests/Fuzz/cli-fuzz.py`): an input file and, beside it in
/// `NAME.case.json`, the `termskin` argument list that ran it ({dir}: its scratch folder, {root}: the
/// package), the name it is copied in as, and any other file the run needs.
struct CLIFuzzCase: Sendable, CustomTestStringConvertible {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/EndToEndTests/CLIFuzzCorpus")

    struct Spec: Decodable, Sendable {
        var arguments: [String]
        var file: String
        var mutation: String
        var extra: [String: String]
    }

    let command: String
    let input: URL
    let spec: Spec
    var testDescription: String { "\(command)/\(input.lastPathComponent)" }

    /// Every case in the corpus, by command folder then name; a description that cannot be read is
    /// a case whose replay fails (it names the problem).
    static func all() -> [CLIFuzzCase] {
        let manager = FileManager.default
        let commands = (try? manager.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
        return commands.flatMap { command -> [CLIFuzzCase] in
            let commandFolder = folder.appendingPathComponent(command)
            let names = (try? manager.contentsOfDirectory(atPath: commandFolder.path).sorted()) ?? []
            return names.filter { $0.hasSuffix(".case.json") }.map { name in
                let json = commandFolder.appendingPathComponent(name)
                let input = commandFolder.appendingPathComponent(String(name.dropLast(".case.json".count)))
                let decoded = (try? Data(contentsOf: json)).flatMap { try? JSONDecoder().decode(Spec.self, from: $0) }
                return CLIFuzzCase(
                    command: command, input: input,
                    spec: decoded ?? Spec(arguments: ["unreadable \(name)"], file: "x", mutation: "?", extra: [:]))
            }
        }
    }

    /// Runs the case through `binary` in a fresh scratch folder, under `timeout` (a hang is killed
    /// after a minute, with its process group) and `/usr/bin/time` (the peak resident memory and
    /// the CPU time).
    func run(binary: String) throws -> CLIFuzzRun {
        let manager = FileManager.default
        let scratch = manager.temporaryDirectory.appendingPathComponent("termskin-clifuzz-\(UUID().uuidString)")
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: scratch) }
        try manager.copyItem(at: input, to: scratch.appendingPathComponent(spec.file))
        for (name, text) in spec.extra {
            try Data(text.utf8).write(to: scratch.appendingPathComponent(name))
        }
        let arguments = spec.arguments.map {
            $0.replacingOccurrences(of: "{dir}", with: scratch.path).replacingOccurrences(of: "{root}", with: PackagePaths.root.path)
        }
        let report = scratch.appendingPathComponent(".peak")
        let output = scratch.appendingPathComponent(".stdout")
        let errors = scratch.appendingPathComponent(".stderr")
        _ = manager.createFile(atPath: output.path, contents: nil)
        _ = manager.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-s", "KILL", "60", PeakMemory.timeTool, "-f", "%M %U %S", "-o", report.path, binary] + arguments
        process.currentDirectoryURL = scratch
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = scratch.appendingPathComponent(".cache").path
        environment["XDG_STATE_HOME"] = scratch.appendingPathComponent(".state").path
        environment["CI"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = clock.now - start
        // The last line holds the figures; a line before it may say that the command exited non-zero.
        let figures = (try? String(contentsOf: report, encoding: .utf8))?.split(separator: "\n").last?.split(separator: " ") ?? []
        let cpu = figures.count == 3 ? (Double(figures[1]) ?? 0) + (Double(figures[2]) ?? 0) : nil
        return CLIFuzzRun(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            output: try Data(contentsOf: output), errors: try Data(contentsOf: errors), elapsed: elapsed,
            cpuSeconds: cpu, peakKilobytes: figures.first.flatMap { Int($0) })
    }
}
