import BenchFigures
import Foundation
import TestSupport

/// Issue 26's lint figures and issue 20's item 6: `termskin lint` (the release binary beside this
/// one, a new process per run) of generated skins of ~1 MB and ~10 MB, and of 99,999 one-color
/// skins, beside `python3`'s `json.load` of the same file (timed inside Python, its process's peak
/// memory), run by turns so that the machine's load falls on both alike.
enum LintFloors {
    /// What one child process cost: wall milliseconds and peak resident MiB (as `run` measures it).
    struct ChildCost {
        var milliseconds: Double
        var mebibytes: Double
    }

    static func measure(quick: Bool) -> [FloorComparison] {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let termskin = directory.appendingPathComponent("termskin").path
        guard FileManager.default.isExecutableFile(atPath: termskin) else {
            FileHandle.standardError.write(Data("lint floors: no termskin beside this binary (swift build -c release --product termskin)\n".utf8))
            return []
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-bench-lint-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let files: (one: String, ten: String, many: String)
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            func write(_ data: Data, _ name: String) throws -> String {
                let url = root.appendingPathComponent(name)
                try data.write(to: url)
                return url.path
            }
            files = (
                try write(StressSkins.colorSkins(skins: 4, colors: 9_000), "one-megabyte.json"),
                try write(StressSkins.tenMegabyteSkin(), "ten-megabytes.json"),
                try write(StressSkins.manySmallSkins(), "many-small-skins.json")
            )
        } catch {
            FileHandle.standardError.write(Data("lint floors: could not write the skins: \(error)\n".utf8))
            return []
        }
        let runs = quick ? 3 : 7
        func sizeMB(_ path: String) -> Double {
            Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_000_000
        }
        func lint(_ path: String) -> (lint: [ChildCost], python: [ChildCost]) {
            FileHandle.standardError.write(Data("lint floors: \(URL(fileURLWithPath: path).lastPathComponent), \(runs) runs each\n".utf8))
            var lints: [ChildCost] = []
            var pythons: [ChildCost] = []
            for _ in 0..<runs {
                if let cost = run(termskin, ["lint", path], accepting: [0, 1]) { lints.append(cost) }
                if let cost = pythonLoad(path) { pythons.append(cost) }
            }
            return (lints, pythons)
        }
        let one = lint(files.one)
        let ten = lint(files.ten)
        let many = lint(files.many)
        func time(_ costs: [ChildCost]) -> Double { median(costs.map(\.milliseconds)) }
        func memory(_ costs: [ChildCost]) -> Double { median(costs.map(\.mebibytes)) }
        let python = "python3 json.load"
        let perMB = (one: time(one.lint) / sizeMB(files.one), ten: time(ten.lint) / sizeMB(files.ten))
        return [
            FloorComparison(
                figure: "lint of a \(FloorComparison.decimal(sizeMB(files.one))) MB skin (4 × 9,000 colors)", value: time(one.lint), unit: "ms",
                floorName: python, floor: time(one.python), goal: .ratio(5)),
            FloorComparison(
                figure: "lint of a \(FloorComparison.decimal(sizeMB(files.ten))) MB skin (4 × 90,000 colors)", value: time(ten.lint), unit: "ms",
                floorName: python, floor: time(ten.python), goal: .ratio(5)),
            FloorComparison(
                figure: "lint peak memory, the \(FloorComparison.decimal(sizeMB(files.ten))) MB skin", value: memory(ten.lint), unit: "MiB",
                floorName: python, floor: memory(ten.python), goal: .atMost(200)),
            FloorComparison(
                figure: "lint time per MB at 10 MB (no step past 1 MiB)", value: perMB.ten, unit: "ms/MB",
                floorName: "the same at 1 MB", floor: perMB.one, goal: .ratio(1.2)),
            FloorComparison(
                figure: "lint of 99,999 one-color skins (\(FloorComparison.decimal(sizeMB(files.many))) MB)", value: time(many.lint), unit: "ms",
                floorName: python, floor: time(many.python), goal: .atMost(5_000)),
            FloorComparison(
                figure: "lint peak memory, 99,999 one-color skins", value: memory(many.lint), unit: "MiB",
                floorName: python, floor: memory(many.python), goal: .atMost(300)),
        ]
    }

    /// `json.load` of `path` in a new `python3`: the milliseconds of the load alone (Python's start
    /// is not the parse), and the process's peak memory.
    static func pythonLoad(_ path: String) -> ChildCost? {
        let script =
            "import json, sys, time\nstart = time.perf_counter()\nwith open(sys.argv[1], 'rb') as f: json.load(f)\n"
            + "sys.stdout.write(repr((time.perf_counter() - start) * 1000))\n"
        let output = root(of: "python")
        defer { try? FileManager.default.removeItem(atPath: output) }
        guard var cost = run("/usr/bin/env", ["python3", "-c", script, path], stdout: output),
            let text = try? String(contentsOfFile: output, encoding: .utf8), let milliseconds = Double(text)
        else { return nil }
        cost.milliseconds = milliseconds
        return cost
    }

    private static func root(of name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("termskin-bench-\(name)-\(getpid())-\(UUID().uuidString)").path
    }

    /// `/usr/bin/time`, through which children run when it is there: `posix_spawn` shares this
    /// process's memory until the child's `exec`, and Linux then counts this process's own peak
    /// in the child's `ru_maxrss`; `time` forks a small process of its own, so its `%M` is the child's.
    static let timeTool = "/usr/bin/time"

    /// Spawns `binary arguments` (standard output to `stdout` or thrown away), waits with `wait4`;
    /// the peak is `time`'s `%M` (else `ru_maxrss`, an upper bound); nil unless it exits with one of `accepting`.
    static func run(_ binary: String, _ arguments: [String], stdout: String = "/dev/null", accepting: Set<Int32> = [0]) -> ChildCost? {
        let report = root(of: "peak")
        defer { try? FileManager.default.removeItem(atPath: report) }
        let timed = FileManager.default.isExecutableFile(atPath: timeTool)
        let (binary, arguments) = timed ? (timeTool, ["-f", "%M", "-o", report, binary] + arguments) : (binary, arguments)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, binary, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        // Exited normally (no signal), with an accepted status.
        guard status & 0x7F == 0, accepting.contains((status >> 8) & 0xFF) else { return nil }
        // `time` writes a line saying that the command exited non-zero before the figure.
        let kilobytes =
            timed
            ? (try? String(contentsOfFile: report, encoding: .utf8))?.split(separator: "\n").last
                .flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } : Double(usage.ru_maxrss)
        return ChildCost(milliseconds: elapsed, mebibytes: (kilobytes ?? .nan) / 1024)
    }
}
