import BenchFigures
import Foundation

/// Issue 26's start-up rows: a whole `shot --format svg` process beside a static Swift hello, the
/// previewer's first frame in a pty beside a static program writing the same bytes through a pty,
/// and issue 23's `shot` with 5,000 skin files beside 10. The floor programs are built here with
/// `swiftc -O -static-stdlib` into a temporary folder; `termskin` and `termskin-pty` are the
/// release binaries beside this one. Cases run interleaved, so the machine's load falls on each alike.
enum StartupFloors {
    static func measure(quick: Bool) -> [FloorComparison] {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let termskin = directory.appendingPathComponent("termskin").path
        let pty = directory.appendingPathComponent("termskin-pty").path
        guard FileManager.default.isExecutableFile(atPath: termskin) else {
            progress("no termskin beside this binary: swift build -c release --product termskin first")
            return []
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-bench-floors-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        guard let hello = buildFloor("hello", source: "print(\"hello\")\n", in: root),
            let replay = buildFloor("replay", source: replaySource, in: root)
        else { return [] }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = root.path
        environment["XDG_CACHE_HOME"] = root.appendingPathComponent("cache").path
        environment["XDG_STATE_HOME"] = root.appendingPathComponent("state").path
        let runs = quick ? 11 : 31
        var rows: [FloorComparison] = []

        progress("shot --format svg 120x40 vs a static hello, \(runs) runs each")
        let shot = ["shot", "--format", "svg", "--size", "120x40"]
        var shotTimes: [Double] = []
        var helloTimes: [Double] = []
        _ = StartupBenchmark.timeRun(termskin, shot, environment: environment)
        for _ in 0..<runs {
            if let time = StartupBenchmark.timeRun(hello, [], environment: environment) { helloTimes.append(time) }
            if let time = StartupBenchmark.timeRun(termskin, shot, environment: environment) { shotTimes.append(time) }
        }
        let helloMedian = median(helloTimes)
        rows.append(
            FloorComparison(
                figure: "whole `shot --format svg` process, 120×40", value: median(shotTimes), unit: "ms",
                floorName: "a static Swift hello process", floor: helloMedian, goal: .ratio(4)))

        if FileManager.default.isExecutableFile(atPath: pty) {
            progress("the previewer's first frame in a pty vs the same bytes written through a pty")
            rows += firstFrame(pty: pty, termskin: termskin, replay: replay, hello: helloMedian, root: root, environment: environment, runs: runs)
        } else {
            progress("no termskin-pty beside this binary: swift build -c release --product termskin-pty for the first frame")
        }

        progress("shot with 5,000 vs 10 skin files in --skins-dir")
        do {
            let few = try StartupBenchmark.makeFolder(count: 10, in: root)
            let many = try StartupBenchmark.makeFolder(count: 5_000, in: root)
            func shotIn(_ folder: URL) -> [String] {
                ["shot", "--skins-dir", folder.path, "--skin", "s00005", "--size", "120x40", "--format", "ansi"]
            }
            // The first run of each makes its index cache, as a user's second start has it.
            _ = StartupBenchmark.timeRun(termskin, shotIn(few), environment: environment)
            _ = StartupBenchmark.timeRun(termskin, shotIn(many), environment: environment)
            var fewTimes: [Double] = []
            var manyTimes: [Double] = []
            for _ in 0..<runs {
                if let time = StartupBenchmark.timeRun(termskin, shotIn(few), environment: environment) { fewTimes.append(time) }
                if let time = StartupBenchmark.timeRun(termskin, shotIn(many), environment: environment) { manyTimes.append(time) }
            }
            rows.append(
                FloorComparison(
                    figure: "`shot` start-up with 5,000 skin files", value: median(manyTimes), unit: "ms",
                    floorName: "the same with 10 skin files", floor: median(fewTimes), goal: .ratio(1.3)))
        } catch {
            progress("could not write the skin folders: \(error)")
        }
        return rows
    }

    /// The first frame of `termskin --no-watch` (./Skins when run from the package) through
    /// `termskin-pty`, and the floor: the replay program writing the bytes of that frame to a pty,
    /// spawn → exit; nil floor when the frame could not be recorded (then the hello's time).
    private static func firstFrame(
        pty: String, termskin: String, replay: String, hello: Double, root: URL,
        environment: [String: String], runs: Int
    ) -> [FloorComparison] {
        let recording = root.appendingPathComponent("first-frame.bytes").path
        let frameFile = root.appendingPathComponent("first-frame.out").path
        var base = ["--size", "120x40"]
        for name in ["HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
            if let value = environment[name] { base += ["--env", "\(name)=\(value)"] }
        }
        var floorName = "a static Swift hello process"
        var floor = hello
        if let frameBytes = recordFirstFrame(pty: pty, base: base, termskin: termskin, recording: recording),
            FileManager.default.createFile(atPath: frameFile, contents: Data(frameBytes)),
            let replayed = runPty(pty, base + ["--runs", "\(runs)", "--exit-only", "--json", "--", replay, frameFile])
        {
            floorName = "a static Swift program writing the same \(frameBytes.count / 1_000) KB through a pty"
            floor = replayed
        }
        guard let frame = runPty(pty, base + ["--runs", "\(runs)", "--keys", "", "--json", "--", termskin, "--no-watch"]) else {
            progress("the previewer drew no first frame in the pty")
            return []
        }
        return [FloorComparison(figure: "first full frame in a pty, 120×40", value: frame, unit: "ms", floorName: floorName, floor: floor, goal: .atMost(8))]
    }

    /// The bytes of the previewer's first frame, recorded through `termskin-pty` (up to its first
    /// step marker). A recording cut short — the quiet window ending before the page was drawn, on a
    /// machine that stalled — is made again, up to three times; nil (with a note) if none holds the
    /// gallery's title, so the floor is never a program writing a few bytes.
    private static func recordFirstFrame(pty: String, base: [String], termskin: String, recording: String) -> [UInt8]? {
        let marker = Array("\n=== ".utf8)
        let title = Array("G A L L E R Y".utf8)
        for _ in 0..<3 {
            _ = runPty(pty, base + ["--runs", "1", "--steps", "", "--record", recording, "--", termskin, "--no-watch"])
            guard let recorded = FileManager.default.contents(atPath: recording) else { continue }
            let bytes = [UInt8](recorded)
            let end = bytes.firstRange(of: marker)?.lowerBound ?? bytes.count
            let frame = Array(bytes[..<end])
            if frame.firstRange(of: title) != nil { return frame }
        }
        progress("the previewer's first frame could not be recorded whole; its floor is the hello")
        return nil
    }

    /// Runs `termskin-pty` with `arguments`; the median of its `ready` figure (first frame, or exit with `--exit-only`).
    private static func runPty(_ pty: String, _ arguments: [String]) -> Double? {
        PtyReport(pty: pty, arguments: arguments)?.median("ready")
    }

    /// A floor program: writes the file named by its argument to standard output in one write.
    private static let replaySource = """
        #if canImport(Glibc)
        import Glibc
        #endif
        let descriptor = open(CommandLine.arguments[1], O_RDONLY)
        let capacity = 1 << 20
        var bytes = [UInt8](repeating: 0, count: capacity)
        let count = read(descriptor, &bytes, capacity)
        var offset = 0
        while offset < count {
            let written = bytes[offset..<count].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            offset += written
        }

        """

    /// `source` built with `swiftc -O -static-stdlib` into `root`; nil (said on stderr) when it does not build.
    private static func buildFloor(_ name: String, source: String, in root: URL) -> String? {
        let folder = root.appendingPathComponent("floor-\(name)")
        let sourceFile = folder.appendingPathComponent("\(name).swift")
        let binary = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: sourceFile)
        } catch {
            progress("could not write \(sourceFile.path): \(error)")
            return nil
        }
        let process = Process()
        let bundled = "/opt/swift/usr/bin/swiftc"
        if FileManager.default.isExecutableFile(atPath: bundled) {
            process.executableURL = URL(fileURLWithPath: bundled)
            process.arguments = ["-O", "-static-stdlib", sourceFile.path, "-o", binary.path]
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-O", "-static-stdlib", sourceFile.path, "-o", binary.path]
        }
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            progress("could not run swiftc: \(error)")
            return nil
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: binary.path) else {
            progress("swiftc -O -static-stdlib \(name).swift failed")
            return nil
        }
        return binary.path
    }

    private static func progress(_ line: String) {
        FileHandle.standardError.write(Data(("  " + line + "\n").utf8))
    }
}
