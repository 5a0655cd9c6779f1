import Glibc

/// The driver's command line (see `usage`).
struct DriverOptions {
    static let usage = """
        usage: termskin-pty [options] [-- COMMAND [ARGUMENT…]]
        Runs COMMAND (default: the termskin built next to this driver, on ./Skins) in a new pseudo-terminal
        and measures from outside: spawn → first byte, spawn → first frame (the last byte before the output
        stays quiet for the quiet window; the window itself is not counted), and for each key pressed
        the time until the last byte of its redraw. The driver's own terminal is never touched.
          --size WxH            pty size (default 120x40)
          --term NAME           TERM for the command (default xterm-256color)
          --quiet MS            quiet window that ends a frame (default 30)
          --runs N              start-up runs, each a new process (default 11)
          --keys CHARS          keys pressed in turn after the last run's first frame (default sd; empty: none)
          --repeats N           key presses (default 20)
          --terminal MODE       how the pty answers OSC 11 / DA1 queries: light, dark, no-background, silent (default dark);
                                modern also answers OSC 4/10/12, DECRQM 2031 and CSI ? 996 n (dark)
          --steps LIST          instead of keys: a scenario after the first frame, comma-separated steps, each waited
                                out until the output is quiet: key:C, report:dark|light (CSI ? 997 ; 1|2 n),
                                focus:dark|light (OSC 11 answers that background, then CSI I if focus events
                                are on), signal:TERM|HUP|INT|TSTP (TSTP, ctrl-Z's, cannot stop a program under
                                this driver; the run goes on); then q unless a signal ended it (one run)
          --record FILE         with --steps: write every byte of output there, each step's after a line "=== STEP"
          --env NAME=VALUE      set a variable for the command (repeatable)
          --exit-only           the command is not interactive: measure spawn → first byte and spawn → exit
          --baseline COMMAND    also run COMMAND (split at spaces) with --exit-only, interleaved with the runs
          --timeout MS          longest wait for any output or exit (default 5000)
          --no-floor            do not measure the key floor: after the keys, their redraws (as read) are written
                                again through a new pty by this driver (--replay-writer FILE) and timed the same way
          --json                one JSON object on stdout instead of the report
        Exit status: 0 measured, 1 the command failed (did not draw, a key drew nothing, non-zero exit), 2 usage.
        """

    var width = 120
    var height = 40
    var terminalType = "xterm-256color"
    var quietMilliseconds = 30.0
    var runs = 11
    var keys: [UInt8] = Array("sd".utf8)
    var repeats = 20
    var terminal = QueryResponder.Mode.dark
    var environment: [String] = []
    var exitOnly = false
    var baseline: [String]?
    var timeoutMilliseconds = 5_000.0
    var json = false
    /// Replay the keys' redraws through a new pty for the floor (off with `--no-floor`).
    var measuresFloor = true
    var command: [String] = []
    var steps: [ScenarioStep]?
    var record: String?

    /// Parses `arguments` (without the program name); throws a usage message.
    init(_ arguments: [String]) throws(DriverError) {
        var remaining = arguments[...]
        func value(_ option: String) throws(DriverError) -> String {
            guard let next = remaining.popFirst() else { throw DriverError("\(option) needs a value") }
            return next
        }
        func number(_ option: String, in range: ClosedRange<Int>) throws(DriverError) -> Int {
            let text = try value(option)
            guard let parsed = Int(text), range.contains(parsed) else {
                throw DriverError("\(option) must be a whole number in \(range.lowerBound)...\(range.upperBound), not '\(text)'")
            }
            return parsed
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--size":
                let text = try value(argument)
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, (1...1_000).contains(parts[0]), (1...1_000).contains(parts[1]) else {
                    throw DriverError("--size must be WxH (1...1000 each), not '\(text)'")
                }
                (width, height) = (parts[0], parts[1])
            case "--term": terminalType = try value(argument)
            case "--quiet": quietMilliseconds = Double(try number(argument, in: 1...10_000))
            case "--runs": runs = try number(argument, in: 1...10_000)
            case "--keys": keys = Array(try value(argument).utf8)
            case "--repeats": repeats = try number(argument, in: 0...100_000)
            case "--terminal":
                let text = try value(argument)
                guard let mode = QueryResponder.Mode(rawValue: text) else {
                    throw DriverError("--terminal must be one of \(QueryResponder.Mode.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
                }
                terminal = mode
            case "--env":
                let text = try value(argument)
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                    throw DriverError("--env must be NAME=VALUE, not '\(text)'")
                }
                environment.append(text)
            case "--exit-only": exitOnly = true
            case "--baseline":
                baseline = try value(argument).split(separator: " ").map(String.init)
                if baseline?.isEmpty ?? true { throw DriverError("--baseline needs a command") }
            case "--timeout": timeoutMilliseconds = Double(try number(argument, in: 1...600_000))
            case "--json": json = true
            case "--no-floor": measuresFloor = false
            case "--steps": steps = try value(argument).split(separator: ",").map { step throws(DriverError) in try ScenarioStep(String(step)) }
            case "--record": record = try value(argument)
            case "--help", "-h": throw DriverError(Self.usage)
            case "--":
                command = Array(remaining)
                remaining = []
            default:
                throw DriverError("unknown option '\(argument)'\n\(Self.usage)")
            }
        }
        if record != nil, steps == nil {
            throw DriverError("--record needs --steps: only a scenario's output is recorded (--steps \"\" records the first frame alone)")
        }
        if command.isEmpty { command = [Self.siblingExecutable("termskin")] }
    }

    /// The environment of the command: the driver's own, with TERM set, the size variables removed
    /// (the pty's size holds) and the `--env` variables laid over.
    func commandEnvironment() -> [String] {
        var variables: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            variables.append(String(cString: entry))
            pointer += 1
        }
        let overridden = Set((environment + ["TERM=", "LINES=", "COLUMNS="]).map { $0.prefix { $0 != "=" } })
        return variables.filter { !overridden.contains($0.prefix { $0 != "=" }) } + ["TERM=\(terminalType)"] + environment
    }

    /// `name` in the folder of this executable (where `swift build` puts every product).
    static func siblingExecutable(_ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4_096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return name }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }
}
