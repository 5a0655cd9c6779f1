import CNcurses
import Glibc
import SkinUI

extension CursesScreen {
    /// The longest single wait in `get_wch`, so that a signal is noticed within this time even
    /// when ncurses restarts its read after the handler ran.
    private static let pollSliceMilliseconds: Int32 = 100

    /// Waits up to `timeoutMilliseconds` (negative: forever) for a key, a resize, a termination
    /// signal or a resume; nil when the time passed without one.
    ///
    /// A resize or resume also makes the next `present` repaint everything (after a resume the
    /// terminal is cleared first, as the shell may have drawn over it).
    public func nextEvent(timeoutMilliseconds: Int32) -> TerminalEvent? {
        guard !isClosed else { return nil }
        set_term(screen)
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds < 0 ? nil : clock.now + .milliseconds(Int(timeoutMilliseconds))
        repeat {
            if let event = pendingSignalEvent() { return event }
            var slice = Self.pollSliceMilliseconds
            if let deadline {
                let (seconds, attoseconds) = clock.now.duration(to: deadline).components
                slice = min(slice, max(0, Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)))
            }
            if !queuedEvents.isEmpty { return queuedEvents.removeFirst() }
            if listening != nil {
                // The input is read here while replies may come; ncurses sees the rest.
                let handedOn = serviceBackgroundQuery(waitingMilliseconds: slice)
                if !queuedEvents.isEmpty { return queuedEvents.removeFirst() }
                if !handedOn { continue }
                slice = 0
            }
            wtimeout(window, slice)
            var value: wint_t = 0
            let status = wget_wch(window, &value)
            if let event = pendingSignalEvent() {
                putBack(status: status, value: value)
                return event
            }
            if status == KeyDecoder.keyCodeYes, Int32(bitPattern: value) == KeyDecoder.mouse {
                var x: Int32 = 0
                var y: Int32 = 0
                if termskin_mouse_click(&x, &y) == 1 { return .key(.click(x: Int(x), y: Int(y))) }
                continue
            }
            switch KeyDecoder.decode(status: status, value: value) {
            case .key(let key)?:
                return .key(key)
            case .resize?:
                needsFullRepaint = true
                return .resize(size)
            case nil:
                break
            }
        } while deadline.map { clock.now < $0 } ?? true
        return nil
    }

    /// Returns a key read together with a signal to the input queue, so the next call sees it.
    private func putBack(status: Int32, value: wint_t) {
        if status == KeyDecoder.keyCodeYes {
            ungetch(Int32(bitPattern: value))
        } else if status == KeyDecoder.ok {
            unget_wch(wchar_t(bitPattern: value))
        }
    }

    /// A termination or resume that the signal handlers recorded, if this screen handles signals.
    private func pendingSignalEvent() -> TerminalEvent? {
        guard handlesSignals else { return nil }
        if let signal = SignalFlags.takeTermination() { return .terminate(signal: signal) }
        if SignalFlags.takeSuspend() {
            suspendUntilContinued()
            _ = SignalFlags.takeResume()
            return .resumed
        }
        if SignalFlags.takeResume() {
            clearok(termskin_curscr(), true)
            needsFullRepaint = true
            return .resumed
        }
        return nil
    }
}
