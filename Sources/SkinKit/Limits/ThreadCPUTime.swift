import FoundationEssentials
import Glibc

/// CPU time spent by the calling thread: what a piece of work costs when other processes share
/// the cores (wall time there counts them too). The benchmarks and the time-bound tests read it.
public enum ThreadCPUTime {
    public static func now() -> Duration {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
    }

    /// The thread's CPU time taken by `body`.
    public static func measure(_ body: () throws -> Void) rethrows -> Duration {
        let start = now()
        try body()
        return now() - start
    }
}
