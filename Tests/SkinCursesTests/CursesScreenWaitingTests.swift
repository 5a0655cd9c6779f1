import Glibc
import SkinUI
import Testing

@testable import SkinCurses

extension NcursesSuite {
    /// `waitForActivity` (the previewer's poll) and draining pending keys with a zero timeout.
    @Suite struct CursesScreenWaitingTests {
        @Test func anExtraDescriptorWakesTheWaitAndIsReportedReady() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 20, height: 5))
            var idle: [Int32] = [-1, -1]
            var busy: [Int32] = [-1, -1]
            #expect(pipe(&idle) == 0 && pipe(&busy) == 0)
            defer { for descriptor in idle + busy { close(descriptor) } }
            #expect(write(busy[1], "x", 1) == 1)
            let wake = fixture.screen.waitForActivity(descriptors: [idle[0], busy[0]], timeoutMilliseconds: 1_000)
            #expect(wake.readyDescriptors == [busy[0]])
            #expect(!wake.hungUp)
        }

        @Test func aPasteIsDrainedKeyByKeyWithoutWaiting() throws {
            let paste = Array(String(repeating: "sd", count: 500).utf8)
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 20, height: 5), input: paste)
            var keys: [KeyPress] = []
            while let event = fixture.screen.nextEvent(timeoutMilliseconds: 0) {
                if case .key(let key) = event { keys.append(key) }
            }
            #expect(keys.count == 1_000)
            #expect(keys.first == .character("s") && keys.last == .character("d"))
        }

        @Test func aClosedScreenReportsAHangUpInsteadOfWaiting() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 20, height: 5))
            fixture.screen.close()
            #expect(fixture.screen.waitForActivity(timeoutMilliseconds: -1).hungUp)
        }
    }
}
