import SkinKit
import SkinShot
import SkinUI
import Testing

@Suite struct ScreenshotScriptParsingTests {
    let example = """
        # gallery in ocean, dark, then after a skin switch
        size 100x30
        skin ocean
        trait dark
        page gallery
        shot ocean-dark
        key s            # same key as the previewer's "next skin"
        shot after-switch svg
        resize 80x24
        shot narrow txt

        contrast high
        depth 256
        key tab enter up space f1 ctrl-r
        type hello world  # greeting
        reload
        shot all.v2 txt ansi svg html svg
        """

    @Test func parsesTheExampleWithLineNumbers() throws {
        let script = try ScreenshotScript.parse(example, file: "gallery.shot")
        #expect(script.file == "gallery.shot")
        let expected: [ScriptLine] = [
            ScriptLine(line: 2, command: .size(Size(width: 100, height: 30))),
            ScriptLine(line: 3, command: .skin("ocean")),
            ScriptLine(line: 4, command: .setting(name: "trait", value: "dark")),
            ScriptLine(line: 5, command: .page("gallery")),
            ScriptLine(line: 6, command: .shot(name: "ocean-dark", formats: [.svg])),
            ScriptLine(line: 7, command: .key([.character("s")])),
            ScriptLine(line: 8, command: .shot(name: "after-switch", formats: [.svg])),
            ScriptLine(line: 9, command: .resize(Size(width: 80, height: 24))),
            ScriptLine(line: 10, command: .shot(name: "narrow", formats: [.txt])),
            ScriptLine(line: 12, command: .setting(name: "contrast", value: "high")),
            ScriptLine(line: 13, command: .setting(name: "depth", value: "256")),
            ScriptLine(line: 14, command: .key([.tab, .enter, .up, .character(" "), .function(1), .control("r")])),
            ScriptLine(line: 15, command: .type("hello world")),
            ScriptLine(line: 16, command: .reload),
            ScriptLine(line: 17, command: .shot(name: "all.v2", formats: [.txt, .ansi, .svg, .html])),
        ]
        #expect(script.commands == expected)
        #expect(script.shots.map(\.name) == ["ocean-dark", "after-switch", "narrow", "all.v2"])
    }

    @Test func typeKeepsHashOnlyInsideAQuotedText() throws {
        let script = try ScreenshotScript.parse(
            """
            type issue #42
            type "issue #42 "
            type C# rocks
            type say "hi" # comment
            type "a \\"quoted\\" \\\\ word"
            """, file: "t")
        #expect(
            script.commands.map(\.command) == [
                .type("issue"), .type("issue #42 "), .type("C# rocks"), .type("say \"hi\""), .type("a \"quoted\" \\ word"),
            ])
        #expect(script.commands[1].command.keyPresses.count == 10)
    }

    @Test func quotedKeysPressHashAndSpace() throws {
        let script = try ScreenshotScript.parse("key \"#\" \" \" x # comment", file: "k")
        #expect(script.commands.map(\.command) == [.key([.character("#"), .character(" "), .character("x")])])
    }

    @Test func acceptsCRLFAndBlankAndCommentLines() throws {
        let script = try ScreenshotScript.parse("# one\r\n\r\n   \r\nreload\r\n\t# indented comment\r\nreload", file: "c")
        #expect(script.commands.map(\.line) == [4, 6])
    }

    @Test func anEmptyScriptHasNoCommands() throws {
        #expect(try ScreenshotScript.parse("", file: "e").commands.isEmpty)
    }
}
