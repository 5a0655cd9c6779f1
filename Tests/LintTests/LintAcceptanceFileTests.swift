import Testing

@testable import Lint

/// `.termskin-lint-accept` read line by line, whatever line ends the editor that saved it wrote.
struct LintAcceptanceFileTests {
    @Test(arguments: ["\n", "\r\n"])
    func eachLineIsOneAcceptedFinding(lineEnd: String) {
        let text = ["low-contrast *.Color.text  # brand color", "", "unread-key ocean.Color.cursor  # read by the app"].joined(separator: lineEnd)
        let acceptance = LintAcceptance(text: text + lineEnd)
        #expect(acceptance.problems.isEmpty)
        #expect(acceptance.entries.map(\.keyPath) == ["*.Color.text", "ocean.Color.cursor"])
        #expect(acceptance.entries.map(\.reason) == ["brand color", "read by the app"])
    }
}
