import Glibc

/// One step of `--steps`: a key, a light/dark report from the emulated terminal, or a signal.
enum ScenarioStep: Equatable {
    case key(UInt8)
    case report(dark: Bool)
    case signal(Int32)

    init(_ text: String) throws(DriverError) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw DriverError("a step is key:C, report:dark|light or signal:TERM|HUP|INT, not '\(text)'") }
        switch (parts[0], parts[1]) {
        case ("key", let key) where key.utf8.count == 1: self = .key(key.utf8[key.utf8.startIndex])
        case ("report", "dark"): self = .report(dark: true)
        case ("report", "light"): self = .report(dark: false)
        case ("signal", "TERM"): self = .signal(SIGTERM)
        case ("signal", "HUP"): self = .signal(SIGHUP)
        case ("signal", "INT"): self = .signal(SIGINT)
        default: throw DriverError("a step is key:C, report:dark|light or signal:TERM|HUP|INT, not '\(text)'")
        }
    }

    /// The bytes the emulated terminal sends for the step (none for a signal).
    var input: [UInt8] {
        switch self {
        case .key(let key): [key]
        case .report(let dark): QueryResponder.appearanceReport(dark: dark)
        case .signal: []
        }
    }
}
