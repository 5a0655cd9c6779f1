import Foundation
import Testing

@testable import SkinKit

/// Theme texts nested far deeper than any theme (a 100,000-deep `[[[…`, as a fuzzer makes) are
/// refused with one error before a recursive reader runs off the stack: the TOML reader's own
/// limit, and for YAML a count on the text before libyaml parses it.
@Suite struct DeepNestingTests {
    static let depth = 100_000

    @Test func aTOMLValueNestedPastTheLimitIsAnError() {
        let text = "[colors]\nbackground = \"#000000\"\nx = " + String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth)
        #expect(
            ThemeText.problem(text, file: "deep.toml")
                == "deep.toml:3: TOML: nested more than \(TOMLSubsetReader.maxNesting) arrays and inline tables deep (a theme needs two)")
        let nested = (0..<TOMLSubsetReader.maxNesting).reduce("1") { inner, _ in "[\(inner)]" }
        #expect(throws: Never.self) { try TOMLSubsetReader.parse("x = \(nested)") }
    }

    /// Flow sequences, `- ` entries on one line, indentation steps: each refused past the limit; the
    /// real schemes (two levels) and brackets inside quoted scalars and comments are not counted.
    @Test(arguments: [
        "base00: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
        "list:\n" + String(repeating: "- ", count: depth) + "x",
        (0..<200).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n"),
        "base00: [a'b, " + String(repeating: "{", count: depth) + "]",
    ])
    func aYAMLTextNestedPastTheLimitIsAnError(body: String) {
        #expect(
            ThemeText.problem("scheme: \"x\"\n\(body)\nbase00: \"000000\"\n", file: "deep.yaml")
                == "deep.yaml: not read: nested more than \(YAMLText.maxNesting) collections deep (a theme needs two)")
    }

    @Test func bracketsInQuotesAndCommentsAreNotNesting() {
        let brackets = String(repeating: "[", count: 200)
        #expect(!YAMLNesting.exceeds(64, in: "scheme: \"\(brackets)\"\nauthor: '\(brackets)' # \(brackets)\nbase00: \"000000\"\n"))
        #expect(YAMLNesting.exceeds(64, in: "base00: \(brackets)"))
    }
}
