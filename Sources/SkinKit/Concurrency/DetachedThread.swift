import Glibc

/// Runs a closure on a new thread of its own (not one of dispatch's workers, so that a
/// `concurrentPerform` on the caller's thread still spreads over every core): what Foundation's
/// `Thread { … }.start()` did.
enum DetachedThread {
    /// Starts `body` on a new detached thread; if no thread can be made, runs it here.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(ClosureBox(body))
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                let box = Unmanaged<ClosureBox>.fromOpaque(context).takeRetainedValue()
                box.body()
                return nil
            }, box.toOpaque())
        if started == 0 {
            pthread_detach(thread)
        } else {
            box.takeRetainedValue().body()
        }
    }

    private final class ClosureBox: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
