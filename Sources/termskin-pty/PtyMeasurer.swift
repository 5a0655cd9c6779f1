import Glibc

/// Runs the command in a pty and takes the times: start-up, each key's redraw, exit.
struct PtyMeasurer {
    /// One process's start-up, and its keys when they were pressed.
    struct Run {
        /// Spawn → first byte of output.
        var firstByte: Double?
        /// Spawn → last byte before the quiet window (interactive), or spawn → exit (`--exit-only`).
        var ready: Double?
        /// Write of each key → last byte of its redraw; nil for a key that drew nothing in time.
        var keys: [Double?] = []
        /// After `q` (interactive) or by itself.
        var exitStatus: Int32?
        var backgroundQueries = 0
        var attributesQueries = 0
        var outputBytes = 0
        /// Each key's redraw as it was read.
        var redraws = RecordedRedraws()
        /// Key → last byte of the same redraws replayed through a new pty (`replayFloor`).
        var floorKeys: [Double] = []
    }

    enum Failure: Error {
        case driver(DriverError)
        case interrupted(TerminationSignals.Interrupted)
    }

    let options: DriverOptions
    let environment: [String]

    init(options: DriverOptions) {
        self.options = options
        environment = options.commandEnvironment()
    }

    /// Starts `command`, waits for its first frame, presses `keyCount` keys, then quits it with `q`.
    func interactive(_ command: [String], keyCount: Int) throws(Failure) -> Run {
        var run = Run()
        var responder = QueryResponder(mode: options.terminal)
        let start = Stopwatch.now()
        let process = try started(command)
        var output = OutputWatch(process: process, quiet: options.quietMilliseconds, timeout: options.timeoutMilliseconds)
        let frame = try output.untilQuiet(answering: &responder)
        run.firstByte = frame.first.map { $0 - start }
        run.ready = frame.last.map { $0 - start }
        if frame.last != nil {
            for index in 0..<keyCount where !options.keys.isEmpty {
                try output.drain(answering: &responder)
                let pressed = Stopwatch.now()
                output.chunks = []
                process.write([options.keys[index % options.keys.count]])
                let redraw = try output.untilQuiet(answering: &responder)
                run.keys.append(redraw.last.map { $0 - pressed })
                run.redraws.redraws.append(output.chunks ?? [])
                output.chunks = nil
            }
            process.write(Array("q".utf8))
        }
        finish(&run, process: process, output: output, responder: responder)
        if options.measuresFloor { run.floorKeys = try replayFloor(run.redraws) }
        return run
    }

    /// Waits for the process to exit (up to the timeout), stops it, and notes its exit status, the
    /// queries the terminal answered and the bytes it wrote.
    func finish(_ run: inout Run, process: PseudoTerminalProcess, output: OutputWatch, responder: QueryResponder) {
        _ = process.waitForExit(milliseconds: Int(options.timeoutMilliseconds))
        process.stop()
        run.exitStatus = process.exitStatus
        run.backgroundQueries = responder.backgroundQueries
        run.attributesQueries = responder.attributesQueriesSeen
        run.outputBytes = output.byteCount
    }

    /// Starts `command` and reads its output until it exits.
    func exitOnly(_ command: [String]) throws(Failure) -> Run {
        var run = Run()
        var responder = QueryResponder(mode: options.terminal)
        let start = Stopwatch.now()
        let process = try started(command)
        var output = OutputWatch(process: process, quiet: options.quietMilliseconds, timeout: options.timeoutMilliseconds)
        let end = try output.untilClosed(answering: &responder)
        run.firstByte = output.firstByte.map { $0 - start }
        _ = process.waitForExit(milliseconds: Int(options.timeoutMilliseconds))
        // The slave side closes when the process exits; a reap a moment later does not count.
        run.ready = end.map { $0 - start }
        process.stop()
        run.exitStatus = process.exitStatus
        run.outputBytes = output.byteCount
        return run
    }

    func started(_ command: [String]) throws(Failure) -> PseudoTerminalProcess {
        do {
            return try PseudoTerminalProcess(arguments: command, environment: environment, width: options.width, height: options.height)
        } catch {
            throw .driver(error)
        }
    }
}
