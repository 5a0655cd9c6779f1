/// The colors a terminal answered when asked (`?` in OSC 4, 10, 11, 12), kept as it wrote them, so
/// that they can be given back exactly; a color it did not answer is reset instead.
public struct TerminalColorSnapshot: Hashable, Sendable {
    /// Each answered slot's spec (`rgb:2828/2c2c/3434`), as the terminal wrote it.
    public private(set) var answered: [TerminalColorSlot: String] = [:]

    public init() {}

    /// Records an answer; a spec that is not a plain `rgb:`/`rgba:` color is not kept.
    public mutating func record(_ slot: TerminalColorSlot, spec: String) {
        guard spec.allSatisfy({ $0.isHexDigit || $0 == "/" || $0 == ":" || $0 == "r" || $0 == "g" || $0 == "b" || $0 == "a" }),
            spec.utf8.count <= 40
        else { return }
        answered[slot] = spec
    }

    /// The sequences that put the terminal back: the answered colors as they were, every other
    /// slot reset one by one (OSC 104 per entry — st ignores a bare 104 — then 110, 111, 112).
    public var restoreSequences: String {
        TerminalColorSlot.all.map { slot in
            let body = answered[slot].map { "\(slot.setting);\($0)" } ?? slot.reset
            return TerminalColorSequences.escape + body + TerminalColorSequences.terminator
        }.joined()
    }
}
