import Glibc
import Testing

@testable import SkinCurses

extension NcursesSuite {
    /// The C signal flags, through a real `raise`.
    @Suite struct SignalFlagsTests {
        /// Raises `signal` on this thread with it unblocked, so the handler runs before this returns
        /// (test runner threads may block signals, which would leave it pending).
        private func raiseNow(_ signal: Int32) {
            var unblock = sigset_t()
            var previous = sigset_t()
            sigemptyset(&unblock)
            sigaddset(&unblock, signal)
            pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
            raise(signal)
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }

        @Test func resumeIsReportedOnce() {
            SignalFlags.install()
            defer { SignalFlags.restore() }
            #expect(!SignalFlags.takeResume())
            raiseNow(SIGCONT)
            #expect(SignalFlags.takeResume())
            #expect(!SignalFlags.takeResume())
        }

        @Test func terminationSignalsAreRecordedNotFatal() {
            SignalFlags.install()
            defer { SignalFlags.restore() }
            #expect(SignalFlags.takeTermination() == nil)
            raiseNow(SIGHUP)
            #expect(SignalFlags.takeTermination() == SIGHUP)
            #expect(SignalFlags.takeTermination() == nil)
            raiseNow(SIGTERM)
            #expect(SignalFlags.takeTermination() == SIGTERM)
        }
    }
}
