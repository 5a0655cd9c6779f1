import Foundation

/// Issue 23: a start reads only the skin it shows. Runs the release `termskin` beside this binary as
/// a new process — `shot` start to exit, and the previewer's first frame through `termskin-pty` — with
/// 10, 1,000 and 5,000 skin files in `--skins-dir`, interleaved so that the machine's load falls on
/// every case alike; each case's index cache is made by one run first, as a user's second start has it.
enum StartupBenchmark {
    static let counts = [10, 1_000, 5_000]

    /// A folder of `count` one-skin files like `termskin import` writes (a few colors each).
    static func makeFolder(count: Int, in root: URL) throws -> URL {
        let folder = root.appendingPathComponent("skins-\(count)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let name = String(format: "s%05d", index)
            let gray = String(format: "%02X", index % 200 + 20)
            let json = """
                {
                  "\(name)": {
                    "Color": {
                      "background": { "light": "#F\(gray.suffix(1))F0F0", "dark": "#10\(gray)10" },
                      "surface": "#2020\(gray)", "text": "#E0E0E0", "accent": "#\(gray)80FF",
                      "border": "#404040", "navBar.background": "#181818", "button.background": "#\(gray)4080"
                    }
                  }
                }

                """
            try Data(json.utf8).write(to: folder.appendingPathComponent("\(name).json"))
        }
        return folder
    }

    /// Milliseconds from spawn to exit of `binary arguments` (output thrown away): `posix_spawn` and
    /// `waitpid`, since Foundation's `Process.waitUntilExit` notices an exit only at its polling step.
    static func timeRun(_ binary: String, _ arguments: [String], environment: [String: String]) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, binary, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        // Exited normally with status 0.
        return status == 0 ? elapsed : nil
    }

    /// The previewer's first frame (median ms of `runs` starts) as `termskin-pty` measures it.
    static func firstFrame(pty: String, termskin: String, folder: URL, environment: [String: String], runs: Int) -> Double? {
        var arguments = ["--runs", "\(runs)", "--keys", "", "--json", "--size", "120x40"]
        for (name, value) in environment where name == "HOME" || name == "XDG_CACHE_HOME" || name == "XDG_STATE_HOME" {
            arguments += ["--env", "\(name)=\(value)"]
        }
        arguments += ["--", termskin, "--skins-dir", folder.path, "--skin", "s00005", "--no-watch"]
        return PtyReport(pty: pty, arguments: arguments)?.median("ready")
    }

    static func run(repetitions: Int) {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let termskin = directory.appendingPathComponent("termskin").path
        let pty = directory.appendingPathComponent("termskin-pty").path
        guard FileManager.default.isExecutableFile(atPath: termskin) else {
            print("  no termskin beside this binary: swift build -c release --product termskin first")
            return
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termskin-bench-startup-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = root.path
        environment["XDG_CACHE_HOME"] = root.appendingPathComponent("cache").path
        environment["XDG_STATE_HOME"] = root.appendingPathComponent("state").path
        let folders: [URL]
        do {
            folders = try counts.map { try makeFolder(count: $0, in: root) }
        } catch {
            print("  could not write the skin folders: \(error)")
            return
        }
        func shot(_ folder: URL) -> [String] {
            ["shot", "--skins-dir", folder.path, "--skin", "s00005", "--size", "120x40", "--format", "ansi"]
        }
        var cold: [Double] = []
        for folder in folders { cold.append(timeRun(termskin, shot(folder), environment: environment) ?? .nan) }
        var times = counts.map { _ in [Double]() }
        for _ in 0..<repetitions {
            for (index, folder) in folders.enumerated() {
                if let time = timeRun(termskin, shot(folder), environment: environment) { times[index].append(time) }
            }
        }
        let base = median(times[0])
        for (index, count) in counts.enumerated() {
            print(
                String(
                    format: "  shot, %5d skin files: %7.2f ms (median of %d; %.2f× the 10 case); first run, index not cached yet: %7.2f ms",
                    count, median(times[index]), times[index].count, median(times[index]) / base, cold[index]))
        }
        guard FileManager.default.isExecutableFile(atPath: pty) else {
            print("  no termskin-pty beside this binary: swift build -c release --product termskin-pty for the first frame")
            return
        }
        var frames = counts.map { _ in [Double]() }
        for _ in 0..<3 {
            for (index, folder) in folders.enumerated() {
                if let frame = firstFrame(pty: pty, termskin: termskin, folder: folder, environment: environment, runs: max(3, repetitions / 3)) {
                    frames[index].append(frame)
                }
            }
        }
        let frameBase = median(frames[0])
        for (index, count) in counts.enumerated() {
            print(
                String(
                    format: "  previewer first frame, %5d skin files: %7.2f ms (median of medians; %.2f× the 10 case)",
                    count, median(frames[index]), median(frames[index]) / frameBase))
        }
    }
}
