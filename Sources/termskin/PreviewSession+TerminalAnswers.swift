import SkinCurses
import SkinUI

extension PreviewSession {
    /// Hands the terminal's light/dark to the traits when `event` carries it (an OSC 11 answer, or a
    /// DEC mode 2031 report, the better word: where the screen follows those, a background answer
    /// only guesses and is not taken); every other event is left alone.
    func takeTerminalAppearance(from event: TerminalEvent, on screen: CursesScreen) {
        switch event {
        case .terminalBackground(let answered):
            // The screen repaints itself when the background matters to it (no colors).
            if !screen.followsTerminalAppearance { terminalReported(answered) }
        case .terminalAppearance(let reported):
            terminalReported(reported)
        case .key, .resize, .resumed, .terminate:
            break
        }
    }
}
