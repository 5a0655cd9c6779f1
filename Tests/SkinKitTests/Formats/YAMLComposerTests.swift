import Testing

@testable import SkinKit

/// The YAML document of a theme as `YAMLText` composes it from libyaml's events (`YAMLComposer`):
/// scalars as written, each key's line, aliases, and errors worded as Yams' were.
@Suite struct YAMLComposerTests {
    /// The root of `text`, which must be a document.
    func root(_ text: String) throws -> YAMLNode {
        try #require(try YAMLText.compose(text))
    }

    @Test func plainAndQuotedScalarsAreReadAsWritten() throws {
        let root = try root("base00: 002211\nbase01: \"002211\"\nbase02: '#0A0B0C'\nbase03: 1e3\nbase04: ~\nbase05:\n")
        #expect(
            YAMLText.scalars(root) == [
                "base00": "002211", "base01": "002211", "base02": "#0A0B0C", "base03": "1e3", "base04": "~", "base05": "",
            ])
    }

    @Test func eachKeyKeepsItsLine() throws {
        let root = try root("scheme: \"x\"\n\n# a comment\nbase00: >\n  folded\n  text\npalette:\n  base01: '0a0b0c'\n\n  base02: 0d0e0f\n")
        #expect(YAMLText.lines(root) == ["scheme": 1, "base00": 4, "palette": 7])
        #expect(YAMLText.scalars(root) == ["scheme": "x", "base00": "folded text\n"])
        let palette = try #require(root.mapping?["palette"])
        #expect(palette.line == 8)
        #expect(YAMLText.lines(palette) == ["base01": 8, "base02": 10])
    }

    @Test func keysInAFlowMappingKeepTheirLines() throws {
        let root = try root("{base00: x,\n base01: y,\n\n base02: z}\n")
        #expect(YAMLText.lines(root) == ["base00": 1, "base01": 2, "base02": 4])
    }

    @Test func aKeyWrittenTwiceIsReadAtItsLastEntry() throws {
        let root = try root("palette:\n  base00: a\npalette:\n  base00: b\n")
        let palette = try #require(root.mapping?["palette"])
        #expect(YAMLText.scalars(palette) == ["base00": "b"])
        #expect(YAMLText.lines(root) == ["palette": 3])
    }

    /// An alias is its anchor's node, at the anchor's line.
    @Test func anAliasIsTheNodeOfItsAnchor() throws {
        let root = try root("base00: &dark \"101820\"\nbase01: *dark\nshared: &colors {base02: '202020'}\npalette: *colors\n")
        #expect(YAMLText.scalars(root) == ["base00": "101820", "base01": "101820"])
        #expect(root.mapping?["base01"]?.line == 1)
        let palette = try #require(root.mapping?["palette"])
        #expect(YAMLText.scalars(palette) == ["base02": "202020"])
        #expect(YAMLText.lines(palette) == ["base02": 3])
    }

    /// Ten levels of ten aliases each name 10¹⁰ scalars: composed at once, as shared nodes.
    @Test func aliasesOfAliasesAreNotCopiedOut() throws {
        var text = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { text += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let root = try root(text)
        #expect(root.mapping?.pairs.count == 10)
        #expect(root.mapping?["l9"]?.sequence?.count == 10)
        #expect(root.mapping?["l9"]?.sequence?.first?.line == 9)
    }

    @Test func aSequenceHoldsItsItems() throws {
        let root = try root("- a\n- [b, 'c']\n- {d: e}\n")
        let items = try #require(root.sequence)
        #expect(items.map(\.line) == [1, 2, 3])
        #expect(items[0].scalar == "a")
        #expect(items[1].sequence?.map(\.scalar) == ["b", "c"])
        #expect(items[2].mapping != nil && YAMLText.scalars(items[2]) == ["d": "e"])
        #expect(root.mapping == nil && root.scalar == nil)
    }

    /// No document is nil; an explicit empty one an empty scalar (as Yams composed them).
    @Test func aTextWithoutADocumentIsNil() throws {
        #expect(try YAMLText.compose("") == nil)
        #expect(try YAMLText.compose("# only a comment\n\n") == nil)
        #expect(try root("---\n").scalar == "")
        #expect(try root("\u{FEFF}base00: x\n").mapping?["base00"]?.scalar == "x")
    }

    @Test func aSyntaxErrorIsLibyamlsProblemAtItsLine() {
        #expect(throws: SkinError(line: 2, message: "not valid YAML: found unexpected end of stream")) {
            try YAMLText.compose("base00: \"unterminated\n")
        }
        #expect(throws: SkinError(line: 1, message: "not valid YAML: mapping values are not allowed in this context")) {
            try YAMLText.compose("a: b: c\n")
        }
        #expect(throws: SkinError(line: 6, message: "not valid YAML: mapping values are not allowed in this context")) {
            try YAMLText.compose("a: b\n\n\n\n\n  c: d\n")
        }
        #expect(throws: SkinError(line: 3, message: "not valid YAML: did not find expected '-' indicator")) {
            try YAMLText.compose("a:\n  - b\n  c: d\n")
        }
        #expect(throws: SkinError(line: 1, message: "not valid YAML: found character that cannot start any token")) {
            try YAMLText.compose("\tbase00: x\n")
        }
        #expect(throws: SkinError(line: 1, message: "not valid YAML: found unknown escape character")) {
            try YAMLText.compose("a: \"\\q\"\n")
        }
    }

    /// Where Yams printed its own report's first line without a line number, the problem is at its line.
    @Test func aCharacterLibyamlRefusesIsAnErrorAtItsLine() {
        #expect(throws: SkinError(line: 4, message: "not valid YAML: control characters are not allowed")) {
            try YAMLText.compose("x\n\n\n\u{7}\n")
        }
        #expect(throws: SkinError(line: 2, message: "not valid YAML: control characters are not allowed")) {
            try YAMLText.compose("name: x\nbase00: \u{1B}[0m\n")
        }
    }

    @Test func anUndefinedAliasOrASecondDocumentIsAnErrorAtItsLine() {
        #expect(throws: SkinError(line: 2, message: "not valid YAML: found undefined alias")) {
            try YAMLText.compose("base00: x\nbase01: *nope\n")
        }
        #expect(throws: SkinError(line: 1, message: "not valid YAML: found undefined alias")) {
            try YAMLText.compose("a: &a [*a]\n")
        }
        #expect(throws: SkinError(line: 2, message: "not valid YAML: expected a single document in the stream but found another document")) {
            try YAMLText.compose("a: 1\n---\nb: 2\n")
        }
    }
}
