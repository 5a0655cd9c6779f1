import Glibc

/// One step of `--steps`: a key, a light/dark report from the emulated terminal, its background
/// changing then its window gaining focus, or a signal (TSTP, ctrl-Z's, does not end the run).
enum ScenarioStep: Equatable {
    case key(UInt8)
    case report(dark: Bool)
    /// The background OSC 11 answers turns dark or light, then `CSI I` if focus events are on.
    case focus(dark: Bool)
    case signal(Int32)

    static let forms = "key:C, report:dark|light, focus:dark|light or signal:TERM|HUP|INT|TSTP"

    init(_ text: String) throws(DriverError) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw DriverError("a step is \(Self.forms), not '\(text)'") }
        switch (parts[0], parts[1]) {
        case ("key", let key) where key.utf8.count == 1: self = .key(key.utf8[key.utf8.startIndex])
        case ("report", "dark"): self = .report(dark: true)
        case ("report", "light"): self = .report(dark: false)
        case ("focus", "dark"): self = .focus(dark: true)
        case ("focus", "light"): self = .focus(dark: false)
        case ("signal", "TERM"): self = .signal(SIGTERM)
        case ("signal", "HUP"): self = .signal(SIGHUP)
        case ("signal", "INT"): self = .signal(SIGINT)
        case ("signal", "TSTP"): self = .signal(SIGTSTP)
        default: throw DriverError("a step is \(Self.forms), not '\(text)'")
        }
    }

    /// True for a signal that ends the program (TERM, HUP, INT): no `q` follows it.
    var ends: Bool {
        if case .signal(let signal) = self { return signal != SIGTSTP }
        return false
    }

    /// The bytes the emulated terminal sends for the step (none for a signal), changing its
    /// answers first for a focus step.
    func input(changing responder: inout QueryResponder) -> [UInt8] {
        switch self {
        case .key(let key): return [key]
        case .report(let dark): return QueryResponder.appearanceReport(dark: dark)
        case .focus(let dark):
            responder.changedBackground = dark ? QueryResponder.darkBackground : QueryResponder.lightBackground
            return responder.reportsFocus ? QueryResponder.focusIn : []
        case .signal: return []
        }
    }
}
