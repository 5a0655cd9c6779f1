import SkinKit

extension CursesScreen {
    /// Makes the terminal itself wear `colors` (OSC 4 for 0–15, 10, 11, 12), or, with nil, gives it
    /// its own colors back. Before the first change the terminal's own colors are asked (`?` in each
    /// OSC, then DA1), with a deadline of `timeoutMilliseconds`; the colors are written once that
    /// query ended. `close` restores the saved colors, resetting (OSC 104 per entry, 110, 111, 112)
    /// those the terminal did not answer. Only on a real terminal (a screen that handles signals).
    public func wear(_ colors: TerminalColors?, timeoutMilliseconds: Int = 500) {
        guard !isClosed, handlesSignals else { return }
        guard let colors else {
            colorWear.waiting = nil
            if colorWear.worn != nil, let saved = colorWear.saved, writeToTerminal(restoringColorBytes(saved)) {
                colorWear.worn = nil
            }
            return
        }
        if colorWear.saved != nil {
            if colorWear.worn != colors, writeToTerminal(wearingBytes(colors)) { colorWear.worn = colors }
            return
        }
        colorWear.waiting = colors
        if listening?.isOpen(.colors) == true { return }
        guard writeToTerminal(Array(TerminalColorSequences.query.utf8)) else { return }
        var state = listening ?? ReplyListening()
        state.asked(.colors, milliseconds: timeoutMilliseconds)
        listening = state
    }

    /// The bytes that make the terminal wear `colors`, through tmux's pass-through too when it is on
    /// (`passesColorsThroughTmux`): the terminal outside takes the wrapped sequences, the pane the plain
    /// ones. Wrapped first: tmux 3.3a drops pass-through that follows a change of the pane's colors.
    func wearingBytes(_ colors: TerminalColors) -> [UInt8] {
        let set = TerminalColorSequences.set(colors)
        return Array(((passesColorsThroughTmux ? TerminalColorSequences.tmuxPassthrough(set) : "") + set).utf8)
    }

    /// The bytes that give the colors back: the saved ones; the terminal outside tmux gets its own
    /// defaults (OSC 104 per entry, 110–112), as tmux does not hand its answers back to the pane.
    func restoringColorBytes(_ saved: TerminalColorSnapshot) -> [UInt8] {
        let outside = passesColorsThroughTmux ? TerminalColorSequences.tmuxPassthrough(TerminalColorSequences.reset) : ""
        return Array((outside + saved.restoreSequences).utf8)
    }

    /// True while the terminal wears a skin's colors.
    public var isWearingColors: Bool { colorWear.worn != nil || colorWear.waiting != nil }

    /// The colors query ended: what was answered is saved, and the waiting colors are written.
    func colorsSaved() {
        colorWear.saved = colorWear.answers
        if let waiting = colorWear.waiting {
            colorWear.waiting = nil
            if writeToTerminal(wearingBytes(waiting)) { colorWear.worn = waiting }
        }
    }
}
