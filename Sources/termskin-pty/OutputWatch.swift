/// Reads a pty's output with timestamps, answering terminal queries on the way.
struct OutputWatch {
    let process: PseudoTerminalProcess
    /// Milliseconds without output that end a frame.
    let quiet: Double
    /// Longest wait for the first byte of a frame.
    let timeout: Double
    private(set) var firstByte: Double?
    private(set) var byteCount = 0
    /// Every byte read, when the run is recorded (`--record`).
    var recorded: [UInt8]?
    /// The reads since this was set, each as it came (a key's redraw, replayed for the floor).
    var chunks: [[UInt8]]?

    init(process: PseudoTerminalProcess, quiet: Double, timeout: Double) {
        self.process = process
        self.quiet = quiet
        self.timeout = timeout
    }

    /// Reads until the output has been quiet for the quiet window after at least one byte, or no
    /// byte came within the timeout, or the child closed its side. Returns the first and last byte's times.
    mutating func untilQuiet(answering responder: inout QueryResponder) throws(PtyMeasurer.Failure) -> (first: Double?, last: Double?) {
        let start = Stopwatch.now()
        var first: Double?
        var last: Double?
        while true {
            do { try TerminationSignals.check() } catch { throw .interrupted(error) }
            let now = Stopwatch.now()
            let wait = last.map { quiet - (now - $0) } ?? (timeout - (now - start))
            guard wait > 0 else { break }
            guard let bytes = process.read(waitingMilliseconds: Int32(min(wait.rounded(.up), 50))) else { break }
            guard !bytes.isEmpty else { continue }
            let arrived = Stopwatch.now()
            first = first ?? arrived
            last = arrived
            take(bytes, at: arrived, answering: &responder)
        }
        return (first, last)
    }

    /// Reads what is already waiting, without waiting.
    mutating func drain(answering responder: inout QueryResponder) throws(PtyMeasurer.Failure) {
        while let bytes = process.read(waitingMilliseconds: 0), !bytes.isEmpty {
            take(bytes, at: Stopwatch.now(), answering: &responder)
        }
    }

    /// Reads until the child closes its side (it exited); the time of that, nil after the timeout.
    mutating func untilClosed(answering responder: inout QueryResponder) throws(PtyMeasurer.Failure) -> Double? {
        let start = Stopwatch.now()
        while Stopwatch.now() - start < timeout {
            do { try TerminationSignals.check() } catch { throw .interrupted(error) }
            guard let bytes = process.read(waitingMilliseconds: 50) else { return Stopwatch.now() }
            if !bytes.isEmpty { take(bytes, at: Stopwatch.now(), answering: &responder) }
        }
        return nil
    }

    private mutating func take(_ bytes: [UInt8], at time: Double, answering responder: inout QueryResponder) {
        firstByte = firstByte ?? time
        byteCount += bytes.count
        recorded? += bytes
        chunks?.append(bytes)
        let reply = responder.replies(to: bytes)
        if !reply.isEmpty { process.write(reply) }
    }
}
