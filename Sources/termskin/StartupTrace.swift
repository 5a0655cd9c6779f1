import Glibc

/// `TERMSKIN_TRACE_STARTUP=1`: how long each phase of a start took, on standard error once the
/// command is done (after the previewer has restored the terminal). Off, it costs one `getenv`.
/// The CPU time spent before `main` (loading the binary and its libraries, static initializers)
/// comes from `getrusage`, as do the page faults of each phase; the phases' times from the monotonic clock.
final class StartupTrace {
    /// The environment variable that turns the trace on.
    static let variable = "TERMSKIN_TRACE_STARTUP"

    private let isOn: Bool
    private let start: Double
    private let cpuBeforeMain: Double
    private let faultsBeforeMain: Int
    private var marks: [(phase: String, at: Double, faults: Int)] = []

    /// A trace that is on when `TERMSKIN_TRACE_STARTUP` is set (and not `0`); make it first thing in `main`.
    init() {
        let value = getenv(Self.variable).map { String(cString: $0) }
        isOn = value.map { !$0.isEmpty && $0 != "0" } ?? false
        start = Self.now()
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        cpuBeforeMain = isOn ? Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime) : 0
        faultsBeforeMain = isOn ? Self.faults(in: usage) : 0
    }

    /// A trace that records nothing (commands run through swift-argument-parser).
    static var off: StartupTrace { StartupTrace(on: false) }

    private init(on: Bool) {
        isOn = on
        start = 0
        cpuBeforeMain = 0
        faultsBeforeMain = 0
    }

    /// Notes that `phase` has just ended.
    func mark(_ phase: String) {
        guard isOn else { return }
        marks.append((phase, Self.now(), Self.faults()))
    }

    /// Writes the phases (each one's own time, and the time since `main`) to standard error.
    func report() {
        guard isOn else { return }
        var lines = ["termskin start-up (\(Self.variable)):", Self.row("CPU before main", cpuBeforeMain, nil, faults: faultsBeforeMain)]
        var previous = (at: start, faults: faultsBeforeMain)
        for mark in marks {
            lines.append(Self.row(mark.phase, mark.at - previous.at, mark.at - start, faults: mark.faults - previous.faults))
            previous = (mark.at, mark.faults)
        }
        printError(lines.joined(separator: "\n"))
    }

    private static func row(_ phase: String, _ seconds: Double, _ sinceMain: Double?, faults: Int) -> String {
        let padded = phase + String(repeating: " ", count: max(1, 22 - phase.count))
        let time = milliseconds(seconds)
        let count = "\(faults)"
        let columns = String(repeating: " ", count: max(1, 10 - time.count)) + String(repeating: " ", count: max(0, 5 - count.count))
        return "  " + padded + time + columns + count + " page faults" + (sinceMain.map { "   (\(milliseconds($0)) since main)" } ?? "")
    }

    /// Page faults of the process so far (minor and major).
    private static func faults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return faults(in: usage)
    }

    private static func faults(in usage: rusage) -> Int { usage.ru_minflt + usage.ru_majflt }

    private static func milliseconds(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100_000).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
}
