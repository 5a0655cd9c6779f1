import Foundation

/// What one `termskin` run of a CLI fuzz case did, and the properties the fuzzer holds every run to
/// (`Tests/Fuzz/cli-fuzz.py` checks the same): no crash, at most 10 s, no raw control byte on
/// stdout or stderr, a peak under 300 MB. The 10 s bound is on CPU time (user + system, every
/// thread): on an idle machine a run's wall time is at most that, and on a loaded one (the tests
/// run in parallel, beside other builds) only the CPU time says what the run costs.
struct CLIFuzzRun {
    static let timeLimit = Duration.seconds(10)
    static let memoryLimitKilobytes = 300 * 1024
    /// Words a Swift runtime trap or a fatal signal leaves on stderr.
    static let trapText = [
        "Fatal error", "Swift runtime failure", "Stack dump", "Current stack trace",
        "Illegal instruction", "Segmentation fault", "Trace/breakpoint trap", "Aborted",
    ]

    var status: Int32
    var signalled: Bool
    var output: Data
    var errors: Data
    var elapsed: Duration
    var cpuSeconds: Double?
    var peakKilobytes: Int?

    /// Each broken property in words; empty when the run was clean.
    var problems: [String] {
        var found: [String] = []
        // 0 ok, 1 findings, 2 usage or input errors; `timeout` and `time` pass a signal on as 128+n.
        if signalled || !(0...2).contains(status) { found.append("crash: exit status \(status)") }
        for stream in [output, errors] {
            let text = String(decoding: stream, as: UTF8.self)
            found += Self.trapText.filter { text.contains($0) }.map { "crash: '\($0)' in the output" }
        }
        if let cpu = cpuSeconds, cpu > Double(Self.timeLimit.components.seconds) { found.append("slow: \(cpu) s of CPU (\(elapsed) wall)") }
        for (name, stream) in [("stdout", output), ("stderr", errors)] {
            if let offset = Self.firstControlByte(in: stream) { found.append("control byte on \(name) at \(offset)") }
        }
        if let peak = peakKilobytes, peak >= Self.memoryLimitKilobytes { found.append("memory: peak \(peak / 1024) MB") }
        if peakKilobytes == nil || cpuSeconds == nil { found.append("no peak memory or CPU time reported") }
        return found
    }

    /// The offset of the first C0 byte other than newline and tab, DEL, or C1 character (UTF-8).
    static func firstControlByte(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        for (index, byte) in bytes.enumerated() {
            if (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F { return index }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return index }
        }
        return nil
    }
}
