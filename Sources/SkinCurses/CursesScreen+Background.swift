import CNcurses
import Glibc
import SkinKit

/// An open background query: the reply filter, when the query gives up, and since when bytes are held.
struct BackgroundQuery {
    var filter = BackgroundReplyFilter()
    let deadline: ContinuousClock.Instant
    var heldSince: ContinuousClock.Instant?
    /// The color was reported (once).
    var reported = false
}

extension CursesScreen {
    /// The longest time a possible start of a reply (a lone ESC, say) is held back from the keys.
    static let replyHoldMilliseconds = 30

    /// Asks the terminal for its background color (OSC 11, then DA1, which every terminal answers,
    /// as a sentinel) and returns at once: the first frame never waits for the answer. While the
    /// query is open (until the DA1 reply or `timeoutMilliseconds`), `nextEvent` reads the input
    /// itself, takes the replies out and passes every other byte on as keys; an OSC 11 reply comes
    /// back as `.terminalBackground`. Only on a real terminal (a screen that handles signals).
    public func queryBackground(timeoutMilliseconds: Int = 1_000) {
        guard !isClosed, handlesSignals, backgroundQuery == nil else { return }
        set_term(screen)
        fflush(output)
        let request = BackgroundProbe.query
        var offset = 0
        while offset < request.count {
            let written = request[offset...].withUnsafeBytes { write(fileno(output), $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
        backgroundQuery = BackgroundQuery(deadline: ContinuousClock().now + .milliseconds(max(0, timeoutMilliseconds)))
    }

    /// True while a background query waits for its reply.
    public var isQueryingBackground: Bool { backgroundQuery != nil }

    /// Milliseconds until the open query must be looked at again (a held tail or its end), or nil.
    var backgroundQueryWakeMilliseconds: Int32? {
        guard let query = backgroundQuery else { return nil }
        let clock = ContinuousClock()
        var next = query.deadline
        if let held = query.heldSince { next = min(next, held + .milliseconds(Self.replyHoldMilliseconds)) }
        let (seconds, attoseconds) = clock.now.duration(to: next).components
        return max(0, Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
    }

    /// Reads what the terminal sent (waiting up to `milliseconds`), keeps the replies and hands the
    /// rest to ncurses. Returns the event of a reply, and whether bytes were handed on.
    func serviceBackgroundQuery(waitingMilliseconds milliseconds: Int32) -> (event: TerminalEvent?, handedOn: Bool) {
        guard var query = backgroundQuery else { return (nil, false) }
        let clock = ContinuousClock()
        var handedOn: [UInt8] = []
        var request = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        let wait = min(milliseconds, backgroundQueryWakeMilliseconds ?? milliseconds)
        if poll(&request, 1, max(0, wait)) > 0, request.revents & Int16(POLLIN) != 0 {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            let count = buffer.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress, $0.count) }
            if count > 0 { handedOn += query.filter.take(Array(buffer[0..<count])) }
        }
        let now = clock.now
        query.heldSince = query.filter.isHolding ? (query.heldSince ?? now) : nil
        let heldTooLong = query.heldSince.map { now >= $0 + .milliseconds(Self.replyHoldMilliseconds) } ?? false
        let finished = query.filter.isComplete || now >= query.deadline
        if finished || heldTooLong {
            handedOn += query.filter.flush()
            query.heldSince = nil
        }
        pushBack(handedOn)
        var event: TerminalEvent?
        if !query.reported, let color = query.filter.background {
            // Reported as soon as it is seen; the query stays open to swallow the DA1 reply.
            query.reported = true
            let style: UserInterfaceStyle = color.isDark ? .dark : .light
            terminalBackground = style
            event = .terminalBackground(style)
        }
        backgroundQuery = finished ? nil : query
        return (event, !handedOn.isEmpty)
    }

    /// Gives typed bytes back to ncurses in their order (`ungetch` pushes to the front).
    private func pushBack(_ bytes: [UInt8]) {
        for byte in bytes.reversed() { ungetch(Int32(byte)) }
    }
}
