import CNcurses
import Glibc
import SkinKit
import SkinUI

extension CursesScreen {
    /// How long the first frame waits, at most, for the terminal's light/dark (`awaitBackgroundAnswer`):
    /// a local terminal answers within a millisecond; one that answers later gets a frame of the
    /// guess first, corrected when its answer comes.
    public static let backgroundAnswerWaitMilliseconds = 20

    /// The longest time a possible start of a reply (a lone ESC, say) is held back from the keys.
    static let replyHoldMilliseconds = 30

    /// How long the background asked again (on a focus-in, or back from ctrl-Z) is waited for.
    static let backgroundAskedAgainMilliseconds = 1_000

    /// Asks the terminal for its background color (OSC 11) and whether it knows DEC mode 2031
    /// (DECRQM `CSI ? 2031 $ p`), then DA1, which every terminal answers, as a sentinel; returns at
    /// once: the first frame never waits for the answer. While the query is open (until the DA1 reply
    /// or `timeoutMilliseconds`), `nextEvent` reads the input itself, takes the replies out and passes
    /// every other byte on as keys; an OSC 11 reply comes back as `.terminalBackground`. Where the
    /// terminal knows mode 2031, the screen asks its light/dark (`CSI ? 996 n`), subscribes
    /// (`CSI ? 2031 h`), keeps listening, reports each `CSI ? 997 ; 1|2 n` as `.terminalAppearance`,
    /// and unsubscribes on `close`. Where it does not, but answered OSC 11, focus events are turned on
    /// (`CSI ? 1004 h`, off on `close`): each focus-in (`CSI I`) asks OSC 11 again, and the answer
    /// comes back as `.terminalBackground` too (not while the terminal wears a skin's colors: it would
    /// answer with those). Only on a real terminal (a screen that handles signals).
    public func queryBackground(timeoutMilliseconds: Int = 1_000) {
        guard !isClosed, handlesSignals, listening.map({ !$0.isOpen(.background) }) ?? true else { return }
        guard writeToTerminal(BackgroundProbe.query) else { return }
        var state = listening ?? ReplyListening()
        state.asked(.background, milliseconds: timeoutMilliseconds)
        listening = state
    }

    /// True while a background query waits for its reply.
    public var isQueryingBackground: Bool { listening?.isOpen(.background) ?? false }

    /// Waits up to `milliseconds` for the open background query's answer: until the terminal has
    /// reported its background, or ended the query (the DA1 reply, which every terminal sends), or
    /// typed a key. The answer is kept for `nextEvent` as usual. Asked right after the terminal
    /// opens, the answer is usually in before the first frame is ready, and a short wait for a late
    /// one costs less than drawing the guess and drawing the page again (a flash of the wrong light/dark).
    public func awaitBackgroundAnswer(milliseconds: Int = CursesScreen.backgroundAnswerWaitMilliseconds) {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while !isClosed, let state = listening, state.isOpen(.background), !state.reportedBackground, queuedEvents.isEmpty {
            let (seconds, attoseconds) = ContinuousClock.now.duration(to: deadline).components
            let left = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
            guard left > 0 else { return }
            if serviceBackgroundQuery(waitingMilliseconds: left) { return }
        }
    }

    /// True while the input must be read by the screen: a query is open, or the terminal may send
    /// reports or late answers at any time (subscribed to mode 2031, or its colors were asked).
    var keepsListening: Bool { followsTerminalAppearance || followsFocus || colorWear.saved != nil }

    /// Milliseconds until the open query must be looked at again (a held tail or its end), or nil.
    var backgroundQueryWakeMilliseconds: Int32? {
        guard let state = listening else { return nil }
        var next = state.nextDeadline
        if let held = state.heldSince {
            let release = held + .milliseconds(Self.replyHoldMilliseconds)
            next = next.map { min($0, release) } ?? release
        }
        guard let next else { return nil }
        let (seconds, attoseconds) = ContinuousClock().now.duration(to: next).components
        return max(0, Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
    }

    /// Reads what the terminal sent (waiting up to `milliseconds`), keeps the replies and hands the
    /// rest to ncurses. Queues the events of replies, and says whether bytes were handed on.
    func serviceBackgroundQuery(waitingMilliseconds milliseconds: Int32) -> Bool {
        guard var state = listening else { return false }
        var handedOn: [UInt8] = []
        var request = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        let wait = min(milliseconds, backgroundQueryWakeMilliseconds ?? milliseconds)
        if poll(&request, 1, max(0, wait)) > 0, request.revents & Int16(POLLIN) != 0 {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            let count = buffer.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress, $0.count) }
            if count > 0 { handedOn += state.filter.take(Array(buffer[0..<count])) }
        }
        var ended: [ReplyListening.Query] = []
        for reply in state.filter.takeReplies() {
            switch reply {
            case .deviceAttributes:
                if let query = state.answered() { ended.append(query) }
            case .color(let slot, let spec):
                if state.isOpen(.colors) { colorWear.answers.record(slot, spec: spec) }
                let asked = (state.isOpen(.background) && !state.reportedBackground) || state.isOpen(.refocusedBackground)
                if slot == .background, asked, let color = BackgroundProbe.parseColorSpec(spec) {
                    // Reported as soon as it is seen; the query stays open to swallow the DA1 reply.
                    state.reportedBackground = true
                    let style: UserInterfaceStyle = color.isDark ? .dark : .light
                    terminalBackground = style
                    queuedEvents.append(.terminalBackground(style))
                }
            case .modeReport(mode: AppearanceReports.mode, let modeState):
                if (1...4).contains(modeState), !followsTerminalAppearance, writeToTerminal(AppearanceReports.subscribe) {
                    followsTerminalAppearance = true
                }
            case .modeReport:
                break
            case .appearance(let style):
                queuedEvents.append(.terminalAppearance(style))
            case .click(let x, let y):
                queuedEvents.append(.key(.click(x: x, y: y)))
            case .focus(gained: true):
                if followsFocus, colorWear.worn == nil, !state.isOpen(.refocusedBackground),
                    writeToTerminal(FocusReports.backgroundQuery)
                {
                    state.asked(.refocusedBackground, milliseconds: Self.backgroundAskedAgainMilliseconds)
                }
            case .focus:
                break
            }
        }
        let now = ContinuousClock().now
        ended += state.expired(at: now)
        if ended.contains(.colors) { colorsSaved() }
        if ended.contains(.background), state.reportedBackground, !followsTerminalAppearance, !followsFocus,
            writeToTerminal(FocusReports.enable)
        {
            followsFocus = true
        }
        state.heldSince = state.filter.isHolding ? (state.heldSince ?? now) : nil
        let heldTooLong = state.heldSince.map { now >= $0 + .milliseconds(Self.replyHoldMilliseconds) } ?? false
        let finished = state.nextDeadline == nil && !keepsListening
        if finished || heldTooLong {
            handedOn += state.filter.flush()
            state.heldSince = nil
        }
        pushBack(handedOn)
        listening = finished ? nil : state
        return !handedOn.isEmpty
    }

    /// Writes `bytes` to the terminal straight away (after what ncurses holds); false when it failed.
    @discardableResult
    func writeToTerminal(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return true }
        set_term(screen)
        fflush(output)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fileno(output), $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// What `close` writes before ncurses ends: the terminal outside tmux gets its defaults back
    /// through the pass-through (tmux 3.3a drops pass-through once the pane must be redrawn, as
    /// after leaving the alternate screen).
    var outsideRestoringSequences: [UInt8] {
        guard passesColorsThroughTmux, colorWear.worn != nil else { return [] }
        return Array(TerminalColorSequences.tmuxPassthrough(TerminalColorSequences.reset).utf8)
    }

    /// What `close` writes after ncurses ends: the unsubscribe, then the terminal's own colors.
    var restoringSequences: [UInt8] {
        var bytes = followsTerminalAppearance ? AppearanceReports.unsubscribe : []
        if followsFocus { bytes += FocusReports.disable }
        if colorWear.worn != nil, let saved = colorWear.saved { bytes += Array(saved.restoreSequences.utf8) }
        return bytes
    }

    /// Gives typed bytes back to ncurses in their order (`ungetch` pushes to the front).
    private func pushBack(_ bytes: [UInt8]) {
        for byte in bytes.reversed() { ungetch(Int32(byte)) }
    }
}
