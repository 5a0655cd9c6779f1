import Glibc

extension PtyMeasurer {
    /// The floor of key → last byte: the redraws recorded for the keys, written again by
    /// `termskin-pty --replay-writer` in a new pty of the same size, one per key pressed, in the
    /// chunks they were read in, and timed the same way (key written → last byte before the quiet
    /// window). Nothing is drawn or computed there: what is left is the pty and the wake-ups.
    func replayFloor(_ keys: RecordedRedraws) throws(Failure) -> [Double] {
        let recorded = RecordedRedraws(redraws: keys.redraws.filter { !$0.isEmpty })  // a key that drew nothing is a failure already
        guard !recorded.redraws.isEmpty else { return [] }
        var template = Array("/tmp/termskin-pty-redraws-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { throw .driver(DriverError("cannot make a temporary file for the floor")) }
        close(descriptor)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        guard recorded.save(to: path) else { throw .driver(DriverError("cannot write \(path)")) }
        var responder = QueryResponder(mode: .silent)
        let process = try started([DriverOptions.siblingExecutable("termskin-pty"), "--replay-writer", path])
        var output = OutputWatch(process: process, quiet: options.quietMilliseconds, timeout: options.timeoutMilliseconds)
        _ = try output.untilQuiet(answering: &responder)
        var times: [Double] = []
        for _ in recorded.redraws {
            try output.drain(answering: &responder)
            let pressed = Stopwatch.now()
            process.write([options.keys.first ?? UInt8(ascii: "s")])
            let redraw = try output.untilQuiet(answering: &responder)
            if let last = redraw.last { times.append(last - pressed) }
        }
        process.write(Array("q".utf8))
        _ = process.waitForExit(milliseconds: Int(options.timeoutMilliseconds))
        process.stop()
        guard process.exitStatus == 0, times.count == recorded.redraws.count else {
            throw .driver(DriverError("the floor's replay of \(recorded.redraws.count) redraws failed (exit status \(process.exitStatus ?? -1))"))
        }
        return times
    }
}
