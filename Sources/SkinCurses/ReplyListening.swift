/// What the screen listens for in the input while the terminal may answer or report: the reply
/// filter, the open queries (each ended by its DA1 reply, in the order asked, or by its deadline),
/// and since when a possible start of a reply has been held back.
struct ReplyListening {
    /// A question asked of the terminal, ended by DA1.
    enum Query: Equatable { case background, colors, refocusedBackground }

    var filter = BackgroundReplyFilter()
    private(set) var open: [(query: Query, deadline: ContinuousClock.Instant)] = []
    var heldSince: ContinuousClock.Instant?
    /// The background color was reported (once).
    var reportedBackground = false

    /// Notes a query written now, given up after `milliseconds`.
    mutating func asked(_ query: Query, milliseconds: Int) {
        open.append((query, ContinuousClock().now + .milliseconds(max(0, milliseconds))))
    }

    /// True while `query` waits for its reply.
    func isOpen(_ query: Query) -> Bool { open.contains { $0.query == query } }

    /// The earliest open query's deadline.
    var nextDeadline: ContinuousClock.Instant? { open.map(\.deadline).min() }

    /// Ends the oldest open query (its DA1 came); returns it.
    mutating func answered() -> Query? { open.isEmpty ? nil : open.removeFirst().query }

    /// Ends the queries whose deadline passed by `now`; returns them.
    mutating func expired(at now: ContinuousClock.Instant) -> [Query] {
        let gone = open.filter { now >= $0.deadline }.map(\.query)
        open.removeAll { now >= $0.deadline }
        return gone
    }
}
