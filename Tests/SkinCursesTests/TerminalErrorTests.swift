import Testing

@testable import SkinCurses

struct TerminalErrorTests {
    @Test func unsetEmptyAndDumbTerminalTypesAreRejected() {
        #expect(throws: TerminalError.terminalTypeUnset) { try TerminalError.validatedTerminalType(nil) }
        #expect(throws: TerminalError.terminalTypeUnset) { try TerminalError.validatedTerminalType("") }
        #expect(throws: TerminalError.dumbTerminal) { try TerminalError.validatedTerminalType("dumb") }
        #expect((try? TerminalError.validatedTerminalType("xterm-256color")) == "xterm-256color")
    }

    @Test func notATerminalPointsToShot() {
        #expect(TerminalError.notATerminal.description.contains("termskin shot"))
    }

    @Test func messagesAreOneLineAndNameTheTerminal() {
        let errors: [TerminalError] = [
            .notATerminal, .terminalTypeUnset, .dumbTerminal, .unknownTerminal("vt999"),
            .unsupportedTerminal("glass"), .initializationFailed("vt999"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(!error.description.isEmpty)
        }
        #expect(TerminalError.unknownTerminal("vt999").description.contains("'vt999'"))
    }
}
