import Glibc

extension PtyMeasurer {
    /// Starts `command`, waits for its first frame, plays `steps` (each waited out until the output
    /// is quiet), then presses `q` unless a signal ended it; writes the output to `--record`. Under
    /// this driver the program leads a session of its own, so ctrl-Z's SIGTSTP cannot stop it (the
    /// kernel discards stops in an orphaned process group): what it writes around the stop is recorded.
    func scenario(_ command: [String], steps: [ScenarioStep]) throws(Failure) -> Run {
        var run = Run()
        var responder = QueryResponder(mode: options.terminal)
        let start = Stopwatch.now()
        let process = try started(command)
        var output = OutputWatch(process: process, quiet: options.quietMilliseconds, timeout: options.timeoutMilliseconds)
        output.recorded = []
        let frame = try output.untilQuiet(answering: &responder)
        run.firstByte = frame.first.map { $0 - start }
        run.ready = frame.last.map { $0 - start }
        var signalled = false
        for step in steps + (steps.contains(where: \.ends) ? [] : [.key(UInt8(ascii: "q"))]) {
            output.recorded? += Array("\n=== \(step)\n".utf8)
            let pressed = Stopwatch.now()
            if case .signal(let signal) = step {
                kill(process.pid, signal)
                signalled = step.ends
            } else {
                process.write(step.input(changing: &responder))
            }
            let redraw = try output.untilQuiet(answering: &responder)
            run.keys.append(redraw.last.map { $0 - pressed })
            if signalled { break }
        }
        _ = try output.untilClosed(answering: &responder)
        finish(&run, process: process, output: output, responder: responder)
        if let path = options.record, let bytes = output.recorded { Self.save(bytes, to: path) }
        return run
    }

    private static func save(_ bytes: [UInt8], to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }
}
