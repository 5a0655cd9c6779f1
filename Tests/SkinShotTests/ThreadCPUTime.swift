import Foundation

/// CPU time spent by the calling thread, for time bounds that must hold on a busy machine
/// (wall time there also counts the other processes sharing the cores).
enum ThreadCPUTime {
    static func now() -> Duration {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
    }

    /// The thread's CPU time taken by `body`.
    static func measure(_ body: () throws -> Void) rethrows -> Duration {
        let start = now()
        try body()
        return now() - start
    }
}
