import CNcurses
import Glibc

extension CursesScreen {
    /// Ctrl-Z (SIGTSTP, caught by the screen): gives the terminal back as `close` does, stops the
    /// process, and once it is continued (`fg`) takes the terminal again.
    ///
    /// Given back: the light/dark reports and focus events off, the terminal's own colors when it
    /// wore a skin's, ncurses' modes and the alternate screen left, so the shell is as it was.
    /// Taken again: the reports and focus events on, with the light/dark asked again (it may have
    /// switched meanwhile); the terminal's colors are forgotten, so that wearing a skin asks them
    /// afresh (the user may have changed them too); the next `present` repaints everything.
    func suspendUntilContinued() {
        set_term(screen)
        // As ncurses' own handler: keep the program's modes, unless the shell has the terminal already.
        if tcgetpgrp(inputDescriptor) == getpgrp() { def_prog_mode() }
        writeToTerminal(outsideRestoringSequences)
        endwin()
        writeToTerminal(restoringSequences)
        colorWear = TerminalColorWear()
        SignalFlags.stopUntilContinued()

        set_term(screen)
        // The shell's modes may have changed while stopped (`stty`): those are what `close` gives back.
        def_shell_mode()
        // Replies to the questions below are read with echo off, never shown on the terminal.
        reset_prog_mode()
        if followsTerminalAppearance { writeToTerminal(AppearanceReports.subscribe) }
        if followsFocus, writeToTerminal(FocusReports.enable + FocusReports.backgroundQuery) {
            var state = listening ?? ReplyListening()
            state.asked(.refocusedBackground, milliseconds: Self.backgroundAskedAgainMilliseconds)
            listening = state
        }
        clearok(termskin_curscr(), true)
        needsFullRepaint = true
    }
}
