import SkinUI
import Testing

@testable import SkinCurses

extension NcursesSuite {
    /// Opening, failing to open, reading input and closing.
    @Suite struct CursesScreenLifecycleTests {
        @Test func unknownAndDumbTerminalTypesFailWithAnError() {
            #expect(throws: TerminalError.unknownTerminal("no-such-terminal")) {
                _ = try ScreenFixture("no-such-terminal", size: Size(width: 10, height: 4))
            }
            #expect(throws: TerminalError.dumbTerminal) {
                _ = try ScreenFixture("dumb", size: Size(width: 10, height: 4))
            }
        }

        @Test func theRealTerminalIsRefusedWithoutATTYOrWithTERMDumb() {
            // Under `swift test` stdin is usually not a tty (notATerminal); in a terminal TERM=dumb refuses.
            do {
                let screen = try CursesScreen(environment: ["TERM": "dumb"])
                screen.close()
                Issue.record("a dumb terminal was opened")
            } catch let error as TerminalError {
                #expect(error == .notATerminal || error == .dumbTerminal)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }

        @Test func closeIsIdempotentAndTheScreenIsInertAfterwards() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 10, height: 4))
            fixture.screen.present(Canvas(width: 10, height: 4))
            fixture.screen.close()
            fixture.screen.close()
            fixture.screen.present(Canvas(width: 10, height: 4))
            #expect(fixture.screen.size == .zero)
            #expect(fixture.screen.nextEvent(timeoutMilliseconds: 0) == nil)
            #expect(fixture.screen.virtualCell(x: 0, y: 0) == nil)
            // endwin left the alternate screen and showed the cursor again.
            #expect(fixture.writtenText.hasSuffix("\u{1B}[?1049l\u{1B}[23;0;0t") || fixture.writtenText.contains("\u{1B}[?1049l"))
            #expect(fixture.writtenText.contains("\u{1B}[?25h"))
        }

        @Test func keysAreDecodedFromTheInput() throws {
            // xterm-256color in keypad mode: up is ESC O A, shift-tab ESC [ Z, F5 ESC [ 1 5 ~.
            let input = Array("q\r\u{1B}OA\u{1B}[Z\u{1B}[15~\u{12}中".utf8)
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 10, height: 4), input: input)
            var events: [TerminalEvent] = []
            while let event = fixture.screen.nextEvent(timeoutMilliseconds: 50) { events.append(event) }
            #expect(
                events == [
                    .key(.character("q")), .key(.enter), .key(.up), .key(.backTab), .key(.function(5)),
                    .key(.control("r")), .key(.character("中")),
                ])
        }

        @Test func noInputTimesOut() throws {
            let fixture = try ScreenFixture("xterm-256color", size: Size(width: 10, height: 4))
            let clock = ContinuousClock()
            let start = clock.now
            #expect(fixture.screen.nextEvent(timeoutMilliseconds: 30) == nil)
            #expect(clock.now - start < .seconds(2))
        }
    }
}
