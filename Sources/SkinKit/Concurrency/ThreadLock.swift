import Glibc

/// A mutual-exclusion lock for a class whose state several stored properties share (what
/// Foundation's `NSLock` was, without Foundation): `lock()` and `unlock()` around the critical
/// section, on any thread.
final class ThreadLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() {
        pthread_mutex_lock(mutex)
    }

    func unlock() {
        pthread_mutex_unlock(mutex)
    }
}
