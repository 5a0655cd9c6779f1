import Glibc
import SkinKit

/// The terminal followed without ncurses (`termskin apply --follow`): its input read raw, its own
/// colors asked once (to give them back), and each light/dark switch reported — a DEC mode 2031
/// report where the terminal knows the mode, else a focus-in (mode 1004), after which its own
/// background is reset (OSC 111) and asked again (OSC 11) and classified by luminance. `close`
/// ends the reports, restores the colors and the terminal's modes; call it on every exit path.
/// Ctrl-Z does the same before the process stops, and `fg` starts the following afresh.
public final class TerminalFollower {
    /// What the terminal or the user did.
    public enum Event: Equatable, Sendable {
        /// The system's light/dark, from a 2031 report or a focus-in's background answer. After a
        /// focus-in the terminal shows its own background again (`needsColors`).
        case appearance(UserInterfaceStyle, needsColors: Bool)
        /// Back from ctrl-Z (`fg`): the terminal, given its own colors and modes while stopped, was
        /// taken and asked again (`start`), which reported this light/dark (nil: nothing); wear again.
        case resumed(UserInterfaceStyle?)
        /// `q` was typed.
        case quit
        /// SIGINT, SIGTERM or SIGHUP arrived, or the terminal went away (SIGHUP).
        case terminated(Int32)
    }

    /// What the terminal answered before the first change, as it wrote it.
    public private(set) var saved = TerminalColorSnapshot()
    /// True once the terminal said it knows mode 2031 and was subscribed.
    public private(set) var followsReports = false
    /// True once focus events were turned on (the terminal answered OSC 11, not DECRQM 2031).
    public private(set) var followsFocus = false
    /// Inside tmux with `allow-passthrough` on: colors also go through tmux's pass-through.
    public var passesColorsThroughTmux = false

    private let input = STDIN_FILENO, output = STDOUT_FILENO
    private var original = termios()
    private var filter = BackgroundReplyFilter()
    private var events: [Event] = []
    private var asksBackground = false
    private var closed = false

    /// Takes the terminal: fails with `TerminalError.notATerminal` when stdin or stdout is not one.
    public init() throws {
        guard isatty(input) == 1, isatty(output) == 1, tcgetattr(input, &original) == 0 else { throw TerminalError.notATerminal }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(input, TCSANOW, &raw)
        SignalFlags.install()
        SignalFlags.catchSuspend()
    }

    /// Asks the terminal's colors and whether it knows mode 2031 (subscribing where it does, else
    /// turning focus events on where it answered OSC 11); waits up to `timeoutMilliseconds` for the
    /// answers. Returns the light/dark it reported (the 2031 answer, else its background), or nil.
    public func start(timeoutMilliseconds: Int = 1_000) -> UserInterfaceStyle? {
        guard write(Array(TerminalColorSequences.query.utf8) + AppearanceReports.request + Array("\u{1B}[c".utf8)) else { return nil }
        let deadline = ContinuousClock().now + .milliseconds(timeoutMilliseconds)
        var sentinels = 0
        var background: UserInterfaceStyle?
        var reported: UserInterfaceStyle?
        // Both DA1 answers; then, where subscribed, the answer to `CSI ? 996 n`.
        while ContinuousClock().now < deadline, sentinels < 2 || (followsReports && reported == nil) {
            guard let bytes = read(until: deadline) else { break }
            _ = filter.take(bytes)
            for reply in filter.takeReplies() {
                switch reply {
                case .deviceAttributes: sentinels += 1
                case .color(let slot, let spec):
                    saved.record(slot, spec: spec)
                    if slot == .background, let color = BackgroundProbe.parseColorSpec(spec) { background = color.isDark ? .dark : .light }
                case .modeReport(mode: AppearanceReports.mode, let state) where (1...4).contains(state) && !followsReports:
                    followsReports = write(AppearanceReports.subscribe)
                case .appearance(let style): reported = style
                default: break
                }
            }
        }
        if !followsReports, background != nil, write(FocusReports.enable) { followsFocus = true }
        return reported ?? background
    }

    /// Writes `colors` (through tmux's pass-through too, first, when it is on).
    @discardableResult
    public func wear(_ colors: TerminalColors) -> Bool {
        let set = TerminalColorSequences.set(colors)
        return write(Array(((passesColorsThroughTmux ? TerminalColorSequences.tmuxPassthrough(set) : "") + set).utf8))
    }

    /// The next event, waiting as long as it takes.
    public func nextEvent() -> Event {
        while true {
            if let signal = SignalFlags.takeTermination() { return .terminated(signal) }
            if SignalFlags.takeSuspend() { return .resumed(suspendUntilContinued()) }
            if !events.isEmpty { return events.removeFirst() }
            var request = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, 1_000)
            guard ready > 0 else { continue }
            if request.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 && request.revents & Int16(POLLIN) == 0 { return .terminated(SIGHUP) }
            var buffer = [UInt8](repeating: 0, count: 1_024)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return .terminated(SIGHUP) }
            guard count > 0 else { continue }
            let typed = filter.take(Array(buffer[0..<count]))
            take(filter.takeReplies())
            if typed.contains(UInt8(ascii: "q")) || typed.contains(UInt8(ascii: "Q")) { events.append(.quit) }
        }
    }

    private func take(_ replies: [TerminalReply]) {
        for reply in replies {
            switch reply {
            case .appearance(let style):
                events.append(.appearance(style, needsColors: false))
            case .focus(gained: true) where followsFocus && !asksBackground:
                // The terminal's own background again (it wears ours), then asked.
                asksBackground = write(Array("\u{1B}]111\u{1B}\\".utf8) + FocusReports.backgroundQuery)
            case .color(.background, let spec) where asksBackground:
                asksBackground = false
                let color = BackgroundProbe.parseColorSpec(spec)
                events.append(.appearance(color.map { $0.isDark ? .dark : .light } ?? .light, needsColors: true))
            default:
                break
            }
        }
    }

    /// Ends the reports, gives the terminal its colors back (the answered ones; resets for the rest,
    /// and outside tmux its defaults) and its modes; idempotent.
    public func close() {
        guard !closed else { return }
        closed = true
        giveBack()
        SignalFlags.restore()
    }

    /// Ends the reports and gives the terminal its colors and modes back.
    private func giveBack() {
        var bytes = followsReports ? AppearanceReports.unsubscribe : []
        if followsFocus { bytes += FocusReports.disable }
        if passesColorsThroughTmux { bytes += Array(TerminalColorSequences.tmuxPassthrough(TerminalColorSequences.reset).utf8) }
        bytes += Array(saved.restoreSequences.utf8)
        write(bytes)
        tcsetattr(input, TCSANOW, &original)
    }

    /// Ctrl-Z: gives everything back as `close` does, stops, and once continued takes the terminal
    /// again with the shell's modes as the ones to give back, asking its colors and light/dark
    /// afresh (either may have changed meanwhile). Returns what `start` reported.
    private func suspendUntilContinued() -> UserInterfaceStyle? {
        var raw = termios()
        tcgetattr(input, &raw)
        giveBack()
        SignalFlags.stopUntilContinued()
        _ = SignalFlags.takeResume()
        tcgetattr(input, &original)
        tcsetattr(input, TCSANOW, &raw)
        (saved, followsReports, followsFocus, asksBackground) = (TerminalColorSnapshot(), false, false, false)
        filter = BackgroundReplyFilter()
        return start()
    }

    /// Reads what is there by `deadline`; nil when nothing came.
    private func read(until deadline: ContinuousClock.Instant) -> [UInt8]? {
        let (seconds, attoseconds) = ContinuousClock().now.duration(to: deadline).components
        var request = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let wait = max(0, Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1))
        guard poll(&request, 1, wait) > 0, request.revents & Int16(POLLIN) != 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 1_024)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[0..<count]) : (count < 0 && errno == EINTR ? [] : nil)
    }

    @discardableResult
    private func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
